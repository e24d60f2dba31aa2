import { Client } from 'pg';
import { adminDatabaseUrl, databaseUrlFor } from './test-services';

/**
 * Each integration test file gets a database of its own, copied from the run's migrated one (the
 * template global-setup made), and a Redis key prefix of its own: two files running at once on two
 * workers never see each other's settings, rows or queued jobs. global-teardown drops them all.
 */
const runId = process.env.TEST_RUN_ID;
let copies = 0;

async function copyOfTemplate(name: string, template: string): Promise<string> {
  const client = new Client({ connectionString: adminDatabaseUrl(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return databaseUrlFor(adminDatabaseUrl(), name);
      } catch (error) {
        // 55006: the template is being copied by another worker at this instant.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!runId || !process.env.TEST_DATABASE_URL) return;
  const name = `${runId}_w${process.env.JEST_WORKER_ID ?? 0}_${(copies += 1)}_${Date.now().toString(36)}`;
  process.env.TEST_DATABASE_URL = await copyOfTemplate(name, runId);
  process.env.TEST_QUEUE_PREFIX = name;
}, 60_000);
