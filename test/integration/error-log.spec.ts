import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { InertiaService } from '@inertia/inertia.service';
import { JobQueue } from '@jobs/job-queue';
import { adminVisitor, sql } from '../support/auth-helpers';
import { describeWithDatabase, formPost, pageProps, startTestApp, TestApp } from '../support/test-app';
import { ProtocolFixturesModule } from './fixtures/protocol-fixtures.module';
import { RecordingProcessorsModule } from './fixtures/recording-processors.module';

type Payload = Record<string, unknown> & { metadata: Record<string, unknown> | null };

let lastOctet = 0;
const newAddress = () => `198.18.0.${(lastOctet = (lastOctet % 250) + 1)}`;

describeWithDatabase('error log', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ extraModules: [ProtocolFixturesModule, RecordingProcessorsModule] });
  });
  afterAll(() => app.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    request(app.app.getHttpServer())
      .post('/api/log-error')
      .set('X-Forwarded-For', newAddress())
      .set(headers)
      .send(body as object);

  /** Sends a report with a message of its own and returns what was stored. */
  async function stored(fields: Record<string, unknown>, storedMessage?: string): Promise<Payload> {
    const message = (fields.message as string | undefined) ?? `case ${randomUUID()}`;
    const response = await send({ error_type: 'error', ...fields, message });
    expect(response.status).toBe(202);
    const [row] = await sql<{ payload: Payload }>(
      app,
      `SELECT r.payload FROM error_log_reports r JOIN error_log_groups g ON g.id = r.group_id
        WHERE g.message = $1 ORDER BY r.created_at DESC LIMIT 1`,
      [storedMessage ?? (fields.message as string | undefined)?.slice(0, 1000) ?? message],
    );
    return row.payload;
  }

  describe('scrubbing and limits (the server never trusts the client)', () => {
    it.each([
      ['auth'],
      ['Authorization'],
      ['token'],
      ['accessToken'],
      ['refresh_token'],
      ['password'],
      ['newPassword'],
      ['client_secret'],
      ['bearer'],
      ['apiKey'],
      ['api_key'],
      ['API-KEY'],
      ['api key'],
      ['email'],
      ['userEmail'],
      ['phone'],
      ['phone_number'],
      ['ssn'],
    ])('drops the metadata key %j', async (key) => {
      const payload = await stored({ metadata: { [key]: 'sensitive', kept: 'visible' } });
      expect(payload.metadata).toEqual({ kept: 'visible' });
    });

    it('drops sensitive keys at any depth and keeps the rest', async () => {
      const payload = await stored({
        metadata: {
          user: { name: 'Ana', email: 'ana@example.com', profile: { password: 'p', city: 'Leeds' } },
        },
      });
      expect(payload.metadata).toEqual({ user: { name: 'Ana', profile: { city: 'Leeds' } } });
    });

    it('cuts arrays at 20 items, nested ones too', async () => {
      const items = Array.from({ length: 21 }, (_, index) => index);
      const payload = await stored({ metadata: { items, nested: { list: items } } });
      expect(payload.metadata).toEqual({ items: items.slice(0, 20), nested: { list: items.slice(0, 20) } });
    });

    it.each([
      ['message', 1000],
      ['stack_trace', 5000],
      ['url', 1000],
      ['user_agent', 500],
      ['error_name', 255],
      ['component_name', 255],
      ['component_file', 255],
    ])('keeps %s up to %i characters and cuts one more', async (field, limit) => {
      const value = (length: number) => (field === 'url' ? `/${'p'.repeat(length - 1)}` : 'x'.repeat(length));
      const exact = await stored({
        [field]: `${value(limit)}`,
        ...(field === 'message' && { message: `a${value(limit - 1)}` }),
      });
      expect(String(exact[field]).length).toBe(limit);
      const longer = await stored({
        [field]: value(limit + 1),
        ...(field === 'message' && { message: `b${value(limit)}` }),
      });
      expect(String(longer[field]).length).toBe(limit);
    });

    it.each(['user_id', 'session_id'])(
      'never takes %s from the body: an anonymous report cannot pin an error on a user',
      async (field) => {
        const row = await stored({ [field]: '6f1c1c1e-0000-4000-8000-000000000001' });
        expect(row[field]).toBeNull();
      },
    );

    it('keeps metadata that serialises to exactly 4000 characters and drops it at 4001', async () => {
      const overhead = JSON.stringify({ data: '' }).length;
      const fits = await stored({ metadata: { data: 'm'.repeat(4000 - overhead) } });
      expect(JSON.stringify(fits.metadata)).toHaveLength(4000);
      const tooBig = await stored({ metadata: { data: 'm'.repeat(4001 - overhead) } });
      expect(tooBig.metadata).toBeNull();
      expect(tooBig.metadata_dropped).toBe(true);
    });

    it('keeps the whole stored payload within 9500 characters', async () => {
      const payload = await stored({
        message: `total ${'m'.repeat(990)}`,
        stack_trace: 's'.repeat(5000),
        url: `/${'u'.repeat(999)}`,
        user_agent: 'a'.repeat(500),
        error_name: 'n'.repeat(255),
        component_name: 'c'.repeat(255),
        component_file: 'f'.repeat(255),
        session_id: 'i'.repeat(255),
        metadata: { data: 'd'.repeat(3900) },
      });
      expect(JSON.stringify(payload).length).toBeLessThanOrEqual(9500);
      expect(JSON.stringify(payload).length).toBeGreaterThan(9000);
      expect(String(payload.stack_trace).length).toBeLessThan(5000);
      expect(payload.metadata).toEqual({ data: 'd'.repeat(3900) });
    });

    it('masks bearer tokens, JWTs and email addresses inside message, stack, URL and metadata', async () => {
      const jwt =
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
      const id = randomUUID();
      const payload = await stored(
        {
          message: `Request failed for ana@example.com with Bearer abc.def-123 ${id}`,
          stack_trace: `Error: token ${jwt}\n    at fetch (app.js:1:1)`,
          url: '/reset-password?token=abc123&page=2#access_token=opaque123&refresh_token=xyz&tab=2',
          metadata: { note: `sent ${jwt}` },
        },
        `Request failed for [redacted email] with Bearer [redacted] ${id}`,
      );
      expect(payload.message).toMatch(/^Request failed for \[redacted email\] with Bearer \[redacted\]/);
      expect(payload.stack_trace).toBe('Error: token [redacted jwt]\n    at fetch (app.js:1:1)');
      expect(payload.url).toBe(
        '/reset-password?token=[redacted]&page=2#access_token=[redacted]&refresh_token=[redacted]&tab=2',
      );
      expect(payload.metadata).toEqual({ note: 'sent [redacted jwt]' });
    });
  });

  it('stores 5 reports of one error per window and counts the rest on its group', async () => {
    const message = `Cannot read properties of undefined ${randomUUID()}`;
    for (let i = 0; i < 6; i += 1) {
      const response = await send({ error_type: 'TypeError', message, url: `/page-${i % 2}?q=${i}` });
      expect(response.body).toEqual({ accepted: true, stored: i < 5 });
    }
    const [group] = await sql<{ id: string; count: number; affected_urls: string[]; status: string }>(
      app,
      'SELECT id, count, affected_urls, status FROM error_log_groups WHERE message = $1',
      [message],
    );
    expect(group).toMatchObject({ count: 6, affected_urls: ['/page-0', '/page-1'], status: 'open' });
    expect(await sql(app, 'SELECT id FROM error_log_reports WHERE group_id = $1', [group.id])).toHaveLength(
      5,
    );
    const [{ sum }] = await sql<{ sum: number }>(
      app,
      'SELECT sum(count)::int AS sum FROM error_log_hourly WHERE group_id = $1',
      [group.id],
    );
    expect(sum).toBe(6);
  });

  it.each([
    ['a string', '"just text"', 400],
    ['an array', '[{"error_type":"x","message":"y"}]', 400],
    ['cut-off JSON', '{"error_type": "x", "message":', 400],
  ])('answers %s with %i', async (_label, raw, status) => {
    const response = await request(app.app.getHttpServer())
      .post('/api/log-error')
      .set('Content-Type', 'application/json')
      .send(raw);
    expect(response.status).toBe(status);
  });

  it.each([
    [{ message: 'no type' }, 'error_type'],
    [{ error_type: 'x' }, 'message'],
    [{ error_type: 'x', message: 5 }, 'message'],
    [{ error_type: 'x', message: 'y', severity: 'fatal' }, 'severity'],
    [{ error_type: 'x', message: 'y', status_code: '500' }, 'status_code'],
    [{ error_type: 'x', message: 'y', status_code: 99 }, 'status_code'],
    [{ error_type: 'x', message: 'y', metadata: [1, 2] }, 'metadata'],
    [{ error_type: 'x', message: 'y', stack_trace: { lines: 3 } }, 'stack_trace'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('answers an unreadable body to a page route with 400 instead of trying to render a page', async () => {
    const response = await request(app.app.getHttpServer())
      .post('/contact')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(response.status).toBe(400);
  });

  it('stores text with NUL characters without them, instead of failing', async () => {
    const id = randomUUID();
    const payload = await stored(
      { message: `nul\u0000 ${id}`, metadata: { 'k\u0000ey': 'v\u0000alue' } },
      `nul ${id}`,
    );
    expect(payload.metadata).toEqual({ key: 'value' });
  });

  it('accepts only JSON (415 otherwise, so the 64 KB limit cannot be bypassed)', async () => {
    const response = await request(app.app.getHttpServer())
      .post('/api/log-error')
      .type('form')
      .send(`error_type=x&message=${'m'.repeat(100_000)}`);
    expect(response.status).toBe(415);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await send({ error_type: 'x', message: 'big', metadata: { data: 'x'.repeat(70_000) } });
    expect(response.status).toBe(413);
  });

  it('limits each IP address to 60 reports a minute', async () => {
    const fromOne = () =>
      request(app.app.getHttpServer())
        .post('/api/log-error')
        .set('X-Forwarded-For', '198.18.1.1')
        .send({ error_type: 'flood', message: 'flood' });
    for (let i = 0; i < 60; i += 1) expect((await fromOne()).status).toBe(202);
    const limited = await fromOne();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Other limits of the same address are counted apart (the memory store blocks per key).
    const contact = await request(app.app.getHttpServer())
      .post('/newsletter')
      .set('X-Forwarded-For', '198.18.1.1')
      .set('Accept', 'application/json')
      .send({ email: 'not-an-address' });
    expect(contact.status).not.toBe(429);
  });

  it('records unhandled server errors (requests and jobs) in the same store, scrubbed', async () => {
    const visitor = await app.visitor();
    expect((await visitor.agent.get('/__fixtures/boom?token=secret-value')).status).toBe(500);
    const [httpGroup] = await waitForGroup('server:http', 'database password is hunter2');
    expect(httpGroup).toMatchObject({
      severity: 'error',
      source: 'server',
      affected_urls: ['/__fixtures/boom'],
    });
    const [report] = await sql<{ payload: Payload }>(
      app,
      // Other test files hit /__fixtures/boom too: this one is the request with a query string.
      "SELECT payload FROM error_log_reports WHERE group_id = $1 AND payload->>'url' LIKE '%?token=%'",
      [httpGroup.id],
    );
    expect(report.payload.url).toBe('/__fixtures/boom?token=[redacted]');
    expect(report.payload.stack_trace).toContain('ProtocolFixturesController');

    await app.app
      .get(JobQueue)
      .enqueue('system/record', { label: 'doomed', failuresBeforeSuccess: 9 }, { attempts: 1 });
    const [jobGroup] = await waitForGroup('server:job', 'planned failure 1');
    expect(jobGroup.severity).toBe('error');
  });

  async function waitForGroup(type: string, message: string) {
    for (let i = 0; i < 100; i += 1) {
      const rows = await sql<{ id: string; severity: string; source: string; affected_urls: string[] }>(
        app,
        'SELECT id, severity, source, affected_urls FROM error_log_groups WHERE error_type = $1 AND message = $2',
        [type, message],
      );
      if (rows.length > 0) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${type} group for "${message}"`);
  }

  it('serves the running build and its route and redirect table', async () => {
    const { id } = app.app.get(InertiaService).build;
    const latest = await request(app.app.getHttpServer()).get('/builds/latest.json');
    expect(latest.body).toEqual({ id, timestamp: expect.any(String) });
    expect(latest.headers['cache-control']).toBe('no-store');
    const meta = await request(app.app.getHttpServer()).get(`/builds/meta/${id}.json`);
    expect(meta.body.id).toBe(id);
    expect(meta.body.routes).toEqual(
      expect.arrayContaining([
        { path: '/', component: 'content/home' },
        { path: '/about', component: 'content/page' },
        { path: '/hubspot', component: 'content/crm' },
        { path: '/help', component: 'content/help-index' },
      ]),
    );
    expect(meta.body.redirects).toContainEqual({
      from: '/services/optimization',
      to: '/services/revops',
      status: 301,
    });
    expect((await request(app.app.getHttpServer()).get('/builds/meta/not-this-build.json')).status).toBe(404);
  });

  it('lets an admin filter groups, see occurrences, resolve one (a new report reopens it) and export CSV', async () => {
    const admin = await adminVisitor(app);
    const message = `Chunk failed ${randomUUID()}`;
    for (let i = 0; i < 3; i += 1)
      await send({ error_type: 'ChunkLoadError', severity: 'critical', message, url: '/help' });
    const list = await pageProps(
      admin,
      `/admin/error-logs?filter[severity]=critical&q=${encodeURIComponent(message)}`,
    );
    expect(list.table.rows).toEqual([
      expect.objectContaining({
        message,
        count: 3,
        severity: 'critical',
        status: 'open',
        affectedUrls: ['/help'],
      }),
    ]);
    expect(
      (await pageProps(admin, `/admin/error-logs?filter[severity]=warning&q=${encodeURIComponent(message)}`))
        .table.total,
    ).toBe(0);
    const byPage = await pageProps(admin, '/admin/error-logs?q=%2Fhelp&filter[period]=24h');
    expect(byPage.table.rows.some((row: { message: string }) => row.message === message)).toBe(true);

    const handled = `Handled ${randomUUID()}`;
    await send({ error_type: 'handled', message: handled });
    const byType = await pageProps(admin, `/admin/error-logs?filter[type]=handled&per_page=100`);
    expect(byType.table.rows.map((row: { message: string }) => row.message)).toContain(handled);
    expect(byType.table.rows.every((row: { errorType: string }) => row.errorType === 'handled')).toBe(true);

    const id = list.table.rows[0].id as string;
    const detail = await pageProps(admin, `/admin/error-logs/${id}`);
    expect(detail.hourly).toHaveLength(7 * 24);
    expect(detail.hourly.reduce((sum: number, slot: { count: number }) => sum + slot.count, 0)).toBe(3);
    expect(detail.reports).toHaveLength(3);
    expect(detail.reports[0].payload).toMatchObject({ message, error_type: 'ChunkLoadError' });

    await formPost(admin, `/admin/error-logs/${id}/status`, { status: 'resolved' });
    expect((await pageProps(admin, `/admin/error-logs/${id}`)).group).toMatchObject({
      status: 'resolved',
      statusChangedBy: admin.email,
    });
    await send({ error_type: 'ChunkLoadError', message });
    expect((await pageProps(admin, `/admin/error-logs/${id}`)).group.status).toBe('open');
    const bad = await formPost(admin, `/admin/error-logs/${id}/status`, { status: 'deleted' }).set(
      'Accept',
      'application/json',
    );
    expect(bad.status).toBe(422);

    const csv = await admin.agent.get(`/admin/error-logs?q=${encodeURIComponent(message)}&format=csv`);
    expect(csv.text.split('\r\n')[0]).toBe(
      'Last seen,First seen,Severity,Type,Message,Source,Status,Count,Pages',
    );
    expect(csv.text).toContain(`,ChunkLoadError,${message},client,open,4,/help`);
  });
});

describeWithDatabase('error log with ERROR_LOG_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ERROR_LOG_TOKEN: 'report-token-123' } });
  });
  afterAll(() => app.close());

  it('needs the token in x-error-log-token', async () => {
    const post = () => request(app.app.getHttpServer()).post('/api/log-error');
    const body = { error_type: 'x', message: `with token ${randomUUID()}` };
    expect((await post().send(body)).status).toBe(401);
    expect((await post().set('x-error-log-token', 'report-token-12').send(body)).status).toBe(401);
    expect((await post().set('x-error-log-token', 'report-token-123').send(body)).status).toBe(202);
  });
});
