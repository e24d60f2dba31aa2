import { JobQueue } from '@jobs/job-queue';
import { AnalyticsService } from '@modules/analytics';
import { AnalyticsRetention } from '@modules/analytics/analytics-retention';
import { VisitorIds } from '@modules/analytics/visitor-ids';
import { adminVisitor, sql } from '../support/auth-helpers';
import { describeWithDatabase, formPost, startTestApp, TestApp } from '../support/test-app';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface EventRow {
  kind: string;
  visitor_id: string;
  path: string;
  component: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  click_id: string | null;
  device: string | null;
  browser: string | null;
  goal: string | null;
  goal_ref: string | null;
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

  it('deletes only raw events older than the retention and salts older than 48 hours', async () => {
    await sql(app, 'DELETE FROM analytics_events');
    await sql(
      app,
      `INSERT INTO analytics_events (kind, occurred_at, visitor_id, path) VALUES
         ('pageview', now() - interval '401 days', 'old', '/'),
         ('pageview', now() - interval '399 days', 'kept', '/')`,
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
  });
});
