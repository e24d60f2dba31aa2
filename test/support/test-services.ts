import { Client } from 'pg';
import IORedis from 'ioredis';
import { runMigrations } from '../../src/database/run-migrations';

/**
 * Where the integration and browser tests find Postgres and Redis. Each run creates its own
 * database (and Redis key prefix) and removes it afterwards; nothing else is touched.
 * With CI=true a missing service fails the run; locally the affected tests are skipped with a warning.
 */
export const isCi = (): boolean => process.env.CI === 'true';

export function adminDatabaseUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function redisUrl(): string {
  return process.env.REDIS_URL || 'redis://127.0.0.1:6379';
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function createDatabase(adminUrl: string, database: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return databaseUrlFor(adminUrl, database);
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function databasesNamedLike(adminUrl: string, pattern: string): Promise<string[]> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [pattern],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new IORedis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Deletes the keys a test run created under its own prefix. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new IORedis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export function serviceUnavailable(service: string, detail: string): string {
  const message = `${service} is not reachable (${detail}).`;
  if (isCi()) throw new Error(`${message} CI=true: tests that need ${service} must run, so the run fails.`);
  console.warn(
    `\n⚠ ${message} Tests that need ${service} are SKIPPED. Start it, or set the URL, to run them.\n`,
  );
  return '';
}

/**
 * A database of its own (migrated) for tests that need to know every row in it, e.g. "the last
 * admin" or "this address appears nowhere else". Dropped by `drop()`.
 */
export async function isolatedDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${process.env.TEST_RUN_ID ?? uniqueName('crm_it')}_${label}`;
  const url = await createDatabase(adminDatabaseUrl(), name);
  await runMigrations({ url, embedded: false });
  return { url, drop: () => dropDatabase(adminDatabaseUrl(), name) };
}
