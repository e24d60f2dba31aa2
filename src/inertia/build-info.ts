import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface BuildInfo {
  id: string;
  timestamp: string;
}

export const BUILD_INFO_FILE = 'dist/build.json';

/**
 * The running build's id: the asset version Inertia clients compare, and what /health reports.
 * Production builds write dist/build.json (see scripts/write-build-info.mjs); development uses a
 * per-boot id so a restarted dev server is noticed too.
 */
export function readBuildInfo(override: string | undefined, useBuildFile: boolean): BuildInfo {
  const file = resolve(BUILD_INFO_FILE);
  if (useBuildFile && existsSync(file)) {
    const info = JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
    return { id: override ?? info.id, timestamp: info.timestamp };
  }
  const now = new Date();
  return { id: override ?? `dev-${now.getTime().toString(36)}`, timestamp: now.toISOString() };
}
