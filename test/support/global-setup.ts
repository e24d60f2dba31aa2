import { runMigrations } from '../../src/database/run-migrations';
import {
  adminDatabaseUrl,
  createDatabase,
  redisAnswers,
  redisUrl,
  serviceUnavailable,
  uniqueName,
} from './test-services';

/** One fresh database (migrated) and one Redis key prefix for this run, shared with the test workers via env. */
export default async function globalSetup(): Promise<void> {
  const runId = uniqueName('crm_it');
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_QUEUE_PREFIX = runId;

  try {
    const url = await createDatabase(adminDatabaseUrl(), runId);
    await runMigrations({ url, embedded: false });
    process.env.TEST_DATABASE_URL = url;
  } catch (error) {
    process.env.TEST_DATABASE_URL = serviceUnavailable(
      'Postgres',
      `${adminDatabaseUrl()}: ${(error as Error).message}`,
    );
  }

  process.env.TEST_REDIS_URL = (await redisAnswers(redisUrl()))
    ? redisUrl()
    : serviceUnavailable('Redis', redisUrl());
}
