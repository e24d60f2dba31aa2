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

  async function pageTimes(count: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const res = await api(app).get('/');
      expect(res.status).toBe(200);
      times.push(performance.now() - started);
    }
    return times;
  }

  it('keeps serving pages; every sign-in is answered with 400 or 429, never an error', async () => {
    await pageTimes(5);
    const quiet = await pageTimes(40);
    const statuses: number[] = [];
    let spraying = true;
    const sprayer = async (worker: number) => {
      for (let i = 0; spraying && i < 60; i += 1) {
        const res = await api(app)
          .post('/auth/v1/token?grant_type=password')
          .set('X-Forwarded-For', `10.${worker}.${i >> 8}.${i & 255}`)
          .send({ email: `spray-${worker}-${i}@example.com`, password: 'Winter2026!' });
        statuses.push(res.status);
      }
    };
    const spray = Promise.all(Array.from({ length: 12 }, (_, worker) => sprayer(worker)));
    const busy = await pageTimes(40);
    spraying = false;
    await spray;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    console.log(
      `GET / p50/p99 without a spray: ${percentile(quiet, 50).toFixed(1)}/${percentile(quiet, 99).toFixed(1)} ms; ` +
        `during a spray of ${statuses.length} sign-ins from 12 clients: ` +
        `${percentile(busy, 50).toFixed(1)}/${percentile(busy, 99).toFixed(1)} ms`,
    );
  });
});
