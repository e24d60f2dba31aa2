import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { FormTimeTokens, FORM_TIME_COOKIE } from '@common/security/form-time';
import { PageCache } from '@inertia/page-cache';
import { AnalyticsService } from '@modules/analytics';
import { adminVisitor, sql } from '../support/auth-helpers';
import { cookieValue, describeWithDatabase, pageFromHtml, startTestApp, TestApp } from '../support/test-app';
import { CSRF_COOKIE } from '@common/security/csrf';
import { rawGet, untilCached } from '../support/raw-get';

/** Polls until `read` returns `expected` (background work: analytics flush, Redis messages). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last: T | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    last = await read();
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(last).toBe(expected);
}

describeWithDatabase('output cache for anonymous public pages', () => {
  let app: TestApp;
  let version: string;

  beforeAll(async () => {
    app = await startTestApp();
    version = pageFromHtml((await request(app.app.getHttpServer()).get('/')).text).version;
  });
  afterAll(() => app.close());

  it('renders the first anonymous visit, then serves the same bytes with the same headers from memory', async () => {
    const first = await rawGet(app, '/hubspot');
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'MISS']);
    const hit = await untilCached(app, '/hubspot');
    expect(hit.body.equals(first.body)).toBe(true);
    for (const header of ['content-type', 'content-security-policy', 'x-frame-options', 'cache-control']) {
      expect([header, hit.headers[header]]).toEqual([header, first.headers[header]]);
    }
    expect(hit.headers['cache-control']).toBe('private, no-cache');
    expect(hit.headers.etag).toMatch(/^W\/"/);
    expect(hit.headers.vary).toBe('X-Inertia, Accept-Encoding');
    // The render's own timing is not replayed by its copies.
    expect(first.headers['server-timing']).toMatch(/^handler;dur=/);
    expect(hit.headers['server-timing']).toBeUndefined();
  });

  it('gives a cached page the visitor’s own CSRF token and form stamp, as a rendered page would', async () => {
    await untilCached(app, '/crm');
    const a = await rawGet(app, '/crm');
    const b = await rawGet(app, '/crm');
    expect(a.headers['x-cache']).toBe('HIT');
    const csrfA = cookieValue(a.headers['set-cookie'], CSRF_COOKIE);
    const csrfB = cookieValue(b.headers['set-cookie'], CSRF_COOKIE);
    expect(csrfA).toMatch(/^[\w-]+\.[\w-]+$/);
    // Never shared: the double-submit check compares cookie and form, so a shared token could be known to others.
    expect(csrfB).not.toBe(csrfA);
    expect(cookieValue(a.headers['set-cookie'], FORM_TIME_COOKIE)).toBeDefined();
    // A visitor who already holds both gets neither again.
    const cookie = `${CSRF_COOKIE}=${csrfA}; ${FORM_TIME_COOKIE}=${cookieValue(a.headers['set-cookie'], FORM_TIME_COOKIE)}`;
    const again = await rawGet(app, '/crm', { Cookie: cookie });
    expect([again.headers['x-cache'], again.headers['set-cookie']]).toEqual(['HIT', undefined]);
  });

  it('serves the documentation from the cache too (issue 37): the index, a page, and a search repeated', async () => {
    for (const path of ['/docs', '/docs/migration/hubspot-import-checklist', '/docs?q=import'])
      expect([path, (await untilCached(app, path)).status]).toEqual([path, 200]);
  });

  it('answers 304 to a matching If-None-Match, and Brotli or gzip to browsers that accept them', async () => {
    const plain = await untilCached(app, '/help');
    const notModified = await rawGet(app, '/help', { 'If-None-Match': String(plain.headers.etag) });
    expect([notModified.status, notModified.body.length]).toEqual([304, 0]);
    const br = await rawGet(app, '/help', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gz = await rawGet(app, '/help', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('keeps Inertia JSON visits apart from HTML, and renders partial reloads and stale versions', async () => {
    const inertia = { 'X-Inertia': 'true', 'X-Inertia-Version': version };
    const json = await untilCached(app, '/pipedrive', inertia);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['x-inertia']).toBe('true');
    expect(JSON.parse(json.body.toString()).component).toBe('content/crm');
    const html = await rawGet(app, '/pipedrive');
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const partial = await rawGet(app, '/pipedrive', {
      ...inertia,
      'X-Inertia-Partial-Component': 'content/crm',
      'X-Inertia-Partial-Data': 'crm',
    });
    expect(partial.headers['x-cache']).toBeUndefined();
    expect(Object.keys(JSON.parse(partial.body.toString()).props)).toContain('crm');
    const stale = await rawGet(app, '/pipedrive', { ...inertia, 'X-Inertia-Version': 'old' });
    expect(stale.status).toBe(409);
  });

  it('keeps a page per colour theme', async () => {
    await untilCached(app, '/about');
    const dark = await untilCached(app, '/about', { Cookie: 'theme=dark' });
    expect(dark.body.toString()).toContain('<html lang="en" class="dark">');
    const system = await rawGet(app, '/about');
    expect(system.body.toString()).toContain('<html lang="en">');
  });

  it('renders for a signed-in user it does not know yet, a visitor with other cookies, or an Authorization header', async () => {
    await untilCached(app, '/zoho');
    // Signed-in visitors are served from the cache once their session is verified (signed-in-page-cache.spec.ts).
    const admin = await adminVisitor(app);
    const page = await admin.agent.get('/zoho').set('X-Inertia', 'true').set('X-Inertia-Version', version);
    expect(page.headers['x-cache']).toBeUndefined();
    expect(page.body.props.auth.user.email).toBe(admin.email);
    const stranger = await rawGet(app, '/zoho', { Cookie: 'some_session=abc' });
    expect(stranger.headers['x-cache']).toBeUndefined();
    const bearer = await rawGet(app, '/zoho', { Authorization: 'Bearer x' });
    expect(bearer.headers['x-cache']).toBeUndefined();
  });

  it('does not cache pages that answer for one visitor: flash messages, errors and per-visitor pages', async () => {
    const visitor = await app.visitor();
    // A flash message reaches only the visitor it was meant for.
    await visitor.agent
      .post('/newsletter')
      .set('X-XSRF-TOKEN', visitor.csrf)
      .set('Referer', app.url('/attio'))
      .send({ email: 'not an email' });
    const withFlash = await visitor.agent
      .get('/attio')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', version);
    expect(withFlash.headers['x-cache']).toBeUndefined();
    expect(withFlash.body.props.errors).not.toEqual({});
    const next = await untilCached(app, '/attio', { 'X-Inertia': 'true', 'X-Inertia-Version': version });
    expect(JSON.parse(next.body.toString()).props.errors).toEqual({});
    // Sign-in pages and 404s are never kept.
    for (const path of ['/login', '/no-such-page']) {
      await rawGet(app, path);
      expect((await rawGet(app, path)).headers['x-cache']).toBeUndefined();
    }
    // A fragment never comes from a browser: such a target is rendered by Express, never kept.
    // (node:http sends a path as given; a URL would lose its fragment.)
    const { hostname, port } = new URL(app.url('/'));
    for (let i = 0; i < 2; i += 1) {
      const cache = await new Promise((resolve, reject) =>
        http
          .get({ host: hostname, port, path: '/odoo#top' }, (res) => {
            res.resume();
            resolve(res.headers['x-cache']);
          })
          .on('error', reject),
      );
      expect(cache).toBeUndefined();
    }
    // Ad-click URLs are unique per click: served, not kept.
    for (let i = 0; i < 3; i += 1)
      expect((await rawGet(app, '/odoo?gclid=abc')).headers['x-cache']).toBe('MISS');
  });

  it('records a page view for every page served from the cache', async () => {
    const path = '/crm-compare/hubspot-vs-zoho';
    await untilCached(app, path);
    await app.app.get(AnalyticsService).flush();
    await sql(app, 'DELETE FROM analytics_events');
    const browser = {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    };
    for (let i = 0; i < 3; i += 1) expect((await rawGet(app, path, browser)).headers['x-cache']).toBe('HIT');
    await app.app.get(AnalyticsService).flush();
    // Three views by one visitor within a second may share a row (`times`): each of them counts.
    await eventually(async () => {
      await app.app.get(AnalyticsService).flush();
      const [{ views }] = await sql<{ views: number }>(
        app,
        "SELECT coalesce(sum(times), 0)::int AS views FROM analytics_events WHERE kind = 'pageview'",
      );
      return views;
    }, 3);
  });

  it('records a cached view with the same facts as a rendered view of the same URL', async () => {
    const path = '/crm-compare/hubspot-vs-pipedrive?utm_source=newsletter&utm_campaign=spring&utm_term=';
    const visitor = {
      'User-Agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
      Referer: 'https://www.search.example/results?q=crm',
    };
    // Filled without a Referer: the two views compared below are the only ones from search.example.
    await untilCached(app, path, { 'User-Agent': visitor['User-Agent'] });
    // A cookie the cache does not know makes the same request go through Express and render.
    const rendered = await rawGet(app, path, { ...visitor, Cookie: 'unrelated=1' });
    const cached = await rawGet(app, path, visitor);
    expect([rendered.headers['x-cache'], cached.headers['x-cache']]).toEqual([undefined, 'HIT']);
    const columns =
      'path, component, referrer_host, utm_source, utm_campaign, click_id, device, browser, os, visitor_id';
    // The same facts within a second make one row with `times` 2 (two rows a second apart, equal).
    const views = (rows: Array<{ times: number }>) => rows.reduce((sum, row) => sum + row.times, 0);
    let rows: Array<Record<string, unknown> & { times: number }> = [];
    for (let attempt = 0; attempt < 100 && views(rows) < 2; attempt += 1) {
      await app.app.get(AnalyticsService).flush();
      rows = await sql(
        app,
        `SELECT ${columns}, times FROM analytics_events WHERE kind = 'pageview' AND referrer_host = 'search.example'`,
      );
      if (views(rows) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(views(rows)).toBe(2);
    const facts = rows.map(({ times: _times, ...rest }) => rest);
    for (const row of facts) expect(row).toEqual(facts[0]);
    expect(rows[0]).toMatchObject({
      path: '/crm-compare/hubspot-vs-pipedrive',
      referrer_host: 'search.example',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      browser: 'Safari',
    });
  });

  it('takes the form stamp of a cached page into account when a lead form is sent without one', async () => {
    const tokens = new FormTimeTokens(app.config.appSecret);
    const visitor = await app.visitor();
    // Without the visitor's cookie jar: the request carries exactly these two cookies.
    const contact = (cookie: string) =>
      request(app.app.getHttpServer())
        .post('/contact')
        .set('X-XSRF-TOKEN', visitor.csrf)
        .set('Cookie', `${CSRF_COOKIE}=${visitor.csrf}; ${FORM_TIME_COOKIE}=${cookie}`)
        .send({
          name: 'Ada Person',
          email: `stamp-${Math.random().toString(36).slice(2)}@example.com`,
          company: 'Northwind Traders',
          phone: '+44 20 7946 0958',
          crm: 'hubspot',
          topic: 'migration',
          message: 'We are moving 40 sellers from spreadsheets to a CRM next quarter.',
          consent: true,
          homepage: '',
        });
    expect((await contact(tokens.issue(Date.now() - 60_000))).status).toBe(303);
    expect((await contact(tokens.issue(Date.now()))).status).toBe(303);
    const reasons = await sql<{ spam_reason: string | null }>(
      app,
      "SELECT spam_reason FROM contact_submissions WHERE email LIKE 'stamp-%' ORDER BY created_at",
    );
    expect(reasons.map((row) => row.spam_reason)).toEqual([null, expect.stringMatching(/ms after the page/)]);
  });
});

describeWithDatabase('output cache invalidation across instances', () => {
  it('an invalidation on one instance clears the cache of every instance sharing Redis', async () => {
    const prefix = `pagecache${Date.now().toString(36)}`;
    const env = { QUEUE_PREFIX: prefix };
    const a = await startTestApp({ useRedis: true, env });
    const b = await startTestApp({ useRedis: true, env });
    try {
      await untilCached(a, '/hubspot');
      await untilCached(b, '/hubspot');
      await a.app.get(PageCache).invalidate('redirects changed');
      expect((await rawGet(a, '/hubspot')).headers['x-cache']).toBe('MISS');
      await eventually(async () => b.app.get(PageCache).size.entries, 0);
      expect((await rawGet(b, '/hubspot')).headers['x-cache']).toBe('MISS');
      expect(b.app.get(PageCache).stats.invalidations).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
