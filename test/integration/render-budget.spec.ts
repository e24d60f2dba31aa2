import request from 'supertest';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

/**
 * Issue #32: one client asking for made-up URLs (`/about?x=1`, `?x=2`…) gets each page rendered, which
 * the output cache cannot answer. Past its budget it is refused, while cached pages and other
 * clients are served as before.
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

  it('counts only anonymous pages the cache could not answer: a signed-in visitor’s pages are not refused', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 4; i += 1) await get(`/about?y=${i}`, address);
    expect((await get('/about?y=5', address)).status).toBe(429);
    // A request the cache never answers (a cookie other than the anonymous ones) is not held to the budget.
    const personal = await get('/about?y=6', address).set('Cookie', 'crm-auth-token=expired');
    expect(personal.status).toBe(200);
  });
});
