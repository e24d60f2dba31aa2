import 'reflect-metadata';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { startEmbeddedPostgres } from '@database/embedded-postgres';
import { EMBEDDED_TEMPLATE_DIR } from '@database/embedded-template';
import { runMigrations } from '@database/run-migrations';

/**
 * A step of `npm run build`: an embedded database with every migration applied, which a new data
 * folder then starts as a copy of (src/database/embedded-postgres.ts). Made in a folder beside the
 * target and renamed into place, so a build cut short never leaves half a template.
 */
async function makeTemplate(): Promise<void> {
  const target = resolve(EMBEDDED_TEMPLATE_DIR);
  mkdirSync(dirname(target), { recursive: true });
  const work = mkdtempSync(`${target}.new-`);
  try {
    const database = await startEmbeddedPostgres(work, 0, null);
    let applied: string[];
    try {
      applied = await runMigrations({ url: database.url, embedded: true });
    } finally {
      await database.stop();
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(work, target);
    process.stdout.write(
      `embedded database template: ${applied.length} migrations (${EMBEDDED_TEMPLATE_DIR})\n`,
    );
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

makeTemplate().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
