import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DashboardMetric,
  DashboardPeriods,
  DashboardSource,
  periodCounts,
  periodParams,
  TrendSeries,
} from '@common/dashboard';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

/**
 * Visitors from the daily rollups (a visitor is counted once per day: ids are daily and cookieless),
 * for the back-office dashboard. Today's figure is as fresh as the last rollup.
 */
@Injectable()
export class AnalyticsDashboardNumbers implements DashboardSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async metrics(periods: DashboardPeriods): Promise<DashboardMetric[]> {
    const [row] = (await this.dataSource.query(
      `SELECT ${periodCounts('bucket', 'visitors')} FROM analytics_rollups
       WHERE period = 'day' AND dimension = '' AND bucket >= date_trunc('day', $3::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      periodParams(periods),
    )) as Array<Record<keyof PeriodNumbers, string>>;
    return [
      {
        key: 'visitors',
        label: 'Visitors (daily uniques)',
        values: { today: Number(row.today), week: Number(row.week), month: Number(row.month) },
        format: 'count',
        href: routes.analytics.dashboard(),
        group: 'Site',
      },
    ];
  }

  attention(): Promise<never[]> {
    return Promise.resolve([]);
  }

  async trend(since: Date): Promise<TrendSeries[]> {
    const rows = (await this.dataSource.query(
      `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, visitors FROM analytics_rollups
       WHERE period = 'day' AND dimension = '' AND bucket >= $1`,
      [since],
    )) as Array<{ day: string; visitors: number }>;
    return [
      {
        key: 'visitors',
        label: 'Visitors',
        days: Object.fromEntries(rows.map((row) => [row.day, Number(row.visitors)])),
      },
    ];
  }
}
