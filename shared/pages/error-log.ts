import type { TablePage } from '../table';
import { page, type ModulePages } from './page';

/** Props of the error log's back-office pages (src/modules/error-log). */

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

/** The error-log module's pages: name (its file under frontend/pages), props and layout. */
export const errorLogPages = {
  'error-log/groups': page<ErrorLogsProps>('admin'),
  'error-log/group': page<ErrorLogProps>('admin'),
} satisfies ModulePages<'error-log'>;
