import { copyFileSync, cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCK_FILE } from './directory-lock';

/**
 * A data folder made by `npm run build` (src/cli/make-embedded-template.ts) with every migration
 * applied. A new data folder starts as a copy of it: PGlite's initdb and the migrations take seconds
 * (docs/performance.md, "Start-up"); a copy of the folder, a tenth of one.
 */
export const EMBEDDED_TEMPLATE_DIR = 'dist/embedded-postgres';

/** Postgres (and PGlite) take a folder holding this file for an existing cluster. */
const CLUSTER_MARKER = 'PG_VERSION';

/**
 * Copies the template into a new data folder (one without a cluster); false when the folder has a
 * cluster or there is no template (`npm run dev` before any build). The marker file is copied last:
 * a copy cut short leaves a folder without it, which the next start copies over again.
 */
export function copyTemplateIfNew(directory: string, template: string | null): boolean {
  if (!template || existsSync(join(directory, CLUSTER_MARKER))) return false;
  const source = resolve(template);
  if (!existsSync(join(source, CLUSTER_MARKER))) return false;
  const skipped = new Set([join(source, CLUSTER_MARKER), join(source, LOCK_FILE)]);
  // The lock is the starting process's own, already in the folder.
  cpSync(source, directory, { recursive: true, filter: (path) => !skipped.has(path) });
  copyFileSync(join(source, CLUSTER_MARKER), join(directory, CLUSTER_MARKER));
  return true;
}
