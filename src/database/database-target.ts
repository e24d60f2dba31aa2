import { Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DatabaseTarget } from './data-source-options';
import { startEmbeddedPostgres } from './embedded-postgres';
import { EMBEDDED_TEMPLATE_DIR } from './embedded-template';

export interface OpenedDatabaseTarget extends DatabaseTarget {
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PGlite started for this process. */
export async function openDatabaseTarget(config: AppConfig): Promise<OpenedDatabaseTarget> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      embedded: false,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
      close: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres(config.pgliteDataDir, config.pglitePort);
  const logger = new Logger('Database');
  logger.log(
    `DATABASE_URL is unset: using embedded PGlite (data in ${config.pgliteDataDir}) at ${embedded.url}`,
  );
  if (embedded.fromTemplate)
    logger.log(`New data folder: started from the build's migrated copy (${EMBEDDED_TEMPLATE_DIR})`);
  return { url: embedded.url, embedded: true, close: () => embedded.stop() };
}
