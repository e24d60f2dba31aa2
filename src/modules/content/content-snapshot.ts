import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SiteContent } from './content-loader';

/**
 * The build's read of the content (`npm run build` writes it after checking the content): a start
 * whose content and loader are the ones it was made from takes it instead of parsing the markdown
 * again in a thread, about half a second of CPU on a two-core host (docs/performance.md). Only node's
 * own modules here: main.ts reads it before any of the application's modules load.
 */
export const CONTENT_SNAPSHOT_FILE = 'dist/content-snapshot.bin';

interface ContentSnapshot {
  version: typeof SNAPSHOT_VERSION;
  /** The loader's code and its packages' manifests, relative to the working directory. */
  codeFiles: string[];
  digest: string;
  content: SiteContent;
}

const SNAPSHOT_VERSION = 1;

/**
 * Written by the build: the content read from `root`, keyed by the bytes of every file under `root`
 * and of `codeFiles` (the loader and what it loads: `loaderCodeFiles()` in a built process).
 */
export function writeContentSnapshot(
  root: string,
  content: SiteContent,
  codeFiles: string[],
  file = CONTENT_SNAPSHOT_FILE,
): void {
  const snapshot: ContentSnapshot = {
    version: SNAPSHOT_VERSION,
    codeFiles,
    digest: snapshotDigest(root, codeFiles),
    content,
  };
  writeFileSync(file, serialize(snapshot));
}

/**
 * The content the build read, if nothing it was read from has changed since (a content file edited,
 * added or removed, or the loader's code); null otherwise, or when there is no readable snapshot.
 */
export function readContentSnapshot(root: string, file = CONTENT_SNAPSHOT_FILE): SiteContent | null {
  let snapshot: ContentSnapshot;
  try {
    snapshot = deserialize(readFileSync(file)) as ContentSnapshot;
  } catch {
    return null; // missing, cut short or from another Node version: the thread reads the content
  }
  if (snapshot?.version !== SNAPSHOT_VERSION || !Array.isArray(snapshot.codeFiles)) return null;
  try {
    return snapshotDigest(root, snapshot.codeFiles) === snapshot.digest ? snapshot.content : null;
  } catch {
    return null; // a code file gone: another build
  }
}

/**
 * The files whose code shapes what the loader reads, as loaded in this (built, CommonJS) process:
 * the loader and our modules it requires, and for each package it loads, that package's manifest
 * (its version). Call after the loader has run.
 */
export function loaderCodeFiles(loaderFile = require.resolve('./content-loader')): string[] {
  const files = new Set<string>();
  const visit = (module: NodeJS.Module | undefined) => {
    if (!module) return;
    const packageRoot = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(module.filename);
    const file = packageRoot ? join(packageRoot[1], 'package.json') : module.filename;
    if (files.has(file)) return;
    files.add(file);
    if (!packageRoot) module.children.forEach(visit);
  };
  visit(require.cache[loaderFile]);
  return [...files].map((file) => relative(process.cwd(), file)).sort();
}

function snapshotDigest(root: string, codeFiles: string[]): string {
  const hash = createHash('sha256');
  for (const file of codeFiles) addFile(hash, `code:${file}`, file);
  for (const file of filesUnder(root)) addFile(hash, `content:${file}`, join(root, file));
  return hash.digest('hex');
}

function addFile(hash: Hash, name: string, file: string): void {
  const bytes = readFileSync(file);
  hash.update(`${name}\0${bytes.length}\0`).update(bytes);
}

/** Every file under `root`, as sorted paths relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
