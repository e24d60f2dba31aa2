import { Injectable } from '@nestjs/common';
import {
  DashboardMetric,
  DashboardResults,
  DashboardSource,
  periodCounts,
  TrendSeries,
} from '@common/dashboard';
import { jsonRow, jsonRows } from '@database/json-rows';
import type { PeriodNumbers } from '@shared/admin-dashboard';
import { routes } from '@shared/routes';

/**
 * Visitors from the daily rollups (a visitor is counted once per day: ids are daily and cookieless),
 * for the back-office dashboard. Today's figure is as fresh as the last rollup.
 */
@Injectable()
export class AnalyticsDashboardNumbers implements DashboardSource {
  readonly reads = {
    visitors: jsonRow(
      `SELECT ${periodCounts('bucket', 'visitors')} FROM analytics_rollups
        WHERE period = 'day' AND dimension = ''
          AND bucket >= date_trunc('day', $3::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    ),
    trend: jsonRows(
      `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, visitors FROM analytics_rollups
        WHERE period = 'day' AND dimension = '' AND bucket >= $4`,
      'r.day',
    ),
  };

  metrics(results: DashboardResults): DashboardMetric[] {
    const row = results.json<PeriodNumbers>('visitors');
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

  attention(): never[] {
    return [];
  }

  trend(results: DashboardResults): TrendSeries[] {
    const rows = results.json<Array<{ day: string; visitors: number }>>('trend');
    return [
      {
        key: 'visitors',
        label: 'Visitors',
        days: Object.fromEntries(rows.map((row) => [row.day, Number(row.visitors)])),
      },
    ];
  }
}
