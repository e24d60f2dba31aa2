import { EntityManager } from 'typeorm';
import { AnalyticsRollup, SESSION_GAP_MS } from '@modules/analytics/analytics-rollup.processor';
import { channelOf } from '@shared/analytics';
import { sql } from '../support/auth-helpers';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

const DAY = '2026-11-21';

/** A seeded generator (mulberry32): the same "random" day on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Event {
  id: number;
  kind: 'pageview' | 'goal';
  visitor: string;
  at: number;
  path: string;
  referrer: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  clickId: string | null;
  device: string | null;
  times: number;
  goal: string | null;
}

/** A day of page views and goals: visitors who come back after short and long gaps, from several touches. */
function randomDay(count: number): Omit<Event, 'id'>[] {
  const random = seeded(40);
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)];
  const touches = [
    { referrer: null, source: null, medium: null, clickId: null },
    { referrer: 'google.com', source: null, medium: null, clickId: null },
    { referrer: 'linkedin.com', source: 'linkedin', medium: 'cpc', clickId: null },
    { referrer: null, source: 'newsletter', medium: 'email', clickId: null },
    { referrer: null, source: null, medium: null, clickId: 'gclid' },
  ];
  const clock = new Map<string, number>();
  const start = Date.parse(`${DAY}T00:00:00Z`);
  return Array.from({ length: count }, () => {
    const visitor = `visitor-${Math.floor(random() * 40)}-`.padEnd(32, 'x');
    // Gaps around the 30 minutes that cut a session, exactly 30 minutes among them.
    const gap = pick([
      0,
      1_000,
      60_000,
      SESSION_GAP_MS - 1,
      SESSION_GAP_MS,
      SESSION_GAP_MS + 1,
      2 * SESSION_GAP_MS,
    ]);
    const at = Math.min(
      (clock.get(visitor) ?? start + Math.floor(random() * 20) * 3_600_000) + gap,
      start + 86_399_000,
    );
    clock.set(visitor, at);
    const touch = pick(touches);
    const goal = random() < 0.1 ? pick(['lead_submitted', 'assessment_started']) : null;
    return {
      kind: goal ? 'goal' : 'pageview',
      visitor,
      at,
      path: pick(['/', '/hubspot', '/pricing', '/help']),
      ...touch,
      campaign: touch.source ? pick(['q4', 'spring']) : null,
      device: pick(['desktop', 'mobile', null]),
      times: pick([1, 1, 1, 2, 5]),
      goal,
    };
  });
}

type Tally = {
  views: number;
  visitors: Set<string>;
  sessions: number;
  bounces: number;
  duration: number;
  goals: number;
};

const channelOfView = (view: Event) =>
  channelOf({
    referrerHost: view.referrer,
    utmSource: view.source,
    utmMedium: view.medium,
    clickId: view.clickId,
  });

/** A touch as an attribution describes it: channel, source (UTM source, else referrer), medium, campaign. */
const describe = (view: Event | undefined) =>
  view
    ? [channelOfView(view), view.source ?? view.referrer, view.medium, view.campaign]
    : ['direct', null, null, null];

/** What the rollup must write, worked out view by view as it once was in this process. */
function expectedRollups(events: Event[]) {
  const views = events
    .filter((event) => event.kind === 'pageview')
    .sort((a, b) => a.visitor.localeCompare(b.visitor) || a.at - b.at || a.id - b.id);
  const sessions: Array<{ visitor: string; views: Event[]; goals: number }> = [];
  for (const view of views) {
    const current = sessions.at(-1);
    if (current?.visitor === view.visitor && view.at - current.views.at(-1)!.at < SESSION_GAP_MS)
      current.views.push(view);
    else sessions.push({ visitor: view.visitor, views: [view], goals: 0 });
  }
  const goals = events.filter((event) => event.kind === 'goal');
  for (const goal of goals) {
    const current = sessions.filter((s) => s.visitor === goal.visitor && s.views[0].at <= goal.at).at(-1);
    if (current) current.goals += 1;
  }
  const rows = new Map<string, Tally>();
  const tally = (key: string) => {
    if (!rows.has(key))
      rows.set(key, { views: 0, visitors: new Set(), sessions: 0, bounces: 0, duration: 0, goals: 0 });
    return rows.get(key)!;
  };
  for (const session of sessions) {
    const first = session.views[0];
    const views = session.views.reduce((sum, view) => sum + view.times, 0);
    const channel = channelOfView(first);
    const hour = new Date(Math.floor(first.at / 3_600_000) * 3_600_000).toISOString().slice(11, 13);
    const keys = ['day||', `hour|${hour}|`, `channel||${channel}`, `entry_path||${first.path}`];
    if (first.referrer) keys.push(`referrer||${first.referrer}`);
    if (first.campaign) keys.push(`utm_campaign||${first.campaign}`);
    if (first.device) keys.push(`device||${first.device}`);
    for (const key of keys) {
      const t = tally(key);
      t.views += views;
      t.visitors.add(session.visitor);
      t.sessions += 1;
      if (views === 1) t.bounces += 1;
      t.duration += Math.round((session.views.at(-1)!.at - first.at) / 1000);
      t.goals += session.goals;
    }
  }
  tally('day||').goals = goals.length;
  for (const view of views) {
    const t = tally(`path||${view.path}`);
    t.views += view.times;
    t.visitors.add(view.visitor);
  }
  for (const goal of goals) {
    const t = tally(`goal||${goal.goal}`);
    t.goals += 1;
    t.visitors.add(goal.visitor);
  }
  // Each goal's first touch that day, and its last touch not direct (direct only when all were).
  const attributions = goals
    .map((goal) => {
      const before = sessions.filter((s) => s.visitor === goal.visitor && s.views[0].at <= goal.at);
      const lastNonDirect = [...before].reverse().find((s) => channelOfView(s.views[0]) !== 'direct');
      const last = lastNonDirect ?? before.at(-1);
      return [String(goal.id), ...describe(before[0]?.views[0]), ...describe(last?.views[0])];
    })
    .sort((a, b) => Number(a[0]) - Number(b[0]));
  const tallies = [...rows].map(([key, t]) => ({
    key,
    views: t.views,
    visitors: t.visitors.size,
    sessions: t.sessions,
    bounces: t.bounces,
    duration: t.duration,
    goals: t.goals,
  }));
  return { tallies, attributions };
}

describeWithDatabase('analytics rollup', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const seed = async (events: Omit<Event, 'id'>[]): Promise<Event[]> => {
    await sql(app, 'DELETE FROM analytics_events');
    const ids = await sql<{ id: string }>(
      app,
      `INSERT INTO analytics_events (kind, occurred_at, visitor_id, path, referrer_host, utm_source, utm_medium,
         utm_campaign, click_id, device, times, goal)
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::text[], $9::text[], $10::text[], $11::int[], $12::text[])
       RETURNING id`,
      [
        events.map((e) => e.kind),
        events.map((e) => new Date(e.at).toISOString()),
        events.map((e) => e.visitor),
        events.map((e) => (e.kind === 'goal' ? '/assessment' : e.path)),
        events.map((e) => e.referrer),
        events.map((e) => e.source),
        events.map((e) => e.medium),
        events.map((e) => e.campaign),
        events.map((e) => e.clickId),
        events.map((e) => e.device),
        events.map((e) => e.times),
        events.map((e) => e.goal),
      ],
    );
    return events.map((event, index) => ({ ...event, id: Number(ids[index].id) }));
  };

  const written = async () =>
    (
      await sql<{
        key: string;
        views: number;
        visitors: number;
        sessions: number;
        bounces: number;
        duration: number;
        goals: number;
      }>(
        app,
        `SELECT dimension || '|' || CASE WHEN period = 'hour' THEN to_char(bucket AT TIME ZONE 'UTC', 'HH24') ELSE '' END
                  || '|' || value AS key, views, visitors, sessions, bounces, duration_seconds::int AS duration, goals
           FROM analytics_rollups WHERE bucket >= $1 AND bucket < $1::timestamptz + interval '1 day'
            AND dimension IN ('', 'channel', 'entry_path', 'referrer', 'utm_campaign', 'device', 'path', 'goal')`,
        [`${DAY}T00:00:00Z`],
      )
    ).map((row) => ({ ...row, key: row.key.replace(/^\|/, row.key.startsWith('||') ? 'day|' : 'hour|') }));

  it('counts a random day as the view-by-view rules do: sessions cut at 30 minutes, bounces, durations, channels, goals, attribution', async () => {
    const events = await seed(randomDay(3000));
    await app.app.get(AnalyticsRollup).rollupDay(DAY);
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    const expected = expectedRollups(events);
    expect(expected.tallies.length).toBeGreaterThan(20);
    expect((await written()).sort(byKey)).toEqual(expected.tallies.sort(byKey));
    const attributions = await sql(
      app,
      `SELECT goal_event_id::text, first_channel, first_source, first_medium, first_campaign, last_channel,
              last_source, last_medium, last_campaign
         FROM analytics_attributions WHERE occurred_at >= $1 AND occurred_at < $1::timestamptz + interval '1 day'
        ORDER BY analytics_attributions.goal_event_id`,
      [`${DAY}T00:00:00Z`],
    );
    expect(expected.attributions.length).toBeGreaterThan(100);
    expect(attributions.map((row) => Object.values(row))).toEqual(expected.attributions);
  });

  it('rolls up a day whose touches are too long for an index entry', async () => {
    // Random CJK characters (3 bytes each, incompressible), 300 a field: a touch of some 3,600 bytes, past the
    // 2,704 an index entry may take. Capture keeps 200 a field today; the rollup must not depend on it.
    const random = seeded(7);
    const long = () =>
      Array.from({ length: 300 }, () => String.fromCharCode(0x4e00 + Math.floor(random() * 20000))).join('');
    await seed([
      {
        kind: 'pageview',
        visitor: 'visitor-long-'.padEnd(32, 'x'),
        at: Date.parse(`${DAY}T08:00:00Z`),
        path: '/',
        referrer: `${long()}.example`,
        source: long(),
        medium: long(),
        campaign: null,
        clickId: long(),
        device: null,
        times: 1,
        goal: null,
      },
    ]);
    await app.app.get(AnalyticsRollup).rollupDay(DAY);
    const rows = await written();
    expect(rows.find((row) => row.key === 'day||')).toMatchObject({ views: 1, sessions: 1, bounces: 1 });
    expect(rows.find((row) => row.key === 'channel||referral')).toMatchObject({ sessions: 1 });
  });

  it('counts in Postgres: what comes back to the process is the day’s distinct touches, not its page views', async () => {
    // 4,000 views of 2,000 visitors (two each, 1,000 s apart: one session) from two touches.
    await seed(
      Array.from({ length: 4000 }, (_, index) => ({
        kind: 'pageview' as const,
        visitor: `visitor-${index % 2000}-`.padEnd(32, 'x'),
        at: Date.parse(`${DAY}T10:00:00Z`) + index * 500,
        path: '/',
        referrer: index % 2 ? 'google.com' : null,
        source: null,
        medium: null,
        campaign: null,
        clickId: null,
        device: 'desktop',
        times: 1,
        goal: null,
      })),
    );
    const query = jest.spyOn(EntityManager.prototype, 'query');
    try {
      await app.app.get(AnalyticsRollup).rollupDay(DAY);
      const rowsRead = await Promise.all(
        query.mock.results.map(async (result) => {
          const rows: unknown = await result.value;
          return Array.isArray(rows) ? rows.length : 0;
        }),
      );
      expect(query.mock.calls.length).toBeGreaterThan(5);
      expect(Math.max(...rowsRead)).toBeLessThanOrEqual(2);
    } finally {
      query.mockRestore();
    }
    const [total] = await written().then((rows) => rows.filter((row) => row.key === 'day||'));
    expect(total).toMatchObject({ views: 4000, visitors: 2000, sessions: 2000, bounces: 0 });
    await sql(app, 'DELETE FROM analytics_events');
    await sql(
      app,
      `DELETE FROM analytics_rollups WHERE bucket >= $1 AND bucket < $1::timestamptz + interval '1 day'`,
      [`${DAY}T00:00:00Z`],
    );
  });
});
