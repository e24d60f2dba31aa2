import type { DestinationStream } from 'pino';
import { DynamicModule, Type } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { createHttpApp } from '../../src/app.factory';
import type { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { parseEnv } from '@config/env.schema';
import { CSRF_COOKIE, HOST_CSRF_COOKIE } from '@common/security/csrf';
import { CookieAccessInfo, type CookieJar } from 'cookiejar';

export const hasDatabase = (): boolean => Boolean(process.env.TEST_DATABASE_URL);
export const hasRedis = (): boolean => Boolean(process.env.TEST_REDIS_URL);
/** `describeWithDatabase(...)`: skipped (with the global-setup warning) only outside CI. */
export const describeWithDatabase = hasDatabase() ? describe : describe.skip;
export const describeWithRedis = hasDatabase() && hasRedis() ? describe : describe.skip;

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** A cookie-keeping client, like one browser, with the CSRF token its first visit received. */
  visitor(): Promise<Visitor>;
  /** Absolute URL on the test server, as a browser would send in Referer. */
  url(path: string): string;
  close(): Promise<void>;
}

export interface Visitor {
  agent: TestAgent;
  csrf: string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  useRedis?: boolean;
  extraModules?: Array<Type | DynamicModule>;
  /** Log lines go here instead of stdout (set LOG_LEVEL in env to see them). */
  logDestination?: DestinationStream;
  /** Listen here (APP_URL set to match): for flows where another server sends a browser back to us. */
  port?: number;
  /** A CPU pool made before the application, as main.ts makes production's. */
  cpu?: CpuPool;
}

/** The real application (same factory as production) on this run's database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    QUEUE_PREFIX: process.env.TEST_QUEUE_PREFIX,
    DATABASE_MIGRATE_ON_START: 'false',
    // The tests play many clients from one machine, as a proxy on loopback would report them.
    TRUST_PROXY: 'loopback',
    // Many pages from one address; the budget's own test sets a small one.
    PAGE_RENDERS_PER_CLIENT_MINUTE: '1000000',
    // Tests that count queries or write rows directly expect every request to read its session;
    // live-session-cache.spec.ts turns the cache on.
    AUTH_SESSION_CACHE: 'off',
    ...(options.useRedis && { REDIS_URL: process.env.TEST_REDIS_URL }),
    ...(options.port && { APP_URL: `http://127.0.0.1:${options.port}` }),
    ...options.env,
  };
  const config = new AppConfig(parseEnv(env));
  const app = await createHttpApp({
    config,
    database: {
      url: config.databaseUrl ?? '',
      embedded: false,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
    },
    extraModules: options.extraModules,
    logDestination: options.logDestination,
    cpu: options.cpu,
  });
  await app.init();
  const server = app.getHttpServer();
  // supertest listens on an ephemeral port per request unless the server already listens.
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    app,
    config,
    visitor: async () => {
      const agent = request.agent(server);
      // Any page gives a token cookie; the sign-in page is a small one.
      const first = await agent.get('/login');
      const csrf =
        cookieValue(first.headers['set-cookie'], CSRF_COOKIE) ??
        cookieValue(first.headers['set-cookie'], HOST_CSRF_COOKIE);
      if (!csrf) throw new Error('The first visit did not receive an XSRF-TOKEN cookie');
      return { agent, csrf };
    },
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => app.close(),
  };
}

export function cookieValue(setCookie: string[] | string | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = list.find((cookie) => cookie.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0]) : undefined;
}

/** The page object embedded in a first-visit HTML response. */
export function pageFromHtml(html: string): {
  component: string;
  props: Record<string, unknown>;
  url: string;
  version: string;
  flash: Record<string, unknown>;
} {
  const match = /<script data-page="app" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('No page object in the HTML');
  return JSON.parse(match[1]);
}

/** A form post from the visitor's browser (with its CSRF header). */
export function formPost(visitor: Visitor, path: string, body: object = {}) {
  return visitor.agent.post(path).set('X-XSRF-TOKEN', currentCsrf(visitor)).send(body);
}

/**
 * The browser's CSRF token now: the one in its cookie jar, which a sign-in or sign-out replaces
 * (tokens are bound to the session), else the one its first visit received.
 */
export function currentCsrf(visitor: Visitor): string {
  const jar = (visitor.agent as unknown as { jar: CookieJar }).jar;
  const cookie =
    jar.getCookie(CSRF_COOKIE, CookieAccessInfo.All) ?? jar.getCookie(HOST_CSRF_COOKIE, CookieAccessInfo.All);
  return cookie?.value ?? visitor.csrf;
}

/** The Cookie header a browser with this visitor's jar sends (for requests made outside supertest). */
export function cookieHeader(visitor: Visitor): string {
  const jar = (visitor.agent as unknown as { jar: CookieJar }).jar;
  return jar
    .getCookies(CookieAccessInfo.All)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** The props of a page, as an Inertia visit sees them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page props are checked field by field
export async function pageProps(visitor: Visitor, path: string): Promise<Record<string, any>> {
  const response = await visitor.agent.get(path).set({ 'X-Inertia': 'true' });
  if (response.status !== 200)
    throw new Error(
      `GET ${path} answered ${response.status}: ${JSON.stringify(response.body.props?.message ?? response.body).slice(0, 300)}`,
    );
  return response.body.props;
}

/** A TCP port nobody listens on right now (for a server whose own address must be known before it starts). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
