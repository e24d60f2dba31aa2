import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CHANNELS, GOALS, type Channel, type Goal } from '@shared/analytics';
import type {
  AnalyticsDashboardProps,
  AttributionDashboardProps,
  BreakdownRow,
  DateRange,
  FunnelStep,
  TrafficTotals,
  UnifiedAnalyticsProps,
  UtmField,
} from '@shared/pages';
import { BREAKDOWNS } from '@shared/pages/analytics';

const DAY_MS = 86_400_000;
export const RANGE_PRESETS: Record<string, { days: number; label: string }> = {
  '7d': { days: 7, label: 'Last 7 days' },
  '30d': { days: 30, label: 'Last 30 days' },
  '90d': { days: 90, label: 'Last 90 days' },
  '365d': { days: 365, label: 'Last 12 months' },
};
const MAX_CUSTOM_DAYS = 3 * 366;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const validDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(dayMs(value) || NaN) === value;

/** The range a query asks for: a preset (default 30 days to today) or a valid custom from–to (UTC, inclusive). */
export function parseRange(query: Record<string, unknown>, now = Date.now()): DateRange {
  const today = dayMs(isoDay(now));
  let from: number;
  let to: number;
  // Own keys only: `range=__proto__` names no preset (found by the bad-input campaign).
  let key =
    typeof query.range === 'string' && Object.hasOwn(RANGE_PRESETS, query.range) ? query.range : '30d';
  let label = RANGE_PRESETS[key].label;
  if (
    query.range === 'custom' &&
    validDay(query.from) &&
    validDay(query.to) &&
    dayMs(query.from) <= dayMs(query.to)
  ) {
    from = dayMs(query.from);
    to = Math.min(dayMs(query.to), from + (MAX_CUSTOM_DAYS - 1) * DAY_MS);
    key = 'custom';
    label = `${isoDay(from)} to ${isoDay(to)}`;
  } else {
    to = today;
    from = today - (RANGE_PRESETS[key].days - 1) * DAY_MS;
  }
  const length = to - from + DAY_MS;
  return {
    key,
    label,
    from: isoDay(from),
    to: isoDay(to),
    previousFrom: isoDay(from - length),
    previousTo: isoDay(from - DAY_MS),
  };
}

const LEAD_GOALS: Goal[] = ['contact_submitted', 'jumpstart_applied'];
const STEP_LABELS: Record<FunnelStep['step'], string> = {
  visit: 'Visits (sessions)',
  assessment_started: 'Assessment started',
  assessment_completed: 'Assessment completed',
  lead: 'Lead (contact or Jumpstart)',
  agreement_signed: 'Agreement signed',
  payment_received: 'Paid',
};

interface RollupTotals {
  views: number;
  visitors: number;
  sessions: number;
  bounces: number;
  duration: number;
  goals: number;
}

/** The dashboards' numbers: read from the rollups and attributions, never from raw events (but realtime). */
@Injectable()
export class AnalyticsReports {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async dashboard(range: DateRange): Promise<Omit<AnalyticsDashboardProps, 'range' | 'realtime'>> {
    const [totals, previous, series, ...tables] = await Promise.all([
      this.totals(range.from, range.to),
      this.totals(range.previousFrom, range.previousTo),
      this.series(range),
      ...BREAKDOWNS.map((dimension) => this.breakdown(range, dimension)),
    ]);
    return {
      totals,
      previous,
      series,
      breakdowns: Object.fromEntries(
        BREAKDOWNS.map((dimension, index) => [dimension, tables[index]]),
      ) as AnalyticsDashboardProps['breakdowns'],
    };
  }

  async breakdown(range: DateRange, dimension: string, limit = 100): Promise<BreakdownRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT value, sum(visitors)::int AS visitors, sum(views)::int AS views, sum(sessions)::int AS sessions,
              sum(goals)::int AS goals
         FROM analytics_rollups
        WHERE period = 'day' AND dimension = $1 AND bucket >= ($2::timestamp AT TIME ZONE 'UTC') AND bucket <= ($3::timestamp AT TIME ZONE 'UTC')
        GROUP BY value ORDER BY visitors DESC, views DESC, value LIMIT $4`,
      [dimension, range.from, range.to, limit],
    )) as BreakdownRow[];
    return rows;
  }

  async utm(range: DateRange, field: UtmField) {
    const rows = await this.breakdown(range, field, 500);
    return rows.map((row) => ({ ...row, conversionRate: row.sessions ? row.goals / row.sessions : 0 }));
  }

  async attribution(range: DateRange): Promise<AttributionDashboardProps['goals']> {
    const rows = (await this.dataSource.query(
      `SELECT goal, channel, sum(first)::int AS first, sum(last)::int AS last FROM (
         SELECT goal, first_channel AS channel, 1 AS first, 0 AS last FROM analytics_attributions
          WHERE occurred_at >= ($1::timestamp AT TIME ZONE 'UTC') AND occurred_at < ($2::timestamp AT TIME ZONE 'UTC') + interval '1 day'
         UNION ALL
         SELECT goal, last_channel, 0, 1 FROM analytics_attributions
          WHERE occurred_at >= ($1::timestamp AT TIME ZONE 'UTC') AND occurred_at < ($2::timestamp AT TIME ZONE 'UTC') + interval '1 day'
       ) touches GROUP BY goal, channel`,
      [range.from, range.to],
    )) as Array<{ goal: Goal; channel: Channel; first: number; last: number }>;
    return GOALS.map((goal) => {
      const forGoal = rows.filter((row) => row.goal === goal);
      return {
        goal,
        total: forGoal.reduce((sum, row) => sum + row.first, 0),
        channels: CHANNELS.map((channel) => {
          const row = forGoal.find((entry) => entry.channel === channel);
          return { channel, firstTouch: row?.first ?? 0, lastTouch: row?.last ?? 0 };
        }).filter((entry) => entry.firstTouch || entry.lastTouch),
      };
    });
  }

  /** Visit → assessment → lead → signed → paid, overall and per channel (the channel of the last non-direct touch). */
  async unified(range: DateRange): Promise<Omit<UnifiedAnalyticsProps, 'range'>> {
    const [sessionsByChannel, goalsByChannel] = await Promise.all([
      this.breakdown(range, 'channel', 50),
      this.dataSource.query(
        `SELECT goal, last_channel AS channel, count(*)::int AS count FROM analytics_attributions
          WHERE occurred_at >= ($1::timestamp AT TIME ZONE 'UTC') AND occurred_at < ($2::timestamp AT TIME ZONE 'UTC') + interval '1 day' GROUP BY goal, last_channel`,
        [range.from, range.to],
      ) as Promise<Array<{ goal: Goal; channel: Channel; count: number }>>,
    ]);
    const stepsFor = (channel: Channel | null): FunnelStep[] => {
      const goals = (wanted: Goal[]) =>
        goalsByChannel
          .filter((row) => wanted.includes(row.goal) && (channel === null || row.channel === channel))
          .reduce((sum, row) => sum + row.count, 0);
      const visits = sessionsByChannel
        .filter((row) => channel === null || row.value === channel)
        .reduce((sum, row) => sum + row.sessions, 0);
      const counts: Record<FunnelStep['step'], number> = {
        visit: visits,
        assessment_started: goals(['assessment_started']),
        assessment_completed: goals(['assessment_completed']),
        lead: goals(LEAD_GOALS),
        agreement_signed: goals(['agreement_signed']),
        payment_received: goals(['payment_received']),
      };
      return (Object.keys(counts) as Array<FunnelStep['step']>).map((step) => ({
        step,
        label: STEP_LABELS[step],
        count: counts[step],
      }));
    };
    return {
      steps: stepsFor(null),
      channels: CHANNELS.map((channel) => ({ channel, steps: stepsFor(channel) })).filter(
        (entry) => entry.steps[0].count > 0,
      ),
    };
  }

  /** Visitors in the last 30 minutes: the one number read from raw events (an indexed, 30-minute slice). */
  async realtime(): Promise<{ visitors: number; views: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(DISTINCT visitor_id)::int AS visitors, coalesce(sum(times), 0)::int AS views FROM analytics_events
        WHERE kind = 'pageview' AND occurred_at > now() - interval '30 minutes'`,
    )) as Array<{ visitors: number; views: number }>;
    return row;
  }

  private async totals(from: string, to: string): Promise<TrafficTotals> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(visitors), 0)::int AS visitors,
              coalesce(sum(sessions), 0)::int AS sessions, coalesce(sum(bounces), 0)::int AS bounces,
              coalesce(sum(duration_seconds), 0)::bigint AS duration, coalesce(sum(goals), 0)::int AS goals
         FROM analytics_rollups WHERE period = 'day' AND dimension = '' AND bucket >= ($1::timestamp AT TIME ZONE 'UTC') AND bucket <= ($2::timestamp AT TIME ZONE 'UTC')`,
      [from, to],
    )) as RollupTotals[];
    const duration = Number(row.duration);
    return {
      visitors: row.visitors,
      views: row.views,
      sessions: row.sessions,
      bounceRate: row.sessions ? row.bounces / row.sessions : 0,
      averageDurationSeconds: row.sessions ? Math.round(duration / row.sessions) : 0,
      goals: row.goals,
    };
  }

  private async series(range: DateRange): Promise<AnalyticsDashboardProps['series']> {
    const rows = (await this.dataSource.query(
      `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, visitors, views, sessions FROM analytics_rollups
        WHERE period = 'day' AND dimension = '' AND bucket >= ($1::timestamp AT TIME ZONE 'UTC') AND bucket <= ($2::timestamp AT TIME ZONE 'UTC')`,
      [range.from, range.to],
    )) as AnalyticsDashboardProps['series'];
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const series: AnalyticsDashboardProps['series'] = [];
    for (let time = dayMs(range.from); time <= dayMs(range.to); time += DAY_MS) {
      const day = isoDay(time);
      series.push(byDay.get(day) ?? { day, visitors: 0, views: 0, sessions: 0 });
    }
    return series;
  }
}
