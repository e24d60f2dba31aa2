import type { TablePage } from '../table';
import { page, type ModulePages } from './page';

/** Props of the admin module's pages (src/modules/admin): dashboard, settings, team, audit, data rights, sign-ins. */

export interface AuditRow {
  id: string;
  createdAt: string;
  action: string;
  email: string | null;
  ipAddress: string | null;
}

export interface SignInEventProps {
  event: AuditRow & { userId: string | null; detail: Record<string, unknown> };
}

export interface SignInActivityProps {
  table: TablePage<AuditRow>;
  actions: readonly string[];
  csvUrl: string;
}

export interface DashboardProps {
  metrics: import('../admin-dashboard').DashboardMetric[];
  attention: import('../admin-dashboard').AttentionItem[];
  trend: { series: Array<{ key: string; label: string }>; days: import('../admin-dashboard').TrendDay[] };
  generatedAt: string;
}

export interface RedirectRow {
  id: string;
  path: string;
  target: string;
  status: 301 | 302;
  note: string | null;
  enabled: boolean;
}

export interface SettingsProps {
  values: import('../settings').SiteSettingsValues;
  defaults: import('../settings').SiteSettingsValues;
  savedBy: Record<string, { updatedBy: string | null; updatedAt: string }>;
  redirects: RedirectRow[];
  payments: { mode: 'stripe' | 'invoice'; stripeMode: 'live' | 'test' | null };
  errorLog: { tokenRequired: boolean; tokenPreview: string | null; rotatedAt: string | null };
}

export interface TeamProps {
  members: Array<{
    id: string;
    email: string;
    state: 'active' | 'invited';
    twoFactor: boolean;
    lastSignInAt: string | null;
    createdAt: string;
  }>;
  currentUserId: string;
  requireAdminTotp: boolean;
}

export interface AdminAuditRow {
  id: string;
  createdAt: string;
  actorEmail: string | null;
  action: string;
  summary: string;
  targetType: string | null;
  targetId: string | null;
}

export interface AdminAuditProps {
  table: TablePage<AdminAuditRow>;
  actions: string[];
  actors: string[];
  csvUrl: string;
}

export interface AdminAuditEventProps {
  event: AdminAuditRow & { before: unknown; after: unknown; ipAddress: string | null };
}

export interface DataRightsProps {
  email: string;
  /** Null until an address is looked up. */
  found: Array<{
    source: string;
    label: string;
    count: number;
    onErase: 'anonymise' | 'delete' | 'keep';
    keptBecause?: string;
    records: Array<Record<string, unknown>>;
  }> | null;
  error: string | null;
}

/** The admin module's pages: name (its file under frontend/pages), props and layout. */
export const adminPages = {
  'admin/dashboard': page<DashboardProps>('admin'),
  'admin/settings': page<SettingsProps>('admin'),
  'admin/team': page<TeamProps>('admin'),
  'admin/audit': page<AdminAuditProps>('admin'),
  'admin/audit-event': page<AdminAuditEventProps>('admin'),
  'admin/data-rights': page<DataRightsProps>('admin'),
  'admin/sign-in-activity': page<SignInActivityProps>('admin'),
  'admin/sign-in-event': page<SignInEventProps>('admin'),
} satisfies ModulePages<'admin'>;
