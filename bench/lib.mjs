/* global setTimeout */
/** What the benchmarks share: percentiles, admin page timings and a statement on the admin database (creating theirs). */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

export function summary(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
  };
}

/**
 * Deletes every Redis key a benchmark's app made under its queue prefix: finished analytics batches
 * and other jobs would otherwise stay in the shared Redis for good (no app is left to expire them).
 */
export async function dropQueueKeys(prefix) {
  if (!process.env.REDIS_URL) return;
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function onAdminDatabase(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The Inertia page object a server-rendered HTML page carries (for its `version`). */
export const pageObject = (html) =>
  JSON.parse(/<script data-page="app" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)[1]);

/**
 * How `npm start` runs the server, read from package.json so the benchmarks cannot drift from it: the
 * environment it sets (malloc arenas and thresholds) and Node's flags (heap sizes).
 */
function npmStart() {
  const script = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
  const words = script.split(' ');
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((pair) => pair.split('=')));
  const nodeArgs = words.slice(node + 1).filter((word) => word.startsWith('--'));
  return { env, nodeArgs };
}

/**
 * The production build in a process of its own, as `npm start` runs it (its environment and Node flags,
 * from package.json), then the benchmark's own flags: keys, seal and image cache in `dataDir`, plus
 * `env`. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles it (BENCH_STDOUT=1 shows what
 * `--trace-gc-nvp` prints); BENCH_SERVER_ENV='ANALYTICS_CAPTURE=off' adds settings (a side-by-side comparison).
 */
export async function spawnServer(port, dataDir, env) {
  const { spawn } = await import('node:child_process');
  const { join } = await import('node:path');
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const start = npmStart();
  return spawn(process.execPath, [...start.nodeArgs, ...nodeArgs, 'dist/server/src/main.js'], {
    stdio: ['ignore', process.env.BENCH_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      ...start.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_SECRET: 'bench-secret-bench-secret-bench-secret',
      APP_URL: `http://127.0.0.1:${port}`,
      AUTH_JWT_KEYS_FILE: join(dataDir, 'keys.json'),
      SIGNING_P12_FILE: join(dataDir, 'seal.p12'),
      IMAGE_CACHE_DIR: join(dataDir, 'image-cache'),
      ...env,
      ...Object.fromEntries(
        (process.env.BENCH_SERVER_ENV ?? '')
          .split(' ')
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      ),
    },
  });
}

/**
 * The production build in its own process (as `npm start` runs it) on a fresh database, migrated:
 * a load generator must not share an event loop with the server it measures. `stop()` ends the
 * process and drops the database. `env` adds settings for this run (e.g. TRUST_PROXY).
 */
export async function startProductionServer(name, env = {}) {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { createRequire } = await import('node:module');
  const { runMigrations } = createRequire(import.meta.url)('../dist/server/src/database/run-migrations');
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `crm_bench_${name}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await onAdminDatabase(adminUrl, `CREATE DATABASE "${database}"`);
  let app;
  const queuePrefix = `bench${name}${Date.now().toString(36)}`;
  const stop = async () => {
    app?.kill('SIGTERM');
    // Its last batches reach Redis as it shuts down: remove the keys after it has gone.
    if (app && app.exitCode === null && app.signalCode === null)
      await new Promise((resolve) => app.once('exit', resolve));
    await dropQueueKeys(queuePrefix);
    await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
  try {
    await runMigrations({ url: url.toString(), embedded: false });
    const dataDir = mkdtempSync(join(tmpdir(), `${name}-bench-`));
    const port = 4300 + Math.floor(Math.random() * 500);
    app = await spawnServer(port, dataDir, {
      DATABASE_URL: url.toString(),
      ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
      QUEUE_PREFIX: queuePrefix,
      ...env,
    });
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        if (attempt > 300) throw new Error('the app did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { base, stop, databaseUrl: url.toString(), pid: app.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * p50/p95/p99 of `requests` timed visits to an admin page as the signed-in admin (three unmeasured
 * first): Inertia visits (JSON), or the server-rendered first visit when the page is written `html:/path`.
 */
export async function timeAdminPage(base, page, { cookieHeader, version, requests }) {
  const html = page.startsWith('html:');
  const timings = [];
  for (let i = 0; i < requests + 3; i += 1) {
    const begin = performance.now();
    const response = await fetch(`${base}${page.replace(/^html:/, '')}`, {
      headers: html
        ? { Cookie: cookieHeader() }
        : { Cookie: cookieHeader(), 'X-Inertia': 'true', 'X-Inertia-Version': version },
    });
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    await response.text();
    if (i >= 3) timings.push(performance.now() - begin);
  }
  return summary(timings);
}

/**
 * A browser signed in on `base` through its sign-in form (`/login` for clients, `/admin-login` for
 * admins), having landed on the page it was sent to (which shows, and so clears, the "signed in"
 * message): `cookieHeader()` gives the Cookie header for later requests.
 */
export async function browserSession(base, loginPath, email, password) {
  const cookies = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${base}${loginPath}`));
  const signIn = await fetch(`${base}${loginPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      Cookie: cookieHeader(),
      'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN')),
    },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 303 && signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
  keep(signIn);
  const landing = await fetch(new URL(signIn.headers.get('location'), base), {
    headers: { Cookie: cookieHeader() },
    redirect: 'manual',
  });
  await landing.text();
  keep(landing);
  return { cookieHeader };
}

/**
 * A signed-in client's Cookie header on the production server: the account is made through the
 * application's AuthService in this process (same database), then signs in through /login.
 */
export async function clientCookie(server) {
  const { createRequire } = await import('node:module');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { AuthService } = createRequire(import.meta.url)('../dist/server/src/modules/auth/auth.service');
  const keys = mkdtempSync(join(tmpdir(), 'bench-keys-'));
  const local = await startInProcessApp(server.databaseUrl, { AUTH_JWT_KEYS_FILE: join(keys, 'keys.json') });
  const email = 'bench-client@example.com';
  const password = 'bench password 1234';
  try {
    await local.app.get(AuthService).createUser({ email, password, role: 'client', confirmed: true });
  } finally {
    await local.app.close();
  }
  return (await browserSession(server.base, '/login', email, password)).cookieHeader();
}

/** A browser session of a new admin on `base` (created through the app's AuthService). */
export async function adminSession(base, authService, email = 'bench-admin@example.com') {
  const password = 'bench password 1234';
  await authService.createUser({ email, password, role: 'admin', confirmed: true });
  return browserSession(base, '/admin-login', email, password);
}

/**
 * The application in this process (for benchmarks that reach into its services), built from the
 * compiled server exactly as production builds it, listening on a free port of 127.0.0.1.
 */
export async function startInProcessApp(databaseUrl, env = {}) {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const { createHttpApp } = require('../dist/server/src/app.factory');
  const { AppConfig } = require('../dist/server/src/config/app-config');
  const { parseEnv } = require('../dist/server/src/config/env.schema');
  const config = new AppConfig(
    parseEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATABASE_MIGRATE_ON_START: 'false',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret',
      APP_URL: 'http://127.0.0.1',
      ...env,
    }),
  );
  const app = await createHttpApp({ config, database: { url: databaseUrl, embedded: false } });
  await app.init();
  const server = app.getHttpServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { app, base: `http://127.0.0.1:${server.address().port}` };
}
