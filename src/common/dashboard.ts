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

/**
 * The dashboard's parameters, shared by every source's reads: $1–$3 the periods' starts (today, the
 * last 7 and the last 30 days), $4 the first day of the trend.
 */
export const dashboardParams = (periods: DashboardPeriods, trendSince: Date) => [
  periods.today,
  periods.week,
  periods.month,
  trendSince,
];

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

/** Rows per UTC day of `column` since the trend's first day ($4), as `{ day, count }`. */
export function dailyCounts(table: string, column: string, where = 'TRUE'): string {
  return `SELECT to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
    FROM ${table} WHERE ${column} >= $4 AND ${where} GROUP BY 1`;
}

export const toDays = (rows: Array<{ day: string; count: number }>) =>
  Object.fromEntries(rows.map((row) => [row.day, Number(row.count)]));

/** A timestamp as json carries it, in the form the dashboard's props use. */
export const isoTime = (value: string) => new Date(value).toISOString();

/** What a source's reads returned. */
export interface DashboardResults {
  json<T>(read: string): T;
}

/**
 * What a module adds to the back-office dashboard; the admin module only lays them out. Every
 * source's reads go to Postgres as one statement (`CombinedReads`): the dashboard asked 18 queries.
 */
export interface DashboardSource {
  /**
   * The reads its numbers need, by name: each a scalar subquery returning json (`jsonRow`,
   * `jsonRows`) over the parameters of `dashboardParams`.
   */
  readonly reads: Readonly<Record<string, string>>;
  metrics(results: DashboardResults): DashboardMetric[];
  attention(results: DashboardResults): AttentionItem[];
  trend?(results: DashboardResults): TrendSeries[];
}
