import type { ScoreResult } from '../assessment';
import type { TablePage } from '../table';

/** Props of the back-office pages (rendered today by several modules under /admin). */

export interface AuditRow {
  id: string;
  createdAt: string;
  action: string;
  email: string | null;
  ipAddress: string | null;
}

/** Status and notes of a contact message or application. */
export interface ReviewedLead {
  id: string;
  status: string;
  notes: string;
  spamReason: string | null;
  statusChangedBy: string | null;
  statusChangedAt: string | null;
}

export interface AssessmentFunnelProps {
  period: string;
  periods: string[];
  funnel: {
    started: number;
    steps: Array<{ step: string; reached: number; share: number; dropOff: number }>;
    averageMinutes: number | null;
    medianMinutes: number | null;
  };
}

export interface ContactSubmissionProps {
  lead: ReviewedLead & {
    createdAt: string;
    name: string;
    email: string;
    company: string;
    phone: string | null;
    crm: string;
    topic: string;
    message: string;
    userAgent: string | null;
    source: Array<[string, string]>;
  };
  statuses: readonly string[];
}

export interface ContactRow {
  id: string;
  createdAt: string;
  status: string;
  spamReason: string | null;
  name: string;
  email: string;
  company: string;
  topic: string;
  crm: string;
}

export interface LeadListProps<Row> {
  table: TablePage<Row>;
  counts: Record<string, number>;
  csvUrl: string;
}

export interface CrmStatsRow {
  crm: string;
  label: string;
  responses: number;
  average: number | null;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  bands: Record<string, number>;
}

export interface ErrorGroupRow {
  id: string;
  errorType: string;
  message: string;
  severity: string;
  source: 'client' | 'server';
  status: string;
  count: number;
  affectedUrls: string[];
  firstSeenAt: string;
  lastSeenAt: string;
}

export interface ErrorLogProps {
  group: ErrorGroupRow & { statusChangedBy: string | null; statusChangedAt: string | null };
  hourly: Array<{ hour: string; count: number }>;
  reports: Array<{ id: string; createdAt: string; payload: Record<string, unknown> }>;
}

export interface ErrorLogsProps {
  table: TablePage<ErrorGroupRow>;
  counts: Record<'open' | 'resolved' | 'ignored', number>;
  types: readonly string[];
  csvUrl: string;
}

export interface JumpstartApplicationProps {
  lead: ReviewedLead & {
    createdAt: string;
    company: string;
    website: string | null;
    companySize: string;
    crm: string;
    seats: number;
    goals: string[];
    success: string;
    timeline: string;
    budget: string;
    name: string;
    role: string;
    email: string;
    phone: string | null;
    source: Array<[string, string]>;
  };
  statuses: readonly string[];
}

export interface ApplicationRow {
  id: string;
  createdAt: string;
  status: string;
  spamReason: string | null;
  company: string;
  name: string;
  email: string;
  companySize: string;
  seats: number;
  timeline: string;
  budget: string;
}

export interface OutboxRow {
  id: string;
  createdAt: string;
  toAddress: string;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface MailMessageProps {
  message: OutboxRow & {
    html: string;
    text: string;
    headers: Record<string, string>;
    attachments: Array<{ filename: string; contentType: string; bytes: number }>;
  };
}

export interface TestEmailProps {
  table: TablePage<OutboxRow>;
  counts: Record<string, number>;
  delivery: { smtp: boolean; queue: 'redis' | 'in-process' };
  sent: OutboxRow | null;
}

export interface NewsletterSubscriberProps {
  subscriber: {
    id: string;
    email: string;
    status: string;
    createdAt: string;
    confirmationSentAt: string | null;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
    source: Array<[string, string]>;
  };
}

export interface SubscriberRow {
  id: string;
  email: string;
  status: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  sourcePath: string;
  utmSource: string | null;
}

export interface NewsletterSubscribersProps {
  table: TablePage<SubscriberRow>;
  counts: Record<'pending' | 'confirmed' | 'unsubscribed', number>;
  csvUrl: string;
}

export interface ResponseRow {
  id: string;
  status: string;
  createdAt: string;
  submittedAt: string | null;
  name: string | null;
  email: string | null;
  company: string | null;
  crm: string | null;
  companySize: string | null;
  overallScore: number | null;
  band: string | null;
  currentStep: string;
}

export interface ResponseProps {
  response: ResponseRow & {
    bankVersion: number;
    furthestStep: number;
    consentedAt: string | null;
    shared: boolean;
    result: ScoreResult | null;
  };
  answers: Array<{ id: string; section: string; question: string; answer: string }>;
  reportUrl: string | null;
  pdfUrl: string | null;
}

export interface ResponsesProps {
  table: TablePage<ResponseRow>;
  counts: Record<'draft' | 'submitted', number>;
  csvUrl: string;
  options: {
    crm: ReadonlyArray<{ value: string; label: string }>;
    size: ReadonlyArray<{ value: string; label: string }>;
  };
}

export interface SignInEventProps {
  event: AuditRow & { userId: string | null; detail: Record<string, unknown> };
}

export interface SignInActivityProps {
  table: TablePage<AuditRow>;
  actions: readonly string[];
  csvUrl: string;
}

export interface TrendsProps {
  interval: 'week' | 'month';
  points: Array<{ period: string; started: number; completed: number; averageScore: number | null }>;
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
