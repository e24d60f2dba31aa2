import { adminDatabaseUrl, databasesNamedLike, deleteRedisKeys, dropDatabase } from './test-services';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  if (process.env.TEST_DATABASE_URL) {
    // Every test file's copy (test/support/suite-isolation.ts), then the template they were copied from.
    for (const copy of await databasesNamedLike(adminDatabaseUrl(), `${runId}_w%`))
      await dropDatabase(adminDatabaseUrl(), copy);
    await dropDatabase(adminDatabaseUrl(), runId);
  }
  if (process.env.TEST_REDIS_URL) await deleteRedisKeys(process.env.TEST_REDIS_URL, `${runId}*`);
}
