import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createHttpApp } from './app.factory';
import { AppModule } from './app.module';
import { AppLogger, createRootLogger } from '@common/logging/app-logger';
import type { CpuPool } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import type { OpenedDatabaseTarget } from '@database/database-target';
import { runMigrations } from '@database/run-migrations';
import { readBuildInfo } from '@inertia/build-info';
import { BuiltFrontendAssets } from '@inertia/frontend-assets';

const logger = new Logger('Bootstrap');

/**
 * The application itself: loaded by main.ts once the database has begun to start (loading these
 * modules is most of the start-up, and the embedded database gets ready in its thread meanwhile).
 */
export async function startServer(
  config: AppConfig,
  opening: Promise<OpenedDatabaseTarget>,
  contentRead: Promise<void>,
  cpu?: CpuPool,
): Promise<void> {
  // Checked before the application starts, so an editor's mistake is reported alone and at once.
  await contentRead;
  const database = await opening;
  if (config.migrateOnStart) {
    const applied = await runMigrations(database);
    logger.log(
      applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date',
    );
  }

  const closers: Array<() => Promise<unknown>> = [];
  if (config.servesHttp) {
    const vite = config.isDevelopment ? await startViteDevServer() : undefined;
    const app = await createHttpApp({ config, database, vite, cpu });
    await app.listen(config.port, config.host);
    warnOnPlainHttp(config);
    logger.log(
      `Listening on http://${config.host}:${config.port} (${config.nodeEnv}, workers: ${config.workers})`,
    );
    closers.push(() => app.close());
    if (vite) closers.push(() => vite.close());
  } else {
    // WORKERS=only: the same modules and processors, no HTTP server.
    const build = readBuildInfo(config.buildIdOverride, true);
    const context = await NestFactory.createApplicationContext(
      AppModule.register({ config, database, frontend: new BuiltFrontendAssets(), build }),
      { bufferLogs: true },
    );
    context.useLogger(new AppLogger(createRootLogger(config)));
    await context.init();
    logger.log('Worker-only process started (WORKERS=only): consuming background jobs, no HTTP');
    closers.push(() => context.close());
  }
  closers.push(() => database.close());
  shutDownOnSignal(closers);
}

/** Production over plain HTTP is fine on this machine (a local check), not for visitors elsewhere. */
function warnOnPlainHttp(config: AppConfig): void {
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(config.host);
  if (config.isProduction && !config.servesHttps && !loopback) {
    logger.warn(
      `Production is served over plain HTTP (APP_URL=${config.appUrl}): cookies are not Secure and there is no HSTS. Put it behind HTTPS and set APP_URL=https://…`,
    );
  }
}

async function startViteDevServer() {
  // Vite is a development dependency: loaded only here, never in production.
  const { createServer } = await import('vite');
  // The module runner loads vite.config.ts as the ES module it is (this package is CommonJS).
  return createServer({ server: { middlewareMode: true }, appType: 'custom', configLoader: 'runner' });
}

function shutDownOnSignal(closers: Array<() => Promise<unknown>>): void {
  let closing = false;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: shutting down`);
    for (const close of closers) await close().catch((error: unknown) => logger.error(error));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
}
