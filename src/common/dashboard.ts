import type { AttentionItem, DashboardMetric, TrendSeries } from '@shared/admin-dashboard';

export type { AttentionItem, DashboardMetric, TrendSeries };

/** The starts of the dashboard's periods: today (UTC midnight), the last 7 and the last 30 days. */
export interface DashboardPeriods {
  today: Date;
  week: Date;
  month: Date;
}

export function dashboardPeriods(now = new Date()): DashboardPeriods {
  const day = 24 * 3600 * 1000;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { today, week: new Date(now.getTime() - 7 * day), month: new Date(now.getTime() - 30 * day) };
}

/** Parameters $1–$3 for `periodCounts`. */
export const periodParams = (periods: DashboardPeriods) => [periods.today, periods.week, periods.month];

/**
 * `today`, `week` and `month` columns counting rows whose `column` falls in each period, in one scan
 * of the last 30 days (the query adds `WHERE column >= $3`). `value` sums an expression instead.
 */
export function periodCounts(column: string, value?: string): string {
  const aggregate = (since: string) =>
    value
      ? `coalesce(sum(${value}) FILTER (WHERE ${column} >= ${since}), 0)::bigint`
      : `count(*) FILTER (WHERE ${column} >= ${since})::int`;
  return `${aggregate('$1')} AS today, ${aggregate('$2')} AS week, ${aggregate('$3')} AS month`;
}

/** Rows per UTC day of `column` since `$1`, as `{ day, count }`. */
export function dailyCounts(table: string, column: string, where = 'TRUE'): string {
  return `SELECT to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM ${table} WHERE ${column} >= $1 AND ${where} GROUP BY 1`;
}

export const toDays = (rows: Array<{ day: string; count: number }>) =>
  Object.fromEntries(rows.map((row) => [row.day, Number(row.count)]));

/** What a module adds to the back-office dashboard; the admin module only lays them out. */
export interface DashboardSource {
  metrics(periods: DashboardPeriods): Promise<DashboardMetric[]>;
  attention(): Promise<AttentionItem[]>;
  trend?(since: Date): Promise<TrendSeries[]>;
}
