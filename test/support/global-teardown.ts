import { adminDatabaseUrl, deleteRedisKeys, dropDatabase } from './test-services';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  if (process.env.TEST_DATABASE_URL) await dropDatabase(adminDatabaseUrl(), runId);
  if (process.env.TEST_REDIS_URL) await deleteRedisKeys(process.env.TEST_REDIS_URL, runId);
}
