import './compile-cache';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppLogger, createRootLogger } from '@common/logging/app-logger';
import { AppConfig } from '@config/app-config';
import { InvalidEnvironmentError } from '@config/env.schema';
import { openDatabaseTarget } from '@database/database-target';
import { DirectoryLockedError } from '@database/directory-lock';
import { preloadSiteContent } from '@modules/content/preload';
import type * as RenderThread from '@inertia/render-thread';
import type * as Server from './server';

const logger = new Logger('Bootstrap');

async function main(): Promise<void> {
  const config = loadConfig();
  // Every line in one format from the first: Nest's default console logger would print the lines
  // written before the application exists (database, migrations) in its own.
  Logger.overrideLogger(new AppLogger(createRootLogger(config)));
  // The database first: without DATABASE_URL, PGlite starts in a thread of its own while this one
  // loads the application's modules below (start-up, docs/performance.md). Awaited in startServer.
  const database = openDatabaseTarget(config);
  database.catch(() => undefined);
  // The site's content is read in a thread too (checked before anything starts serving).
  const content = preloadSiteContent(config.contentDir);
  content.catch(() => undefined);
  // Then the render thread, which loads the SSR bundle before the first visitor asks (production).
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded once the threads above have begun */
  const { startRenderThread } = require('@inertia/render-thread') as typeof RenderThread;
  const cpu = startRenderThread(config);
  const { startServer } = require('./server') as typeof Server;
  /* eslint-enable @typescript-eslint/no-require-imports */
  await startServer(config, database, content, cpu);
}

function loadConfig(): AppConfig {
  try {
    return AppConfig.fromEnvironment();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      process.stderr.write(
        `${error.message}\nFix the variable(s) above (see .env.example) and start again.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof DirectoryLockedError ||
    (error instanceof Error && error.name === 'ContentValidationError')
  ) {
    // An editor's mistake or a second process, not a crash: say what to do, without a stack trace.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
