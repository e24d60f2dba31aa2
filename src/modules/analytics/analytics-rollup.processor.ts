import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { JobProcessor } from '@jobs/job-types';
import { channelOf } from '@shared/analytics';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'analytics/rollup': Record<string, never>; // scheduled: no payload
  }
}

export const ROLLUP_EVERY_MS = 10 * 60 * 1000;
/** A session is one visitor's page views with less than this between them. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/**
 * The day's sessions, one row each: a visitor's page views (by time) cut where 30 minutes or more
 * pass between two, described by the first view (`touch` keys what its channel is worked out from: a
 * hash, as the values themselves may be longer than an index entry can hold).
 * $1, $2: the day; $3: the gap in seconds.
 */
const SESSIONS = `
  CREATE TEMP TABLE rollup_sessions ON COMMIT DROP AS
  WITH day_views AS (
    SELECT e.*,
           (lag(occurred_at) OVER visit IS NULL
             OR occurred_at - lag(occurred_at) OVER visit >= make_interval(secs => $3)) AS starts
      FROM (SELECT id, visitor_id, occurred_at, path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
                   utm_content, click_id, device, browser, os, country, times
              FROM analytics_events WHERE kind = 'pageview' AND occurred_at >= $1 AND occurred_at < $2) e
    WINDOW visit AS (PARTITION BY visitor_id ORDER BY occurred_at, id)
  ), numbered AS (
    SELECT *, count(*) FILTER (WHERE starts) OVER (PARTITION BY visitor_id ORDER BY occurred_at, id) AS session_no
      FROM day_views
  ), measured AS (
    SELECT *, sum(times) OVER session AS session_views, max(occurred_at) OVER session AS ended_at
      FROM numbered WINDOW session AS (PARTITION BY visitor_id, session_no)
  )
  SELECT id AS first_view_id, visitor_id, occurred_at AS started_at, ended_at, session_views::int AS views,
         path AS entry_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id,
         device, browser, os, country, encode(sha256(convert_to(
           json_build_array(referrer_host, utm_source, utm_medium, click_id)::text, 'UTF8')), 'hex') AS touch
    FROM measured WHERE starts`;

/** The day's goals, each with the session it was reached in (the visitor's latest begun before it). */
const GOALS = `
  CREATE TEMP TABLE rollup_goals ON COMMIT DROP AS
  SELECT g.id, g.visitor_id, g.occurred_at, g.goal, g.goal_ref,
         (SELECT s.first_view_id FROM rollup_sessions s
           WHERE s.visitor_id = g.visitor_id AND s.started_at <= g.occurred_at
           ORDER BY s.started_at DESC, s.first_view_id DESC LIMIT 1) AS session_id
    FROM analytics_events g WHERE g.kind = 'goal' AND g.occurred_at >= $1 AND g.occurred_at < $2`;

/** Session attributes a dashboard breaks numbers down by (all taken from the session's first view). */
const SESSION_DIMENSIONS = `(VALUES ('entry_path', s.entry_path), ('referrer', s.referrer_host), ('channel', s.channel),
  ('utm_source', s.utm_source), ('utm_medium', s.utm_medium), ('utm_campaign', s.utm_campaign),
  ('utm_term', s.utm_term), ('utm_content', s.utm_content), ('device', s.device), ('browser', s.browser),
  ('os', s.os), ('country', s.country))`;

/** Views, visitors, sessions, bounces (a session of one view), seconds and goals of a set of sessions. */
const TALLY = `coalesce(sum(s.views), 0), count(DISTINCT s.visitor_id), count(s.visitor_id),
  count(*) FILTER (WHERE s.views = 1), coalesce(sum(s.duration), 0), coalesce(sum(s.goals), 0)`;

/**
 * Every rollup row of the day: its total and hours (by when sessions began, in UTC), each session
 * attribute's values, each path's views and visitors, each goal's count and visitors. $1, $2: the day.
 */
const ROLLUPS = `
  WITH sessions AS (
    SELECT r.*, c.channel, round(extract(epoch FROM r.ended_at - r.started_at))::bigint AS duration,
           coalesce(g.goals, 0) AS goals
      FROM rollup_sessions r JOIN rollup_channels c USING (touch)
      LEFT JOIN (SELECT session_id, count(*) AS goals FROM rollup_goals GROUP BY 1) g ON g.session_id = r.first_view_id
  )
  INSERT INTO analytics_rollups (period, bucket, dimension, value, views, visitors, sessions, bounces, duration_seconds, goals)
  SELECT 'day', $1::timestamptz, '', '', coalesce(sum(s.views), 0), count(DISTINCT s.visitor_id), count(s.visitor_id),
         count(*) FILTER (WHERE s.views = 1), coalesce(sum(s.duration), 0), (SELECT count(*) FROM rollup_goals)
    FROM sessions s
  UNION ALL
  SELECT 'hour', date_trunc('hour', s.started_at, 'UTC'), '', '', ${TALLY} FROM sessions s GROUP BY 2
  UNION ALL
  SELECT 'day', $1, d.dimension, left(d.value, 500), ${TALLY}
    FROM sessions s CROSS JOIN LATERAL ${SESSION_DIMENSIONS} AS d (dimension, value)
   WHERE d.value IS NOT NULL GROUP BY 3, 4
  UNION ALL
  SELECT 'day', $1, 'path', left(path, 500), sum(times), count(DISTINCT visitor_id), 0, 0, 0, 0
    FROM analytics_events WHERE kind = 'pageview' AND occurred_at >= $1 AND occurred_at < $2::timestamptz GROUP BY 4
  UNION ALL
  SELECT 'day', $1, 'goal', left(goal, 500), 0, count(DISTINCT visitor_id), 0, 0, 0, count(*)
    FROM rollup_goals GROUP BY 4`;

/** The day's distinct touches; their channels are written in by `writeChannels`. */
const CHANNELS = `
  CREATE TEMP TABLE rollup_channels ON COMMIT DROP AS
  SELECT DISTINCT touch, referrer_host, utm_source, utm_medium, click_id, NULL::text AS channel FROM rollup_sessions`;
const CHANNELS_PAGE = 5000;

interface Touch {
  touch: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  click_id: string | null;
}

const channelOfTouch = (touch: Touch) =>
  channelOf({
    referrerHost: touch.referrer_host,
    utmSource: touch.utm_source,
    utmMedium: touch.utm_medium,
    clickId: touch.click_id,
  });

/** A session's channel and source (its UTM source, else its referring site), for attribution. */
const TOUCH = `SELECT c.channel, coalesce(s.utm_source, s.referrer_host) AS source, s.utm_medium AS medium,
    s.utm_campaign AS campaign
  FROM rollup_sessions s JOIN rollup_channels c USING (touch)
  WHERE s.visitor_id = g.visitor_id AND s.started_at <= g.occurred_at`;

/**
 * Each goal's first touch (the visitor's first session that day) and last touch (the latest session
 * before it that was not direct; direct only when all were).
 */
const ATTRIBUTIONS = `
  INSERT INTO analytics_attributions (goal_event_id, goal, goal_ref, occurred_at, first_channel, first_source,
    first_medium, first_campaign, last_channel, last_source, last_medium, last_campaign)
  SELECT g.id, g.goal, g.goal_ref, g.occurred_at, coalesce(f.channel, 'direct'), f.source, f.medium, f.campaign,
         coalesce(l.channel, 'direct'), l.source, l.medium, l.campaign
    FROM rollup_goals g
    LEFT JOIN LATERAL (${TOUCH} ORDER BY s.started_at, s.first_view_id LIMIT 1) f ON true
    LEFT JOIN LATERAL (${TOUCH} ORDER BY c.channel <> 'direct' DESC, s.started_at DESC, s.first_view_id DESC LIMIT 1) l
      ON true`;

/**
 * Rolls one UTC day of raw events into `analytics_rollups` (per day, and per hour for the totals)
 * and each goal's attribution into `analytics_attributions`. A day is replaced as a whole inside one
 * transaction, so rerunning it gives the same rows. Visitor ids change daily, so sessions and
 * attribution never cross midnight (UTC).
 *
 * Postgres does the counting: a busy day is hundreds of thousands of page views, and reading them
 * into this process (as the rollup first did) held them all in memory at once: a bench's day of
 * 300,000 views took the server's heap from 66 MB past its 192 MB limit (docs/analytics.md). What
 * comes back to this process is the day's distinct touches, whose channels the shared rules decide.
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
      // Its sorts in memory, not on disk, for a busy day: about 0.3 s less of 3 s for 300,000 views.
      await manager.query(`SET LOCAL work_mem = '32MB'`);
      await manager.query(SESSIONS, [from, to, SESSION_GAP_MS / 1000]);
      // Temporary tables are never analysed on their own: the planner would guess their size.
      await manager.query('CREATE INDEX ON rollup_sessions (visitor_id, started_at)');
      await manager.query('ANALYZE rollup_sessions');
      await this.writeChannels(manager);
      await manager.query(GOALS, [from, to]);
      await manager.query('ANALYZE rollup_goals');
      await manager.query(
        `DELETE FROM analytics_rollups WHERE (period = 'day' AND bucket = $1) OR (period = 'hour' AND bucket >= $1 AND bucket < $2)`,
        [from, to],
      );
      await manager.query(ROLLUPS, [from, to]);
      await manager.query('DELETE FROM analytics_attributions WHERE occurred_at >= $1 AND occurred_at < $2', [
        from,
        to,
      ]);
      await manager.query(ATTRIBUTIONS);
    });
  }

  /**
   * Each distinct touch of the day's sessions with its channel (`channelOf`, the rules the dashboards
   * share), worked out a page at a time: UTM values come from visitors' links, so there may be as
   * many touches as sessions.
   */
  private async writeChannels(manager: EntityManager): Promise<void> {
    await manager.query(CHANNELS);
    await manager.query('ALTER TABLE rollup_channels ADD PRIMARY KEY (touch)');
    for (let after = ''; ;) {
      const touches = (await manager.query(
        `SELECT touch, referrer_host, utm_source, utm_medium, click_id FROM rollup_channels
          WHERE touch > $1 ORDER BY touch LIMIT ${CHANNELS_PAGE}`,
        [after],
      )) as Touch[];
      if (touches.length === 0) break;
      await manager.query(
        `UPDATE rollup_channels c SET channel = t.channel
           FROM unnest($1::text[], $2::text[]) AS t (touch, channel) WHERE c.touch = t.touch`,
        [touches.map((touch) => touch.touch), touches.map(channelOfTouch)],
      );
      after = touches.at(-1)!.touch;
    }
    await manager.query('ANALYZE rollup_channels');
  }
}
