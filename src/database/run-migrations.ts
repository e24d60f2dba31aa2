import { Client } from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { allMigrations } from '../../migrations';
import { buildDataSourceOptions, DatabaseTarget } from './data-source-options';

/** Postgres's code for "relation does not exist": a database no migration has run on yet. */
const UNDEFINED_TABLE = '42P01';
/** As long as the application's own pool waits for a connection (data-source-options.ts). */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Applies pending migrations in their own short-lived connection; returns the names applied. Most
 * starts find none: one query that finds every migration recorded answers that, before TypeORM's
 * runner (a data source of its own and several catalogue queries: 0.2–0.55 s of a start on the
 * embedded database of a busy host, docs/performance.md).
 */
export async function runMigrations(target: DatabaseTarget): Promise<string[]> {
  if (await everyMigrationRecorded(target.url)) return [];
  const dataSource = new DataSource(buildDataSourceOptions(target));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/** Whether the migrations table names every migration of this build (as TypeORM names them). */
async function everyMigrationRecorded(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations');
    const recorded = new Set(rows.map((row) => row.name));
    return allMigrations.every((Migration) =>
      recorded.has((new Migration() as MigrationInterface).name || Migration.name),
    );
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return false;
    throw error;
  } finally {
    await client.end();
  }
}
