import { Injectable } from '@nestjs/common';
import {
  AttentionItem,
  DashboardMetric,
  DashboardResults,
  DashboardSource,
  isoTime,
  periodCounts,
} from '@common/dashboard';
import { jsonRow, jsonRows } from '@database/json-rows';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

/** Open error groups, and critical errors first seen in the last day, for the back-office dashboard. */
@Injectable()
export class ErrorLogDashboard implements DashboardSource {
  readonly reads = {
    open: jsonRow(
      `SELECT ${periodCounts('last_seen_at')} FROM error_log_groups WHERE last_seen_at >= $3 AND status = 'open'`,
    ),
    critical: jsonRows(
      `SELECT id, error_type, message, count, first_seen_at FROM error_log_groups
        WHERE severity = 'critical' AND status = 'open' AND first_seen_at > now() - interval '24 hours'
        ORDER BY first_seen_at DESC LIMIT 10`,
      'r.first_seen_at DESC',
    ),
  };

  /** Open error groups for the navigation, as a read with no parameters. */
  readonly unreadRead = "SELECT count(*) FROM error_log_groups WHERE status = 'open'";

  metrics(results: DashboardResults): DashboardMetric[] {
    return [
      {
        key: 'open_errors',
        label: 'Open error groups seen',
        values: results.json<PeriodNumbers>('open'),
        format: 'count',
        href: routes.errorLog.list({ 'filter[status]': 'open' }),
        group: 'Site',
      },
    ];
  }

  attention(results: DashboardResults): AttentionItem[] {
    const rows =
      results.json<
        Array<{ id: string; error_type: string; message: string; count: number; first_seen_at: string }>
      >('critical');
    return rows.map((row) => ({
      kind: 'critical_error',
      title: `New critical error: ${row.error_type}`,
      detail: `${row.message.slice(0, 120)} (${row.count}×)`,
      href: routes.errorLog.group(row.id),
      since: isoTime(row.first_seen_at),
    }));
  }

  /** What `unreadRead` returned, by the navigation link it belongs to. */
  unread(open: number | string): Record<string, number> {
    return { [routes.errorLog.list()]: Number(open) };
  }
}
