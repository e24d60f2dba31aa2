import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { AppConfig } from '@config/app-config';
import { InvalidEnvironmentError } from '@config/env.schema';
import { openDatabaseTarget } from '@database/database-target';
import { DirectoryLockedError } from '@database/directory-lock';
import { runMigrations } from '@database/run-migrations';
import { readBuildInfo } from '@inertia/build-info';
import { BuiltFrontendAssets } from '@inertia/frontend-assets';
import { AuthError, AuthService } from '@modules/auth';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com';

/**
 * `npm run admin:create -- --email you@example.com`: creates the admin (or promotes an existing
 * user) and prints a one-time link that confirms the account and lets them choose a password.
 */
async function createAdmin(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  if (!values.email) throw new UsageError(USAGE);
  const config = AppConfig.fromEnvironment(undefined, { WORKERS: 'off' });
  const database = await openDatabaseTarget(config);
  try {
    if (config.migrateOnStart) await runMigrations(database);
    const context = await NestFactory.createApplicationContext(
      AppModule.register({
        config,
        database,
        frontend: new BuiltFrontendAssets(),
        build: readBuildInfo(undefined, false),
      }),
      { logger: ['error', 'warn'] },
    );
    try {
      const { user, link, created } = await context.get(AuthService).inviteAdmin(values.email);
      process.stdout.write(
        `${created ? 'Created' : 'Promoted'} admin ${user.email}.\n` +
          'Open this link within 24 hours to confirm the account and choose a password (it works once):\n\n' +
          `  ${link}\n\n`,
      );
    } finally {
      await context.close();
    }
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

createAdmin().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof InvalidEnvironmentError ||
    error instanceof DirectoryLockedError;
  const message =
    error instanceof AuthError
      ? error.msg
      : known
        ? (error as Error).message
        : String((error as Error)?.stack ?? error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
