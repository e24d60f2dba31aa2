import { DataSource } from 'typeorm';
import { buildDataSourceOptions, DatabaseTarget } from './data-source-options';

/** Applies pending migrations in their own short-lived connection; returns the names applied. */
export async function runMigrations(target: DatabaseTarget): Promise<string[]> {
  const dataSource = new DataSource(buildDataSourceOptions(target));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
