import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { JobProcessor } from '@jobs/job-types';
import { channelOf, type Channel } from '@shared/analytics';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'analytics/rollup': Record<string, never>; // scheduled: no payload
  }
}

export const ROLLUP_EVERY_MS = 10 * 60 * 1000;
/** A session is one visitor's page views with less than this between them. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

interface ViewRow {
  id: string;
  visitor_id: string;
  occurred_at: Date;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  click_id: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  /** The same view repeated within its second (analytics_events.times). */
  times: number;
}

interface GoalRow {
  id: string;
  visitor_id: string;
  occurred_at: Date;
  goal: string;
  goal_ref: string | null;
}

interface Session {
  visitorId: string;
  views: ViewRow[];
  channel: Channel;
  goals: number;
}

/** Session attributes a dashboard breaks numbers down by (all taken from the session's first view). */
const SESSION_DIMENSIONS = {
  entry_path: (s: Session) => s.views[0].path,
  referrer: (s: Session) => s.views[0].referrer_host,
  channel: (s: Session) => s.channel,
  utm_source: (s: Session) => s.views[0].utm_source,
  utm_medium: (s: Session) => s.views[0].utm_medium,
  utm_campaign: (s: Session) => s.views[0].utm_campaign,
  utm_term: (s: Session) => s.views[0].utm_term,
  utm_content: (s: Session) => s.views[0].utm_content,
  device: (s: Session) => s.views[0].device,
  browser: (s: Session) => s.views[0].browser,
  os: (s: Session) => s.views[0].os,
  country: (s: Session) => s.views[0].country,
} satisfies Record<string, (session: Session) => string | null>;

class Tally {
  views = 0;
  visitors = new Set<string>();
  sessions = 0;
  bounces = 0;
  durationSeconds = 0;
  goals = 0;

  addSession(session: Session): void {
    const views = session.views.reduce((sum, view) => sum + view.times, 0);
    this.sessions += 1;
    this.views += views;
    this.visitors.add(session.visitorId);
    // A page seen twice in a row (a reload) is not a bounce, whether its views share a row or not.
    if (views === 1) this.bounces += 1;
    this.durationSeconds += Math.round(
      (session.views.at(-1)!.occurred_at.getTime() - session.views[0].occurred_at.getTime()) / 1000,
    );
    this.goals += session.goals;
  }
}

const touchOf = (view: ViewRow) => ({
  referrerHost: view.referrer_host,
  utmSource: view.utm_source,
  utmMedium: view.utm_medium,
  clickId: view.click_id,
});

/**
 * Rolls one UTC day of raw events into `analytics_rollups` (per day, and per hour for the totals)
 * and each goal's attribution into `analytics_attributions`. A day is replaced as a whole inside one
 * transaction, so rerunning it gives the same rows. Visitor ids change daily, so sessions and
 * attribution never cross midnight (UTC).
 */
@Injectable()
export class AnalyticsRollup implements JobProcessor<'analytics/rollup'> {
  readonly job = 'analytics/rollup';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The repeating job: today and yesterday (late events still land in yesterday's last minutes). */
  async handle(): Promise<void> {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await this.rollupDay(yesterday);
    await this.rollupDay(today);
  }

  async rollupDay(day: string): Promise<void> {
    const from = new Date(`${day}T00:00:00Z`);
    const to = new Date(from.getTime() + 86_400_000);
    await this.dataSource.transaction(async (manager) => {
      // One rollup of a day at a time, whichever instance runs it.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`analytics-rollup:${day}`]);
      const views = (await manager.query(
        `SELECT id, visitor_id, occurred_at, path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
                utm_content, click_id, device, browser, os, country, times
           FROM analytics_events WHERE kind = 'pageview' AND occurred_at >= $1 AND occurred_at < $2
          ORDER BY visitor_id, occurred_at, id`,
        [from, to],
      )) as ViewRow[];
      const goals = (await manager.query(
        `SELECT id, visitor_id, occurred_at, goal, goal_ref FROM analytics_events
          WHERE kind = 'goal' AND occurred_at >= $1 AND occurred_at < $2 ORDER BY occurred_at, id`,
        [from, to],
      )) as GoalRow[];
      const sessions = sessionsOf(views);
      const byVisitor = new Map<string, Session[]>();
      for (const session of sessions)
        byVisitor.set(session.visitorId, [...(byVisitor.get(session.visitorId) ?? []), session]);
      const goalTally = new Map<string, Tally>();
      const attributions: unknown[][] = [];
      for (const goal of goals) {
        const visitorSessions = byVisitor.get(goal.visitor_id) ?? [];
        const current = [...visitorSessions]
          .reverse()
          .find((session) => session.views[0].occurred_at <= goal.occurred_at);
        if (current) current.goals += 1;
        const tally = goalTally.get(goal.goal) ?? new Tally();
        tally.goals += 1;
        tally.visitors.add(goal.visitor_id);
        goalTally.set(goal.goal, tally);
        attributions.push(attribution(goal, visitorSessions));
      }

      const rows: Array<[period: string, bucket: Date, dimension: string, value: string, tally: Tally]> = [];
      const total = new Tally();
      const hours = new Map<number, Tally>();
      const paths = new Map<string, Tally>();
      const dimensions = new Map<string, Map<string, Tally>>();
      for (const session of sessions) {
        total.addSession(session);
        const hour = Math.floor(session.views[0].occurred_at.getTime() / 3_600_000) * 3_600_000;
        const hourTally = hours.get(hour) ?? new Tally();
        hourTally.addSession(session);
        hours.set(hour, hourTally);
        for (const [dimension, valueOf] of Object.entries(SESSION_DIMENSIONS)) {
          const value = valueOf(session);
          if (value === null || value === undefined) continue;
          const values = dimensions.get(dimension) ?? new Map<string, Tally>();
          const tally = values.get(value) ?? new Tally();
          tally.addSession(session);
          values.set(value, tally);
          dimensions.set(dimension, values);
        }
        for (const view of session.views) {
          const tally = paths.get(view.path) ?? new Tally();
          tally.views += view.times;
          tally.visitors.add(view.visitor_id);
          paths.set(view.path, tally);
        }
      }
      total.goals = goals.length;
      rows.push(['day', from, '', '', total]);
      for (const [hour, tally] of hours) rows.push(['hour', new Date(hour), '', '', tally]);
      for (const [path, tally] of paths) rows.push(['day', from, 'path', path, tally]);
      for (const [dimension, values] of dimensions)
        for (const [value, tally] of values) rows.push(['day', from, dimension, value, tally]);
      for (const [goal, tally] of goalTally) rows.push(['day', from, 'goal', goal, tally]);

      await manager.query(
        `DELETE FROM analytics_rollups WHERE (period = 'day' AND bucket = $1) OR (period = 'hour' AND bucket >= $1 AND bucket < $2)`,
        [from, to],
      );
      await insertRows(manager, rows);
      await manager.query('DELETE FROM analytics_attributions WHERE occurred_at >= $1 AND occurred_at < $2', [
        from,
        to,
      ]);
      await insertAttributions(manager, attributions);
    });
  }
}

/** Page views (sorted by visitor, then time) cut into sessions at gaps of 30 minutes or more. */
export function sessionsOf(views: ViewRow[]): Session[] {
  const sessions: Session[] = [];
  let current: Session | null = null;
  for (const view of views) {
    const previous = current?.views.at(-1);
    if (
      !current ||
      current.visitorId !== view.visitor_id ||
      view.occurred_at.getTime() - previous!.occurred_at.getTime() >= SESSION_GAP_MS
    ) {
      current = { visitorId: view.visitor_id, views: [], channel: channelOf(touchOf(view)), goals: 0 };
      sessions.push(current);
    }
    current.views.push(view);
  }
  return sessions;
}

/** First touch, and the last touch before the goal that was not direct (direct only when all were). */
function attribution(goal: GoalRow, sessions: Session[]): unknown[] {
  const before = sessions.filter((session) => session.views[0].occurred_at <= goal.occurred_at);
  const first = before[0]?.views[0];
  const lastNonDirect = [...before].reverse().find((session) => session.channel !== 'direct')?.views[0];
  const last = lastNonDirect ?? before.at(-1)?.views[0];
  const describe = (view: ViewRow | undefined) =>
    view
      ? [channelOf(touchOf(view)), view.utm_source ?? view.referrer_host, view.utm_medium, view.utm_campaign]
      : ['direct', null, null, null];
  return [goal.id, goal.goal, goal.goal_ref, goal.occurred_at, ...describe(first), ...describe(last)];
}

async function insertRows(
  manager: EntityManager,
  rows: Array<[string, Date, string, string, Tally]>,
): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += 1000) {
    const params: unknown[] = [];
    const values = rows.slice(offset, offset + 1000).map(([period, bucket, dimension, value, tally]) => {
      params.push(
        period,
        bucket,
        dimension,
        value.slice(0, 500),
        tally.views,
        tally.visitors.size,
        tally.sessions,
        tally.bounces,
        tally.durationSeconds,
        tally.goals,
      );
      const base = params.length - 10;
      return `(${Array.from({ length: 10 }, (_, index) => `$${base + index + 1}`).join(', ')})`;
    });
    await manager.query(
      `INSERT INTO analytics_rollups (period, bucket, dimension, value, views, visitors, sessions, bounces, duration_seconds, goals)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
}

async function insertAttributions(manager: EntityManager, rows: unknown[][]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += 500) {
    const params: unknown[] = [];
    const values = rows.slice(offset, offset + 500).map((row) => {
      params.push(...row);
      const base = params.length - row.length;
      return `(${row.map((_, index) => `$${base + index + 1}`).join(', ')})`;
    });
    await manager.query(
      `INSERT INTO analytics_attributions (goal_event_id, goal, goal_ref, occurred_at, first_channel, first_source,
         first_medium, first_campaign, last_channel, last_source, last_medium, last_campaign)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
}
