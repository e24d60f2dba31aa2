import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { BINDS_REQUEST_LOG } from '@common/logging/app-logger';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';
import { CpuRouteFixturesModule } from './fixtures/cpu-route-fixtures.module';

interface LogEntry {
  level: number;
  msg?: string;
  context?: string;
  reqId?: number;
  req?: { id: number; method: string; url: string; headers: Record<string, string> };
  res?: { statusCode: number };
}

/** Polls until `ready` holds (a request's line is written when its response has finished). */
async function eventually(ready: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !ready(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeWithDatabase('request logging', () => {
  const entries: LogEntry[] = [];
  let app: TestApp;
  const storageRuns = [
    jest.spyOn(AsyncLocalStorage.prototype, 'run'),
    jest.spyOn(AsyncLocalStorage.prototype, 'enterWith'),
  ];

  beforeAll(async () => {
    app = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      extraModules: [CpuRouteFixturesModule],
      logDestination: { write: (line: string) => void entries.push(JSON.parse(line) as LogEntry) },
    });
  });
  afterAll(async () => {
    await app.close();
    for (const spy of storageRuns) spy.mockRestore();
  });

  const requestLines = () => entries.filter((entry) => entry.req && entry.res);

  it('writes one line per request with method, URL, status and time, and a request id', async () => {
    const before = requestLines().length;
    await request(app.app.getHttpServer()).get('/login?next=%2Fadmin').set('Cookie', 'session=secret-value');
    await eventually(() => requestLines().length > before);
    const lines = requestLines().slice(before);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line.msg).toMatch(/^GET \/login\?next=%2Fadmin 200 in \d+ ms$/);
    expect(line.level).toBe(30);
    expect(typeof line.req?.id).toBe('number');
    expect(line.req?.headers.cookie).toBe('[Redacted]');
    expect(JSON.stringify(line)).not.toContain('secret-value');
  });

  it('leaves out health checks and built assets, and the query of a data-rights lookup', async () => {
    const server = app.app.getHttpServer();
    const before = requestLines().length;
    await request(server).get('/health');
    await request(server).get('/assets/no-such-file.js');
    await request(server).get('/admin/data-rights?email=dana%40example.com');
    await eventually(() => requestLines().length > before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = requestLines().slice(before);
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/admin\/data-rights\?… 302 in \d+ ms$/),
    ]);
    expect(JSON.stringify(lines)).not.toContain('dana');
  });

  it('redacts the one-time token of an email link in the URL, the parsed query and the Referer', async () => {
    const before = requestLines().length;
    await request(app.app.getHttpServer())
      .get('/auth/v1/verify?token=one-time-secret&type=signup')
      .set('Referer', `${app.config.appUrl}/auth/confirm?token_hash=hash-secret`);
    await eventually(() => requestLines().length > before);
    const [line] = requestLines().slice(before);
    expect(line.msg).toMatch(/^GET \/auth\/v1\/verify\?token=\[Redacted\]&type=signup \d{3} in \d+ ms$/);
    expect(JSON.stringify(line)).not.toMatch(/one-time-secret|hash-secret/);
  });

  it('logs an oversized or NUL-laden target as one parseable line, not an error', async () => {
    const server = app.app.getHttpServer();
    const before = requestLines().length;
    const long = await request(server).get(`/crm?q=${'x'.repeat(8000)}`);
    const nul = await request(server).get('/crm?q=%00%22%0A');
    expect(long.status).toBeLessThan(500);
    expect(nul.status).toBeLessThan(500);
    await eventually(() => requestLines().length >= before + 2);
    const lines = requestLines().slice(before);
    expect(lines).toHaveLength(2);
    expect(lines[0].req?.url).toHaveLength(`/crm?q=`.length + 8000);
    expect(lines[1].msg).toBe(
      `GET /crm?q=%00%22%0A ${nul.status} in ${/in (\d+) ms/.exec(lines[1].msg ?? '')?.[1]} ms`,
    );
  });

  it('gives every line logged while serving a request that request’s id on Node 24+; binds nothing before 24', async () => {
    if (!BINDS_REQUEST_LOG) return bindsNothingBeforeNode24(storageRuns);
    const before = entries.length;
    // A route whose handler fails: the error filter logs it while the request is served.
    await request(app.app.getHttpServer())
      .get('/__fixtures/cpu/undeclared')
      .set('Accept', 'application/json');
    await eventually(() => requestLines().length > 0 && entries.slice(before).some((entry) => entry.req));
    const lines = entries.slice(before);
    const requestLine = lines.find((entry) => entry.req?.url === '/__fixtures/cpu/undeclared')!;
    const errorLine = lines.find((entry) => entry.context === 'Errors')!;
    expect(requestLine.reqId).toBe(requestLine.req?.id);
    expect(errorLine.msg).toBe('Unhandled error while serving a request');
    expect(errorLine.reqId).toBe(requestLine.req?.id);
    // Outside a request a line carries no request id.
    const outside = entries.length;
    new Logger('Outside').log('between requests');
    expect(entries.slice(outside).map((entry) => entry.reqId)).toEqual([undefined]);
  });
});

/**
 * Before Node 24 AsyncLocalStorage switches on async hooks for the whole process (every request gets
 * slower), so production binds none there. (Outside production the expensive-route check binds one
 * per request: docs/security.md.)
 */
async function bindsNothingBeforeNode24(storageRuns: jest.SpyInstance[]): Promise<void> {
  const production = await startTestApp({
    env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), LOG_LEVEL: 'silent' },
  });
  try {
    const server = production.app.getHttpServer();
    // Jest binds its own when a test starts: count from here.
    for (const spy of storageRuns) spy.mockClear();
    await request(server).get('/');
    await request(server).get('/crm');
    await request(server).post('/contact').send({});
    for (const spy of storageRuns) expect(spy).not.toHaveBeenCalled();
  } finally {
    await production.close();
  }
}
