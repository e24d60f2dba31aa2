import { api } from '../support/auth-helpers';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/**
 * Finding #3: a password spray must not starve page rendering. Sign-ins from many addresses (as a
 * botnet would send them, so no per-IP limit applies) run beside page views; argon2 runs with
 * bounded concurrency, so pages keep being served. The p99 is printed, not asserted (timing).
 */
describeWithDatabase('a password spray beside page views', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** `/login` is rendered for every request (never from the output cache): it needs the CPU a spray takes. */
  async function pageTime(): Promise<number> {
    const started = performance.now();
    const res = await api(app).get('/login');
    expect(res.status).toBe(200);
    return performance.now() - started;
  }

  it('keeps serving pages through a spray of 480 sign-ins; each is answered 400 or 429, never an error', async () => {
    for (let i = 0; i < 5; i += 1) await pageTime();
    const quiet: number[] = [];
    for (let i = 0; i < 40; i += 1) quiet.push(await pageTime());
    const statuses: number[] = [];
    const sprayer = async (worker: number) => {
      for (let i = 0; i < 40; i += 1) {
        const res = await api(app)
          .post('/auth/v1/token?grant_type=password')
          .set('X-Forwarded-For', `10.${worker}.${i >> 8}.${i & 255}`)
          .send({ email: `spray-${worker}-${i}@example.com`, password: 'Winter2026!' });
        statuses.push(res.status);
      }
    };
    let spraying = true;
    const spray = Promise.all(Array.from({ length: 12 }, (_, worker) => sprayer(worker))).finally(() => {
      spraying = false;
    });
    // Page views for as long as the spray lasts, so the figures cover all of it.
    const busy: number[] = [];
    while (spraying) busy.push(await pageTime());
    await spray;
    expect(statuses).toHaveLength(480);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    console.log(
      `GET /login p50/p99 without a spray: ${percentile(quiet, 50).toFixed(1)}/${percentile(quiet, 99).toFixed(1)} ms (${quiet.length} views); ` +
        `during a spray of ${statuses.length} sign-ins from 12 clients: ` +
        `${percentile(busy, 50).toFixed(1)}/${percentile(busy, 99).toFixed(1)} ms (${busy.length} views)`,
    );
  }, 120_000);
});
