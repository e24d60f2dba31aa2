import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDirectory } from './directory-lock';
import { EMBEDDED_TEMPLATE_DIR } from './embedded-template';
import { threadScript } from '@common/workers/thread-script';

export interface EmbeddedPostgres {
  url: string;
  /** The data folder was new and began as a copy of the build's migrated one (embedded-template.ts). */
  fromTemplate: boolean;
  stop(): Promise<void>;
}

/** What the thread (embedded-postgres-thread.ts) is given, and what it answers once it listens or failed. */
export interface EmbeddedPostgresThreadData {
  directory: string;
  port: number;
  /** Copied into a new data folder first (embedded-template.ts); null: PGlite creates the cluster. */
  template: string | null;
}
export type EmbeddedPostgresThreadReply = { address: string; fromTemplate: boolean } | { error: string };
export const STOP_MESSAGE = 'stop';

/**
 * Postgres's shared buffers, given at every start. The cluster's default (128 MB) is zeroed in
 * WebAssembly before the first query: 0.6 s of a start on this machine, and that much more resident
 * memory. An embedded database of a few megabytes needs a fraction of it (docs/performance.md,
 * start-up).
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * Real Postgres compiled to WASM, served on 127.0.0.1 so the ordinary `pg` driver and the
 * ordinary migrations work unchanged. Used when DATABASE_URL is unset (fresh machine, `npm run dev`).
 * It runs in a worker thread (embedded-postgres-thread.ts): started first, it gets ready while the
 * main thread loads the application (docs/performance.md, start-up), and its queries do not run on
 * the event loop.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  template: string | null = EMBEDDED_TEMPLATE_DIR,
): Promise<EmbeddedPostgres> {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  // One process per directory: PGlite has no locking of its own, and a second process writing the
  // same files loses transactions (a CLI beside `npm run dev`). Refused before anything is opened.
  const release = lockDirectory(directory);
  const { filename, execArgv } = threadScript(__filename, 'embedded-postgres-thread');
  const thread = new Worker(filename, {
    workerData: { directory, port, template } satisfies EmbeddedPostgresThreadData,
    execArgv,
  });
  try {
    const reply = await firstReply(thread);
    if ('error' in reply) throw new Error(`The embedded database did not start: ${reply.error}`);
    return {
      url: `postgres://postgres@${reply.address}/postgres?sslmode=disable`,
      fromTemplate: reply.fromTemplate,
      async stop() {
        try {
          const exited = once(thread, 'exit');
          thread.postMessage(STOP_MESSAGE);
          await exited;
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await thread.terminate();
    release();
    throw error;
  }
}

function firstReply(thread: Worker): Promise<EmbeddedPostgresThreadReply> {
  return new Promise((resolvePromise, reject) => {
    thread.once('message', resolvePromise);
    thread.once('error', reject);
    thread.once('exit', (code) =>
      reject(new Error(`The embedded database's thread ended (exit code ${code})`)),
    );
  });
}
