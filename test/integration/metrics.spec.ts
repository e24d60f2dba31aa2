import request from 'supertest';
import { JobQueue } from '@jobs/job-queue';
import { RecordingProcessorsModule } from './fixtures/recording-processors.module';
import { describeWithDatabase, describeWithRedis, startTestApp, TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-for-the-tests';

/** One sample's value from the exposition text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describeWithDatabase('GET /metrics', () => {
  let app: TestApp;
  const scrape = (authorization?: string) => {
    const call = request(app.app.getHttpServer()).get('/metrics');
    return authorization ? call.set('Authorization', authorization) : call;
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN: TOKEN }, extraModules: [RecordingProcessorsModule] });
  });
  afterAll(() => app.close());

  it('needs the bearer token, and does not exist without one configured', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
    const without = await startTestApp();
    try {
      expect(
        (await request(without.app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`))
          .status,
      ).toBe(404);
    } finally {
      await without.close();
    }
  });

  it('counts requests by route pattern, and the output cache, in Prometheus text', async () => {
    const server = request(app.app.getHttpServer());
    const before = await scrape(`Bearer ${TOKEN}`);
    const count = (text: string) =>
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/crm/:category',
        status: '2xx',
      }) ?? 0;
    await server.get('/crm/marketing').set('Cookie', 'session=1');
    await server.get('/crm/marketing').set('Cookie', 'session=1');
    const after = await scrape(`Bearer ${TOKEN}`);
    expect(after.status).toBe(200);
    expect(after.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(count(after.text) - count(before.text)).toBe(2);
    expect(after.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(after.text, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/crm/:category',
        status: '2xx',
        le: '+Inf',
      }),
    ).toBe(count(after.text));
    // Raw paths never become labels: the series stay bounded.
    expect(after.text).not.toContain('route="/crm/marketing"');
    expect(sample(after.text, 'page_cache_requests_total', { result: 'miss' })).toBeGreaterThan(0);
    // First visits by server-rendering outcome: the miss above was rendered on the server.
    expect(sample(after.text, 'ssr_renders_total', { result: 'rendered' })).toBeGreaterThan(0);
    expect(sample(after.text, 'ssr_renders_total', { result: 'busy' })).toBe(0);
    expect(sample(after.text, 'ssr_renders_total', { result: 'failed' })).toBe(0);
    expect(after.text).toMatch(/^jobs_waiting\{queue="in-process",state="active"\} \d+$/m);
  });

  it('includes Node’s own metrics: CPU, heap, garbage collection and event-loop lag', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(sample(text, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('counts job outcomes: an attempt that failed, then the one that completed', async () => {
    const jobs = app.app.get(JobQueue) as JobQueue & { drain(): Promise<void> };
    const before = (await scrape(`Bearer ${TOKEN}`)).text;
    await jobs.enqueue('system/record', { label: 'metrics', failuresBeforeSuccess: 1 }, { backoffMs: 10 });
    await jobs.drain();
    const after = (await scrape(`Bearer ${TOKEN}`)).text;
    const delta = (outcome: string) =>
      (sample(after, 'jobs_total', { queue: 'system', job: 'record', outcome }) ?? 0) -
      (sample(before, 'jobs_total', { queue: 'system', job: 'record', outcome }) ?? 0);
    expect([delta('failed'), delta('completed'), delta('dead')]).toEqual([1, 1, 0]);
  });
});

describeWithRedis('GET /metrics with Redis', () => {
  it('reports BullMQ queue depths per queue and state', async () => {
    const app = await startTestApp({ env: { METRICS_TOKEN: TOKEN }, useRedis: true });
    try {
      const text = (
        await request(app.app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)
      ).text;
      expect(text).toMatch(/^jobs_waiting\{queue="mail",state="waiting"\} \d+$/m);
      expect(text).toMatch(/^jobs_waiting\{queue="mail",state="failed"\} \d+$/m);
    } finally {
      await app.close();
    }
  });
});
