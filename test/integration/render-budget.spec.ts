import request from 'supertest';
import { adminVisitor } from '../support/auth-helpers';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

/**
 * Issue #32: one client asking for made-up URLs (`/about?x=1`, `?x=2`…, `/no-such-page-1`…) gets each
 * page rendered, which the output cache cannot answer. Past its budget it is refused, while cached
 * pages and other clients are served as before.
 */
describeWithDatabase('render budget per client (issue #32)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { PAGE_RENDERS_PER_CLIENT_MINUTE: '4' } });
  });
  afterAll(() => app.close());

  const get = (path: string, address: string) =>
    request(app.app.getHttpServer()).get(path).set('X-Forwarded-For', address);

  it('refuses a client’s renders past its budget, with Retry-After, and still serves it cached pages', async () => {
    const attacker = '203.0.113.7';
    expect((await get('/about', attacker)).headers['x-cache']).toBe('MISS');
    // Stored off the event loop: wait until the page is answered from the cache.
    for (let tries = 0; (await get('/about', '203.0.113.99')).headers['x-cache'] !== 'HIT'; tries += 1)
      if (tries > 50) throw new Error('/about was never cached');
    for (const query of ['x=1', 'x=2', 'x=3'])
      expect((await get(`/about?${query}`, attacker)).status).toBe(200);
    const refused = await get('/about?x=4', attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('Wait a minute');
    expect((await get('/about', attacker)).headers['x-cache']).toBe('HIT');
    expect((await get('/about?x=4', '203.0.113.8')).status).toBe(200);
  });

  it('holds every anonymous render to it, error pages and junk cookies too; a signed-in visitor is not held', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 4; i += 1) expect((await get(`/about?y=${i}`, address)).status).toBe(200);
    expect((await get('/about?y=5', address)).status).toBe(429);
    // A cookie that signs nobody in makes the cache step aside, but the page is still held to the budget.
    expect((await get('/about?y=6', address).set('Cookie', 'crm-auth-token=expired')).status).toBe(429);

    const prober = '203.0.113.21';
    for (let i = 0; i < 4; i += 1) expect((await get(`/no-such-page-${i}`, prober)).status).toBe(404);
    expect((await get('/no-such-page-5', prober)).status).toBe(429);

    const admin = await adminVisitor(app);
    const signedIn = await admin.agent.get('/about?y=7').set('X-Forwarded-For', address);
    expect(signedIn.status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so fresh addresses in it share one budget', async () => {
    for (let i = 1; i <= 4; i += 1)
      expect((await get(`/about?z=${i}`, `2001:db8:1:2::${i}`)).status).toBe(200);
    expect((await get('/about?z=5', '2001:db8:1:2:ffff::5')).status).toBe(429);
    expect((await get('/about?z=6', '2001:db8:1:3::1')).status).toBe(200);
  });
});
