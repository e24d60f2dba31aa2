import IORedis from 'ioredis';
import { adminVisitor, api, createUser, passwordGrant, sql } from '../support/auth-helpers';
import { ROUTE_WALK_TIMEOUT, appRoutes, samplePath } from '../support/routes';
import { LOOKUP_BY_ID, RateLimiter } from '@common/rate-limit/rate-limit';
import { NEW_GROUP_LIMITS } from '@modules/error-log/error-log.service';
import {
  describeWithDatabase,
  describeWithRedis,
  formPost,
  startTestApp,
  TestApp,
} from '../support/test-app';

/** Regression tests for the outside probes of issue #14 (one `describe` per finding class). */
describeWithDatabase('security probes (issue #14)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  describe('URL variants: one rule for the whole site, never a 500', () => {
    it(
      'walks every page route with a trailing slash and in upper case, GET and POST',
      async () => {
        const paths = [...new Set(appRoutes(app).map((route) => samplePath(route.path)))].filter(
          (path) => path !== '/',
        );
        expect(paths.length).toBeGreaterThan(40);
        const failures: string[] = [];
        for (const path of paths) {
          const slash = await api(app).get(`${path}/?utm_source=x`);
          if (slash.status !== 301 || slash.headers.location !== `${path}?utm_source=x`)
            failures.push(`GET ${path}/ → ${slash.status} ${slash.headers.location}`);
          const upper = path.toUpperCase();
          if (upper !== path) {
            const get = await api(app).get(upper);
            if (get.status !== 404) failures.push(`GET ${upper} → ${get.status}`);
          }
          for (const variant of [`${path}/`, upper]) {
            const post = await api(app).post(variant).send({});
            if (post.status >= 500) failures.push(`POST ${variant} → ${post.status}`);
          }
        }
        expect(failures).toEqual([]);
      },
      ROUTE_WALK_TIMEOUT,
    );

    it.each([
      '/login/',
      '/Login',
      '/LOGIN',
      '/admin-login/',
      '/Admin-Login',
      '/sign/admin-login/',
      '/auth/Login',
    ])('answers %s without a server error', async (path) => {
      expect((await api(app).get(path)).status).toBeLessThan(500);
      expect((await api(app).post(path).send({ email: 'a@b.co', password: 'x' })).status).toBeLessThan(500);
    });

    it('never turns a trailing slash into a protocol-relative redirect', async () => {
      const res = await api(app).get('//evil.example/');
      expect(res.headers.location ?? '').not.toMatch(/^\/\//);
    });
  });

  describe('bad bodies get a 400 with a clear message, never a 500', () => {
    it('answers a "gzip" body that is not gzip with 400 on every POST route', async () => {
      const posts = appRoutes(app).filter((route) => route.method === 'POST');
      expect(posts.length).toBeGreaterThan(15);
      for (const route of posts) {
        const res = await api(app)
          .post(samplePath(route.path))
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', 'gzip')
          .send('{"this is": "not gzip"}');
        expect([route.path, res.status]).toEqual([route.path, 400]);
      }
    });

    it('gives a page form sent in a content type no parser reads an empty body, never a 500 (found by the bad-input campaign)', async () => {
      const visitor = await app.visitor();
      for (const type of ['application/xml', 'text/csv', 'application/octet-stream']) {
        const res = await formPost(visitor, '/auth/verify')
          .set('Content-Type', type)
          .set('Accept', 'application/json')
          .send('<a>1</a>');
        // The link page's form (VerifyLinkFormDto): no token read, so a 422 with the field's message.
        expect([type, res.status, res.body.errors?.token]).toEqual([
          type,
          422,
          'This link is not complete: open it again from the email.',
        ]);
      }
    });

    it.each(['token?grant_type=password', 'recover', 'resend', 'verify'])(
      "answers a non-JSON body on /auth/v1/%s with 400 and Supabase's {code, msg}",
      async (path) => {
        for (const [type, body] of [
          ['text/plain', 'email=a@b.co'],
          ['application/json', '["an", "array"]'],
          ['application/json', '{"unterminated'],
        ]) {
          const res = await api(app).post(`/auth/v1/${path}`).set('Content-Type', type).send(body);
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
        }
      },
    );

    it("refuses NUL bytes in an email or a factor name with a 400 in the API's own error shape", async () => {
      const recover = await api(app).post('/auth/v1/recover').send({ email: 'a\u0000b@example.com' });
      expect([recover.status, recover.body.msg]).toEqual([400, expect.stringMatching(/NUL characters/)]);
      expect(recover.body.code).toEqual(expect.any(String));
      const token = await api(app)
        .post('/auth/v1/token?grant_type=password')
        .send({ email: 'x\u0000@example.com', password: 'p' });
      expect(token.status).toBe(400);
      const user = await createUser(app);
      const session = (await passwordGrant(app, user.email)).body as { access_token: string };
      const factor = await api(app)
        .post('/auth/v1/factors')
        .set('Authorization', `Bearer ${session.access_token}`)
        .send({ factor_type: 'totp', friendly_name: 'Pho\u0000ne' });
      expect([factor.status, factor.body.msg]).toEqual([400, expect.stringMatching(/NUL characters/)]);
      expect(await sql(app, 'SELECT id FROM auth_factors WHERE user_id = $1', [user.id])).toHaveLength(0);
      // A form answers the same way, and nothing is stored.
      const visitor = await app.visitor();
      const contact = await formPost(visitor, '/contact', { name: 'Ada\u0000', email: 'ada@example.com' });
      expect(contact.status).toBe(400);
    });

    it('answers a body nested too deeply on /auth/v1 with the Supabase error body', async () => {
      const body = JSON.parse(`${'{"a":'.repeat(100)}"bottom"${'}'.repeat(100)}`) as object;
      const res = await api(app).post('/auth/v1/recover').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: expect.any(String),
        msg: 'The request body is nested too deeply.',
      });
    });

    it('answers metadata nested 5,000 deep on /api/log-error with 400', async () => {
      const metadata = `${'{"a":'.repeat(5000)}"bottom"${'}'.repeat(5000)}`;
      const res = await api(app)
        .post('/api/log-error')
        .set('Content-Type', 'application/json')
        .send(`{"error_type":"deep","message":"deep","metadata":${metadata}}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/nested too deeply/);
    });
  });

  describe('identifiers are validated before they reach a key, a log line or a row', () => {
    it('refuses a 900 KB "email" on /recover and stores nothing of it', async () => {
      const huge = `${'a'.repeat(900_000)}@example.com`;
      const res = await api(app).post('/auth/v1/recover').send({ email: huge });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      const [row] = await sql<{ longest: number | null }>(
        app,
        'SELECT max(length(email)) AS longest FROM auth_audit_log',
      );
      expect(row.longest ?? 0).toBeLessThanOrEqual(254);
    });

    it('takes an email of 254 characters and refuses 255', async () => {
      const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
      expect(
        (
          await api(app)
            .post('/auth/v1/recover')
            .send({ email: at(254) })
        ).status,
      ).toBe(200);
      expect(
        (
          await api(app)
            .post('/auth/v1/recover')
            .send({ email: at(255) })
        ).status,
      ).toBe(400);
    });
  });

  describe('query strings are DTOs too: the wrong shape is a 400 page that names the parameter', () => {
    it.each([
      ['/help?q=forecast&q=pipeline', 'q'],
      [`/help?q=${'x'.repeat(1001)}`, 'q'],
      ['/newsletter/confirm?token=a&token=b', 'token'],
      ['/forgot-password?sent=1&sent=1', 'sent'],
      ['/login?link=expired&link=again', 'link'],
      ['/auth/v1/verify?token=abc&type=recovery&redirect_to=/a&redirect_to=/b', 'redirect_to'],
    ])('%s', async (path, parameter) => {
      const res = await api(app).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(400);
      expect(res.text).toContain(`This address has a parameter we cannot use: ${parameter}`);
    });

    it('ignores parameters it does not know, bracketed ones included (the parser keeps `q[]` as its own key)', async () => {
      const res = await api(app).get('/help?q[]=forecast&utm_source=x').set('Accept', 'text/html');
      expect(res.status).toBe(200);
    });

    it('checks the named parameters of admin tables and dashboards, and leaves their filters to the table', async () => {
      const admin = await adminVisitor(app);
      for (const [path, parameter] of [
        ['/admin/contact-submissions?sort=createdAt&sort=name', 'sort'],
        ['/admin/contact-submissions?direction=asc&direction=desc', 'direction'],
        ['/admin/error-logs?format=xlsx', 'format'],
        ['/admin/analytics-dashboard?range=7d&range=30d', 'range'],
        ['/newsletter/unsubscribe?id=a&id=b&token=c', 'id'],
        ['/_img?url=/images/a.png&url=/images/b.png&w=640', 'url'],
      ]) {
        const res = await admin.agent.get(path).set('Accept', 'text/html');
        expect([path, res.status]).toEqual([path, 400]);
        expect(res.text).toContain(`This address has a parameter we cannot use: ${parameter}`);
      }
      // A filter the table does not know, or a stale sort, still opens the table on its defaults.
      for (const path of [
        '/admin/contact-submissions?filter[status]=new&sort=createdAt&direction=asc',
        '/admin/contact-submissions?filter[colour]=blue&sort=no-such-column',
        '/admin/analytics-dashboard?range=custom&from=2026-11-01&to=2026-11-07',
      ])
        expect([path, (await admin.agent.get(path)).status]).toEqual([path, 200]);
    });

    it('keeps working for the same parameters in their expected shape', async () => {
      expect((await api(app).get('/help?q=forecast')).status).toBe(200);
      expect((await api(app).get('/login?link=expired')).status).toBe(200);
      expect((await api(app).get('/auth/v1/verify?token=abc&type=recovery')).status).toBe(200);
    });
  });

  describe('redirects stay on this site', () => {
    it('a same-host Referer whose path starts with // sends "back" to /', async () => {
      const visitor = await app.visitor();
      const res = await formPost(visitor, '/contact', {}).set('Referer', app.url('//evil.example/x'));
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/');
    });

    it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example'])(
      'refuses redirect_to %j on sign-out',
      async (target) => {
        const visitor = await app.visitor();
        const res = await formPost(visitor, '/logout', { redirect_to: target });
        expect(res.headers.location).toBe('/');
      },
    );
  });

  describe('the CSRF cookie', () => {
    it('is set on private page responses only, never on publicly cached ones', async () => {
      const setsToken = async (path: string) =>
        String((await api(app).get(path)).headers['set-cookie'] ?? '').includes('XSRF-TOKEN=');
      expect(await setsToken('/about')).toBe(true);
      expect(await setsToken('/auth/v1/.well-known/jwks.json')).toBe(false);
      expect(await setsToken('/sitemap.xml')).toBe(false);
      expect(await setsToken('/robots.txt')).toBe(false);
      expect(await setsToken('/health')).toBe(false);
      expect(await setsToken('/_img?url=/logos/hubspot.svg&w=640')).toBe(false);
    });
  });

  describe('error-log flooding', () => {
    it('caps new kinds of error per address: the excess is counted in one group, not stored', async () => {
      const send = (message: string, ip: string) =>
        api(app)
          .post('/api/log-error')
          .set('X-Forwarded-For', ip)
          .send({ error_type: 'flood', message, severity: 'error' });
      const tag = Date.now().toString(36);
      const results = [];
      for (let i = 0; i < 12; i += 1)
        results.push((await send(`flood ${tag} ${i}`, '198.18.50.1')).body.stored);
      expect(results).toEqual([...Array(10).fill(true), false, false]);
      const groups = await sql<{ count: number }>(
        app,
        'SELECT count(*)::int AS count FROM error_log_groups WHERE message LIKE $1',
        [`flood ${tag} %`],
      );
      expect(groups[0].count).toBe(10);
      const [overflow] = await sql<{ count: number; reports: number }>(
        app,
        `SELECT g.count, (SELECT count(*)::int FROM error_log_reports r WHERE r.group_id = g.id) AS reports
           FROM error_log_groups g WHERE error_type = 'error-log:overflow'`,
      );
      expect(overflow).toEqual({ count: 2, reports: 0 });
      // A known error from that address is still counted in its own group, and another address is unaffected.
      expect((await send(`flood ${tag} 0`, '198.18.50.1')).body.stored).toBe(true);
      expect((await send(`flood ${tag} other`, '198.18.50.2')).body.stored).toBe(true);
    });

    it('caps new kinds of error for everyone together: 1,000 an hour, then counted, not stored', async () => {
      // Its own app: the overall cap, once reached, would hold for the rest of this file.
      const own = await startTestApp();
      try {
        const limiter = own.app.get(RateLimiter);
        for (let i = 0; i < NEW_GROUP_LIMITS.overall.limit; i += 1)
          await limiter.hit(NEW_GROUP_LIMITS.overall, 'all');
        const tag = Date.now().toString(36);
        const res = await api(own)
          .post('/api/log-error')
          .set('X-Forwarded-For', '198.18.60.1')
          .send({ error_type: 'flood', message: `everyone ${tag}`, severity: 'error' });
        expect([res.status, res.body.stored]).toEqual([202, false]);
        expect(
          await sql(own, 'SELECT id FROM error_log_groups WHERE message = $1', [`everyone ${tag}`]),
        ).toHaveLength(0);
      } finally {
        await own.close();
      }
    });
  });
});

describeWithDatabase('client address (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default, so a client cannot choose its rate-limit identity', async () => {
    const app = await startTestApp({ env: { TRUST_PROXY: 'off' } });
    try {
      const tag = `proxy-${Date.now().toString(36)}`;
      const stored: boolean[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await api(app)
          .post('/api/log-error')
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({ error_type: 'proxy', message: `${tag} ${i}` });
        stored.push(res.body.stored);
      }
      // All eleven came from one socket address: the eleventh new kind of error is over its cap.
      expect(stored.slice(0, 10).every(Boolean)).toBe(true);
      expect(stored[10]).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describeWithRedis('rate-limit keys in Redis', () => {
  it('hold a hash, never the raw identifier', async () => {
    const app = await startTestApp({ useRedis: true });
    const redis = new IORedis(process.env.TEST_REDIS_URL!);
    try {
      const marker = `marker-${Date.now()}`;
      await api(app)
        .post('/auth/v1/recover')
        .send({ email: `${marker}${'x'.repeat(300)}@example.com` });
      await api(app)
        .post('/auth/v1/recover')
        .send({ email: `${marker}@example.com` });
      await passwordGrant(app, `${marker}@example.com`, 'wrong');
      const keys = await redis.keys(`${app.config.queuePrefix}:rate:*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).not.toContain(marker);
        expect(key.length).toBeLessThan(200);
      }
    } finally {
      redis.disconnect();
      await app.close();
    }
  });

  it('count through the script by its hash, and keep counting after Redis forgets the script', async () => {
    const app = await startTestApp({ useRedis: true });
    const redis = new IORedis(process.env.TEST_REDIS_URL!);
    try {
      const limiter = app.app.get(RateLimiter);
      const client = (limiter as unknown as { redis: IORedis }).redis;
      const sent = jest.spyOn(client, 'sendCommand');
      const rule = { ...LOOKUP_BY_ID, name: `script-${Date.now()}`, limit: 2 };
      const blocked = async (key: string) => (await limiter.hit(rule, key)).blocked;
      expect([await blocked('a'), await blocked('a'), await blocked('a')]).toEqual([false, false, true]);
      await redis.script('FLUSH');
      // Redis answers NOSCRIPT once; the script is sent whole again, and the counts it kept still hold.
      expect([await blocked('a'), await blocked('b')]).toEqual([true, false]);
      // The whole script goes with the connection's first count and after the flush only.
      expect(sent.mock.calls.map(([command]) => command.name)).toEqual([
        'eval',
        ...Array<string>(3).fill('evalsha'),
        'eval',
        'evalsha',
      ]);
    } finally {
      redis.disconnect();
      await app.close();
    }
  });
});
