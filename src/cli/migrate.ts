import 'reflect-metadata';
import { AppConfig } from '@config/app-config';
import { InvalidEnvironmentError } from '@config/env.schema';
import { openDatabaseTarget } from '@database/database-target';
import { DirectoryLockedError } from '@database/directory-lock';
import { runMigrations } from '@database/run-migrations';

/** `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database). */
async function migrate(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const database = await openDatabaseTarget(config);
  try {
    const applied = await runMigrations(database);
    process.stdout.write(
      applied.length ? `Applied: ${applied.join(', ')}\n` : 'Nothing to apply: schema is up to date.\n',
    );
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof InvalidEnvironmentError || error instanceof DirectoryLockedError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
