import type { PageViewRequest } from '@common/http/page-view-request';
import { JobQueue } from '@jobs/job-queue';
import { AnalyticsService } from '@modules/analytics';
import { BATCH_SIZE } from '@modules/analytics/analytics.service';
import { AnalyticsReports } from '@modules/analytics/analytics-reports';
import { AnalyticsRetention } from '@modules/analytics/analytics-retention.processor';
import { AnalyticsRollup } from '@modules/analytics/analytics-rollup.processor';
import { VisitorIds } from '@modules/analytics/visitor-ids';
import { adminVisitor, sql } from '../support/auth-helpers';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { TcpProxy } from '../support/tcp-proxy';
import {
  describeWithDatabase,
  describeWithRedis,
  formPost,
  startTestApp,
  TestApp,
} from '../support/test-app';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A batch as the queue carries it: one page view on /about of the given campaign and visitor. */
const batchOf = (campaign: string, visitorId = 'c'.repeat(32)) => ({
  arrays: {
    kind: '{pageview}',
    occurredAt: `{${new Date().toISOString()}}`,
    visitorId: `{${visitorId}}`,
    path: '{/about}',
    utmCampaign: `{${campaign}}`,
  },
});

interface EventRow {
  kind: string;
  visitor_id: string;
  path: string;
  component: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  click_id: string | null;
  device: string | null;
  browser: string | null;
  goal: string | null;
  goal_ref: string | null;
  times: number;
}

describeWithDatabase('analytics capture', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** Everything captured so far, written: the buffer handed to the queue, the queue drained. */
  async function written(): Promise<EventRow[]> {
    await app.app.get(AnalyticsService).flush();
    await (app.app.get(JobQueue) as unknown as { drain(): Promise<void> }).drain();
    return sql<EventRow>(app, 'SELECT * FROM analytics_events ORDER BY id');
  }

  const visit = (path: string, ip: string, userAgent: string, headers: Record<string, string> = {}) =>
    app
      .visitor()
      .then(({ agent }) =>
        agent.get(path).set('X-Forwarded-For', ip).set('User-Agent', userAgent).set(headers),
      );

  it('records public page views of two visitors, with UTM, click id, referrer and device, and nothing else', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    const { agent } = await app.visitor();
    const asA = (path: string, headers: Record<string, string> = {}) =>
      agent.get(path).set('X-Forwarded-For', '203.0.113.10').set('User-Agent', DESKTOP).set(headers);
    expect(
      (
        await asA('/?utm_source=LinkedIn&utm_medium=social&utm_campaign=q4-migration&gclid=abc', {
          Referer: 'https://www.linkedin.com/feed/',
        })
      ).status,
    ).toBe(200);
    expect((await asA('/contact', { 'X-Inertia': 'true', Referer: app.url('/') })).status).toBe(200);
    await visit('/help', '203.0.113.20', PHONE);

    // Not page views: a bot, a prefetch, a partial reload, the 404 screen, a JSON endpoint, the admin.
    await visit('/about', '203.0.113.30', GOOGLEBOT);
    await asA('/about', { 'X-Inertia': 'true', Purpose: 'prefetch' });
    await asA('/contact', {
      'X-Inertia': 'true',
      'X-Inertia-Partial-Component': 'content/page',
      'X-Inertia-Partial-Data': 'x',
    });
    await asA('/no-such-page');
    await asA('/health');
    const admin = await adminVisitor(app);
    await admin.agent.get('/admin').set('User-Agent', DESKTOP);

    const events = await written();
    expect(events.map((event) => [event.kind, event.path])).toEqual([
      ['pageview', '/'],
      ['pageview', '/contact'],
      ['pageview', '/help'],
    ]);
    const [landing, contact, help] = events;
    expect(landing).toMatchObject({
      referrer_host: 'linkedin.com',
      utm_source: 'LinkedIn',
      utm_medium: 'social',
      utm_campaign: 'q4-migration',
      click_id: 'gclid',
      device: 'desktop',
      browser: 'Chrome',
    });
    expect(contact.referrer_host).toBeNull(); // our own page is no referrer
    expect(contact.visitor_id).toBe(landing.visitor_id);
    expect(help.visitor_id).not.toBe(landing.visitor_id);
    expect(help.device).toBe('mobile');
    expect(landing.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    // No raw IP address anywhere.
    const dump = JSON.stringify(await sql(app, 'SELECT * FROM analytics_events'));
    expect(dump).not.toContain('203.0.113');
  });

  it('writes a batch once when its job runs again after the insert committed (a stalled worker, a repeated enqueue)', async () => {
    const analytics = app.app.get(AnalyticsService);
    const campaign = `once-${randomUUID().slice(0, 8)}`;
    const jobId = randomUUID();
    await analytics.writeBatch(batchOf(campaign), { jobId, attempt: 1 });
    await analytics.writeBatch(batchOf(campaign), { jobId, attempt: 2 });
    const count = async () =>
      (await sql(app, 'SELECT 1 FROM analytics_events WHERE utm_campaign = $1', [campaign])).length;
    expect(await count()).toBe(1);
    // Another batch with the same rows is another batch.
    await analytics.writeBatch(batchOf(campaign), { jobId: randomUUID(), attempt: 1 });
    expect(await count()).toBe(2);
  });

  it('keeps values that mean something in an array literal (quotes, braces, commas, backslashes, NULL) as sent', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    const awkward = [
      '{"a",b}',
      'NULL',
      'back\\slash',
      'ends in \\',
      '"',
      'null',
      'a\tb',
      'two\nlines',
      'carriage\rreturn',
      '\\N',
      "it's, ok",
      'Zürich 🚀',
      '  ',
      '',
    ];
    for (const [index, campaign] of awkward.entries())
      await visit(
        `/?utm_campaign=${encodeURIComponent(campaign)}&utm_term=${index}`,
        '203.0.113.40',
        DESKTOP,
      );
    const events = await written();
    expect(events.map((event) => [event.utm_term, event.utm_campaign])).toEqual(
      // Blank values are no campaign (null), the rest arrive byte for byte.
      awkward.map((campaign, index) => [String(index), campaign.trim() ? campaign : null]),
    );
  });

  /** A page view as the output cache hands it over, without HTTP: `utm_term` numbers it. */
  const view = (index: number): PageViewRequest => ({
    method: 'GET',
    path: '/crm',
    ip: '203.0.113.51',
    query: { utm_term: String(index) },
    get: (name) => (name.toLowerCase() === 'user-agent' ? DESKTOP : undefined),
  });

  /** The day's salt in memory (a page view makes it) and no event written yet. */
  async function saltKnownNoEvents(): Promise<void> {
    await visit('/', '203.0.113.50', DESKTOP);
    await written();
    await sql(app, 'DELETE FROM analytics_events');
  }

  it('reads a view’s address and time as it is served, and works the rest out when the event loop comes round', async () => {
    const analytics = app.app.get(AnalyticsService);
    await saltKnownNoEvents();
    let address: string | undefined = '203.0.113.60';
    const served: PageViewRequest = {
      ...view(7),
      get ip() {
        return address;
      },
    };
    const before = Date.now();
    analytics.capturePageView(served, 'content/page');
    const after = Date.now();
    // The connection has gone by the time the view is worked out; it still counts as its visitor's.
    address = undefined;
    expect(analytics.pending).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [event] = await written();
    expect(event.visitor_id).toBe(await app.app.get(VisitorIds).visitorId('203.0.113.60', DESKTOP));
    const [{ occurred_at: occurredAt }] = await sql<{ occurred_at: Date }>(
      app,
      'SELECT occurred_at FROM analytics_events',
    );
    expect(occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(occurredAt.getTime()).toBeLessThanOrEqual(after);
  });

  it('leaves out a view it cannot read, and records the others served with it', async () => {
    const analytics = app.app.get(AnalyticsService);
    await saltKnownNoEvents();
    const unreadable: PageViewRequest = {
      ...view(1),
      get: () => {
        throw new Error('a header that cannot be read');
      },
    };
    analytics.capturePageView(unreadable, 'content/page');
    analytics.capturePageView(view(2), 'content/page');
    await new Promise((resolve) => setImmediate(resolve));
    const events = await written();
    expect(events.map((event) => event.utm_term)).toEqual(['2']);
  });

  it('queues full batches as they fill, and the rest only when flushed', async () => {
    const analytics = app.app.get(AnalyticsService);
    await saltKnownNoEvents();
    const views = 2 * BATCH_SIZE + 200;
    for (let index = 0; index < views; index += 1) analytics.capturePageView(view(index), 'content/page');
    const settled = Date.now() + 5000;
    while (analytics.pending > 200 && Date.now() < settled)
      await new Promise((resolve) => setTimeout(resolve, 5));
    // Two full batches went; the last 200 wait for more views or the timer (1 s), not sent at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(analytics.pending).toBe(200);
    const events = await written();
    expect(analytics.pending).toBe(0);
    expect(events.map((event) => Number(event.utm_term)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: views }, (_, index) => index),
    );
  });

  it('a flush hands over the views buffered before it, not those arriving while it runs', async () => {
    const analytics = app.app.get(AnalyticsService);
    await visit('/', '203.0.113.50', DESKTOP);
    await written();
    for (let index = 0; index < 100; index += 1) analytics.capturePageView(view(index), 'content/page');
    const flushed = analytics.flush();
    for (let index = 100; index < 200; index += 1) analytics.capturePageView(view(index), 'content/page');
    await flushed;
    // The later 100 wait to fill a batch (or for the timer), instead of going as another small one.
    expect(analytics.pending).toBe(100);
    await written();
    expect(analytics.pending).toBe(0);
  });

  it('writes a page view repeated within its second as one row with its `times`, and counts each time in realtime and the rollups', async () => {
    const analytics = app.app.get(AnalyticsService);
    await saltKnownNoEvents();
    /** `view`'s visitor on /crm again, with no campaign or one, or another visitor. */
    const again = (query: Record<string, string> = {}, ip = '203.0.113.51'): PageViewRequest => ({
      ...view(0),
      ip,
      query,
    });
    // One client asking for a page 500 times in a row (a reload loop, a load test), with a campaign's
    // link and another visitor's view of the same page in between.
    for (let index = 0; index < 500; index += 1) {
      analytics.capturePageView(again(), 'content/page');
      if (index === 250) {
        analytics.capturePageView(again({ utm_campaign: 'spring' }), 'content/page');
        analytics.capturePageView(again({}, '203.0.113.99'), 'content/page');
      }
    }
    const events = await written();
    const ids = app.app.get(VisitorIds);
    const [a, b] = [
      await ids.visitorId('203.0.113.51', DESKTOP),
      await ids.visitorId('203.0.113.99', DESKTOP),
    ];
    const repeated = events.filter((event) => event.visitor_id === a && event.utm_campaign === null);
    // One row, or two when the loop ran across the turn of a second.
    expect(repeated.length).toBeLessThanOrEqual(2);
    expect(repeated.reduce((sum, event) => sum + event.times, 0)).toBe(500);
    expect(events.filter((event) => event.utm_campaign === 'spring').map((event) => event.times)).toEqual([
      1,
    ]);
    expect(events.filter((event) => event.visitor_id === b).map((event) => event.times)).toEqual([1]);
    expect(await app.app.get(AnalyticsReports).realtime()).toEqual({ visitors: 2, views: 502 });

    await sql(app, "UPDATE analytics_events SET occurred_at = '2026-11-19T09:00:00Z'");
    await app.app.get(AnalyticsRollup).rollupDay('2026-11-19');
    const rollups = await sql(
      app,
      `SELECT dimension, value, views, visitors, sessions, bounces FROM analytics_rollups
        WHERE period = 'day' AND bucket = '2026-11-19' AND dimension IN ('', 'path') ORDER BY dimension`,
    );
    // The client's 501 views are one session, not a bounce; the other visitor's one view is.
    expect(rollups).toEqual([
      { dimension: '', value: '', views: 502, visitors: 2, sessions: 2, bounces: 1 },
      { dimension: 'path', value: '/crm', views: 502, visitors: 2, sessions: 0, bounces: 0 },
    ]);
    // The scripted day below reads 2026-11-19 as its previous period.
    await sql(app, "DELETE FROM analytics_rollups WHERE bucket >= '2026-11-19' AND bucket < '2026-11-20'");
  });

  it('still ingests batches queued in earlier formats (an object per event, a JSON array per column)', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    const event = {
      kind: 'pageview' as const,
      occurredAt: '2026-11-20T10:00:00.000Z',
      visitorId: 'a'.repeat(32),
      path: '/crm',
      component: 'content/crm-hub',
      utmCampaign: 'queued-earlier',
      device: 'desktop',
    };
    const analytics = app.app.get(AnalyticsService);
    await analytics.writeBatch({ events: [event, { ...event, path: '/about' }] });
    await analytics.writeBatch({
      columns: {
        kind: ['pageview'],
        occurredAt: ['2026-11-20T11:00:00.000Z'],
        visitorId: ['b'.repeat(32)],
        path: ['/help'],
        utmCampaign: ['as "columns"'],
        device: ['phone'],
      },
    });
    const events = await written();
    // Queued before `times` existed: each row is one view.
    expect(
      events.map((row) => [row.path, row.utm_campaign, row.device, row.referrer_host, row.times]),
    ).toEqual([
      ['/crm', 'queued-earlier', 'desktop', null, 1],
      ['/about', 'queued-earlier', 'desktop', null, 1],
      ['/help', 'as "columns"', 'phone', null, 1],
    ]);
  });

  it('gives the same person another visitor id on another day (the salt rotates daily)', async () => {
    const ids = app.app.get(VisitorIds);
    const today = await ids.visitorId('198.51.100.7', DESKTOP, new Date('2026-11-23T10:00:00Z'));
    const laterToday = await ids.visitorId('198.51.100.7', DESKTOP, new Date('2026-11-23T22:00:00Z'));
    const tomorrow = await ids.visitorId('198.51.100.7', DESKTOP, new Date('2026-11-24T01:00:00Z'));
    expect(laterToday).toBe(today);
    expect(tomorrow).not.toBe(today);
    const salts = await sql<{ day: string }>(
      app,
      "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts WHERE day IN ('2026-11-23', '2026-11-24')",
    );
    expect(salts.map((row) => row.day).sort()).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('links goals to the visitor who reached them, and a payment to the visitor who signed', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    const visitor = await app.visitor();
    await visitor.agent.get('/assessment').set('X-Forwarded-For', '203.0.113.40').set('User-Agent', DESKTOP);
    const started = await formPost(visitor, '/assessment/start')
      .set('X-Forwarded-For', '203.0.113.40')
      .set('User-Agent', DESKTOP);
    expect(started.status).toBe(303);
    const analytics = app.app.get(AnalyticsService);
    const signedBy = {
      ip: '203.0.113.41',
      get: (name: string) => (name === 'User-Agent' ? PHONE : undefined),
      path: '/sign/x/sign',
    };
    await analytics.goal('agreement_signed', { req: signedBy as never, ref: 'agreement-1' });
    await written();
    await analytics.goal('payment_received', {
      sameVisitorAs: { goal: 'agreement_signed', ref: 'agreement-1' },
      ref: 'agreement-1',
    });
    const events = await written();
    const view = events.find((event) => event.kind === 'pageview')!;
    const start = events.find((event) => event.goal === 'assessment_started')!;
    expect(start.visitor_id).toBe(view.visitor_id);
    expect(start.goal_ref).toMatch(/^[0-9a-f-]{36}$/);
    const signed = events.find((event) => event.goal === 'agreement_signed')!;
    const paid = events.find((event) => event.goal === 'payment_received')!;
    expect(paid.visitor_id).toBe(signed.visitor_id);
    expect(paid.goal_ref).toBe('agreement-1');
  });

  it('records a goal only for a browser whose page views count: no bot, headless browser or missing agent (issue 39)', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    const analytics = app.app.get(AnalyticsService);
    const from = (userAgent: string | undefined, ref: string) =>
      analytics.goal('contact_submitted', {
        req: {
          ip: '203.0.113.45',
          get: (name: string) => (name === 'User-Agent' ? userAgent : undefined),
          path: '/contact',
        } as never,
        ref,
      });
    await from(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'headless',
    );
    await from('Googlebot/2.1 (+http://www.google.com/bot.html)', 'bot');
    await from(undefined, 'no agent');
    await from(DESKTOP, 'person');
    const events = await written();
    expect(events.map((event) => event.goal_ref)).toEqual(['person']);
  });

  it('rolls a scripted day into exact sessions, bounces, durations, channels, hours and attribution; a rerun changes nothing', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    const a = await app.visitor();
    const asA = (path: string, headers: Record<string, string> = {}) =>
      a.agent.get(path).set('X-Forwarded-For', '203.0.113.50').set('User-Agent', DESKTOP).set(headers);
    await asA('/?utm_source=linkedin&utm_medium=cpc&utm_campaign=q4', {
      Referer: 'https://www.linkedin.com/',
    });
    await asA('/contact', { 'X-Inertia': 'true', Referer: app.url('/') });
    await visit('/about', '203.0.113.51', PHONE, { Referer: 'https://www.google.com/' });
    await asA('/help');
    await formPost(a, '/assessment/start').set('X-Forwarded-For', '203.0.113.50').set('User-Agent', DESKTOP);
    const events = await written();
    expect(events.map((event) => event.goal ?? event.path)).toEqual([
      '/',
      '/contact',
      '/about',
      '/help',
      'assessment_started',
    ]);
    // The script's clock: A 09:00 and 09:05 (one session), B 09:30, A again 10:00 (a new session: 55 minutes later), A's goal 10:01.
    const times = ['09:00', '09:05', '09:30', '10:00', '10:01'];
    for (const [index, event] of (
      await sql<{ id: string }>(app, 'SELECT id FROM analytics_events ORDER BY id')
    ).entries())
      await sql(app, 'UPDATE analytics_events SET occurred_at = $1 WHERE id = $2', [
        `2026-11-20T${times[index]}:00Z`,
        event.id,
      ]);

    const rollup = app.app.get(AnalyticsRollup);
    await rollup.rollupDay('2026-11-20');
    const snapshot = async () => ({
      rollups: await sql(
        app,
        `SELECT period, to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS bucket, dimension, value, views, visitors,
                sessions, bounces, duration_seconds::int AS duration, goals
           FROM analytics_rollups WHERE bucket >= '2026-11-20' AND bucket < '2026-11-21'
          ORDER BY period, dimension, bucket, value`,
      ),
      attributions: await sql(
        app,
        `SELECT goal, first_channel, first_source, first_medium, first_campaign, last_channel, last_source, last_medium, last_campaign
           FROM analytics_attributions WHERE occurred_at >= '2026-11-20' AND occurred_at < '2026-11-21'`,
      ),
    });
    const first = await snapshot();
    const row = (period: string, dimension: string, value: string, bucket = '2026-11-20 00:00') =>
      first.rollups.find(
        (r) => r.period === period && r.dimension === dimension && r.value === value && r.bucket === bucket,
      );
    expect(row('day', '', '')).toEqual({
      period: 'day',
      bucket: '2026-11-20 00:00',
      dimension: '',
      value: '',
      views: 4,
      visitors: 2,
      sessions: 3,
      bounces: 2,
      duration: 300,
      goals: 1,
    });
    expect(row('hour', '', '', '2026-11-20 09:00')).toMatchObject({
      views: 3,
      visitors: 2,
      sessions: 2,
      bounces: 1,
      duration: 300,
    });
    expect(row('hour', '', '', '2026-11-20 10:00')).toMatchObject({
      views: 1,
      visitors: 1,
      sessions: 1,
      bounces: 1,
      duration: 0,
      goals: 1,
    });
    expect(row('day', 'channel', 'paid_social')).toMatchObject({
      sessions: 1,
      views: 2,
      bounces: 0,
      duration: 300,
      goals: 0,
    });
    expect(row('day', 'channel', 'direct')).toMatchObject({ sessions: 1, views: 1, bounces: 1, goals: 1 });
    expect(row('day', 'channel', 'organic_search')).toMatchObject({
      sessions: 1,
      views: 1,
      bounces: 1,
      goals: 0,
    });
    expect(row('day', 'entry_path', '/')).toMatchObject({ sessions: 1, views: 2 });
    expect(row('day', 'utm_campaign', 'q4')).toMatchObject({ sessions: 1, visitors: 1 });
    expect(row('day', 'referrer', 'google.com')).toMatchObject({ sessions: 1, bounces: 1 });
    expect(row('day', 'device', 'mobile')).toMatchObject({ sessions: 1, visitors: 1 });
    expect(row('day', 'path', '/contact')).toMatchObject({ views: 1, visitors: 1 });
    expect(row('day', 'goal', 'assessment_started')).toMatchObject({ goals: 1, visitors: 1 });
    expect(first.attributions).toEqual([
      {
        goal: 'assessment_started',
        first_channel: 'paid_social',
        first_source: 'linkedin',
        first_medium: 'cpc',
        first_campaign: 'q4',
        last_channel: 'paid_social',
        last_source: 'linkedin',
        last_medium: 'cpc',
        last_campaign: 'q4',
      },
    ]);
    await rollup.rollupDay('2026-11-20');
    expect(await snapshot()).toEqual(first);

    // The dashboards answer from these rows, for a custom range, with CSV downloads; only admins see them.
    const admin = await adminVisitor(app);
    const day = 'range=custom&from=2026-11-20&to=2026-11-20';
    const page = await admin.agent.get(`/admin/analytics-dashboard?${day}`).set('X-Inertia', 'true');
    expect(page.body.props.totals).toEqual({
      visitors: 2,
      views: 4,
      sessions: 3,
      bounceRate: 2 / 3,
      averageDurationSeconds: 100,
      goals: 1,
    });
    expect(page.body.props.previous.views).toBe(0);
    expect(page.body.props.series).toEqual([{ day: '2026-11-20', visitors: 2, views: 4, sessions: 3 }]);
    expect(page.body.props.breakdowns.referrer).toEqual([
      { value: 'linkedin.com', visitors: 1, views: 2, sessions: 1, goals: 0 },
      { value: 'google.com', visitors: 1, views: 1, sessions: 1, goals: 0 },
    ]);
    const csv = await admin.agent.get(`/admin/analytics-dashboard?${day}&format=csv&table=channel`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split(/\r?\n/)[0]).toBe('Value,Visitors,Page views,Sessions,Goals');
    expect(csv.text).toContain('paid_social,1,2,1,0');
    const utm = await admin.agent
      .get(`/admin/utm-analytics?${day}&field=utm_campaign`)
      .set('X-Inertia', 'true');
    expect(utm.body.props.rows).toEqual([
      { value: 'q4', visitors: 1, views: 2, sessions: 1, goals: 0, conversionRate: 0 },
    ]);
    const attribution = await admin.agent.get(`/admin/attribution-dashboard?${day}`).set('X-Inertia', 'true');
    const started = attribution.body.props.goals.find(
      (goal: { goal: string }) => goal.goal === 'assessment_started',
    );
    expect(started).toEqual({
      goal: 'assessment_started',
      total: 1,
      channels: [{ channel: 'paid_social', firstTouch: 1, lastTouch: 1 }],
    });
    const unified = await admin.agent.get(`/admin/unified-analytics?${day}`).set('X-Inertia', 'true');
    expect(unified.body.props.steps.map((step: { count: number }) => step.count)).toEqual([3, 1, 0, 0, 0, 0]);
    const anonymous = await app.visitor();
    expect((await anonymous.agent.get('/admin/analytics-dashboard')).headers.location).toContain(
      '/admin-login',
    );
  });

  it.each([
    ['range=custom&from=2026-02-31&to=2026-03-01'],
    ['range=custom&from=2026-03-02&to=2026-03-01'],
    ['range=forever'],
    ['range=custom&from=%00&to=x'],
    ['range[]=7d&from[a]=1'],
  ])('answers a bad range (%s) with the default 30 days, not an error', async (query) => {
    const admin = await adminVisitor(app);
    const page = await admin.agent.get(`/admin/analytics-dashboard?${query}`).set('X-Inertia', 'true');
    expect(page.status).toBe(200);
    expect(page.body.props.range.key).toBe('30d');
  });

  it('deletes only raw events and batch claims older than the retention, and salts older than 48 hours', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    await sql(
      app,
      `INSERT INTO analytics_events (kind, occurred_at, visitor_id, path) VALUES
         ('pageview', now() - interval '401 days', 'old', '/'),
         ('pageview', now() - interval '399 days', 'kept', '/')`,
    );
    await sql(
      app,
      `INSERT INTO analytics_ingested_batches (job_id, written_at) VALUES
         ('claim-old', now() - interval '401 days'), ('claim-kept', now() - interval '399 days')`,
    );
    await sql(
      app,
      "INSERT INTO analytics_salts (day, salt, created_at) VALUES ('2020-01-01', 'x', now() - interval '3 days') ON CONFLICT DO NOTHING",
    );
    await app.app.get(AnalyticsRetention).handle();
    expect(
      (await sql<{ visitor_id: string }>(app, 'SELECT visitor_id FROM analytics_events')).map(
        (row) => row.visitor_id,
      ),
    ).toEqual(['kept']);
    expect(await sql(app, "SELECT 1 FROM analytics_salts WHERE day = '2020-01-01'")).toHaveLength(0);
    expect(
      await sql(app, "SELECT job_id FROM analytics_ingested_batches WHERE job_id LIKE 'claim-%'"),
    ).toEqual([{ job_id: 'claim-kept' }]);
  });
});

describeWithRedis('analytics while Redis is down', () => {
  let app: TestApp;
  let redis: TcpProxy;
  const queuePrefix = `analytics-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const shared = new URL(process.env.TEST_REDIS_URL as string);
    redis = new TcpProxy(shared.hostname, Number(shared.port || 6379));
    await redis.start();
    app = await startTestApp({
      useRedis: true,
      env: {
        REDIS_URL: `redis://127.0.0.1:${redis.port}`,
        QUEUE_PREFIX: queuePrefix,
      },
    });
  });
  afterAll(async () => {
    await redis.start();
    await app.close();
    await redis.stop();
  });

  it('still serves pages, keeps their views in memory, and writes them once the queue is back', async () => {
    const analytics = app.app.get(AnalyticsService);
    await redis.stop();
    const visitor = await app.visitor();
    const started = Date.now();
    const campaign = `outage-${randomUUID().slice(0, 8)}`;
    const page = await visitor.agent
      .get(`/about?utm_campaign=${campaign}`)
      .set('X-Forwarded-For', '203.0.113.90')
      .set('User-Agent', DESKTOP);
    expect(page.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    await analytics.flush();
    const deadline = Date.now() + 5000;
    while (analytics.pending === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(analytics.pending).toBeGreaterThan(0);

    await redis.start();
    const writtenBy = Date.now() + 30_000;
    let rows: unknown[] = [];
    while (rows.length === 0 && Date.now() < writtenBy) {
      await analytics.flush();
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await sql(app, 'SELECT 1 FROM analytics_events WHERE utm_campaign = $1', [campaign]);
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(analytics.pending).toBe(0);
  });

  it('lets a written batch go from Redis at once, and writes a batch enqueued again only once', async () => {
    const analytics = app.app.get(AnalyticsService);
    const campaign = `kept-${randomUUID().slice(0, 8)}`;
    const visitor = await app.visitor();
    await visitor.agent
      .get(`/about?utm_campaign=${campaign}`)
      .set('X-Forwarded-For', '203.0.113.91')
      .set('User-Agent', DESKTOP);
    let rows: unknown[] = [];
    for (let attempt = 0; attempt < 100 && rows.length === 0; attempt += 1) {
      await analytics.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await sql(app, 'SELECT 1 FROM analytics_events WHERE utm_campaign = $1', [campaign]);
    }
    expect(rows).toHaveLength(1);
    const queue = new Queue('analytics', {
      connection: { url: process.env.TEST_REDIS_URL },
      prefix: queuePrefix,
    });
    try {
      const done = await queue.getJobs(['completed']);
      expect(done.filter((job) => job.name === 'ingest')).toEqual([]);
      // An enqueue that timed out but had reached Redis is tried again under the same id.
      const [{ job_id: jobId }] = await sql<{ job_id: string }>(
        app,
        'SELECT job_id FROM analytics_ingested_batches ORDER BY written_at DESC LIMIT 1',
      );
      const jobs = app.app.get(JobQueue);
      const again = batchOf(campaign, 'again');
      expect(await jobs.enqueue('analytics/ingest', again, { jobId, keepCompletedSeconds: 0 })).toEqual({
        jobId,
        duplicate: false,
      });
      // The same rows under a new id are a new batch, written after the repeat in queue order.
      await jobs.enqueue('analytics/ingest', again, { keepCompletedSeconds: 0 });
      const visitorIds = async () =>
        (
          await sql<{ visitor_id: string }>(
            app,
            'SELECT visitor_id FROM analytics_events WHERE utm_campaign = $1',
            [campaign],
          )
        ).map((row) => row.visitor_id);
      const idle = async () =>
        Object.values(await queue.getJobCounts('waiting', 'active', 'delayed', 'failed')).every(
          (count) => count === 0,
        );
      for (
        let attempt = 0;
        attempt < 100 && !((await visitorIds()).length >= 2 && (await idle()));
        attempt += 1
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await idle()).toBe(true);
      const ids = await visitorIds();
      expect(ids).toHaveLength(2);
      expect(ids.filter((id) => id === 'again')).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });
});
