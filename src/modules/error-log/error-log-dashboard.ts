import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AttentionItem,
  DashboardMetric,
  DashboardPeriods,
  DashboardSource,
  periodCounts,
  periodParams,
} from '@common/dashboard';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

/** Open error groups, and critical errors first seen in the last day, for the back-office dashboard. */
@Injectable()
export class ErrorLogDashboard implements DashboardSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async metrics(periods: DashboardPeriods): Promise<DashboardMetric[]> {
    const [row] = (await this.dataSource.query(
      `SELECT ${periodCounts('last_seen_at')} FROM error_log_groups WHERE last_seen_at >= $3 AND status = 'open'`,
      periodParams(periods),
    )) as PeriodNumbers[];
    return [
      {
        key: 'open_errors',
        label: 'Open error groups seen',
        values: row,
        format: 'count',
        href: routes.errorLog.list({ 'filter[status]': 'open' }),
        group: 'Site',
      },
    ];
  }

  async attention(): Promise<AttentionItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, error_type, message, count, first_seen_at FROM error_log_groups
       WHERE severity = 'critical' AND status = 'open' AND first_seen_at > now() - interval '24 hours'
       ORDER BY first_seen_at DESC LIMIT 10`,
    )) as Array<{ id: string; error_type: string; message: string; count: number; first_seen_at: Date }>;
    return rows.map((row) => ({
      kind: 'critical_error',
      title: `New critical error: ${row.error_type}`,
      detail: `${row.message.slice(0, 120)} (${row.count}×)`,
      href: routes.errorLog.group(row.id),
      since: row.first_seen_at.toISOString(),
    }));
  }

  async unread(): Promise<Record<string, number>> {
    const [row] = (await this.dataSource.query(
      "SELECT count(*)::int AS open FROM error_log_groups WHERE status = 'open'",
    )) as Array<{ open: number }>;
    return { [routes.errorLog.list()]: row.open };
  }
}
