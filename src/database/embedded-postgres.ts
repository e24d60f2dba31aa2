import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDirectory } from './directory-lock';
import type { EmbeddedPostgresThreadData, EmbeddedPostgresThreadReply } from './embedded-postgres-thread';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Same value as the thread's STOP_MESSAGE (not imported: that module starts the database when loaded). */
const STOP_MESSAGE = 'stop';

/**
 * Real Postgres compiled to WASM, served on 127.0.0.1 so the ordinary `pg` driver and the
 * ordinary migrations work unchanged. Used when DATABASE_URL is unset (fresh machine, `npm run dev`).
 * It runs in a worker thread (embedded-postgres-thread.ts): started first, it gets ready while the
 * main thread loads the application (docs/performance.md, start-up), and its queries do not run on
 * the event loop.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedPostgres> {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  // One process per directory: PGlite has no locking of its own, and a second process writing the
  // same files loses transactions (a CLI beside `npm run dev`). Refused before anything is opened.
  const release = lockDirectory(directory);
  // Under Jest the sources are TypeScript: the thread loads them through tsx (a dev dependency).
  const typescript = extname(__filename) === '.ts';
  const thread = new Worker(join(__dirname, `embedded-postgres-thread${extname(__filename)}`), {
    workerData: { directory, port } satisfies EmbeddedPostgresThreadData,
    execArgv: typescript ? ['--import', 'tsx'] : [],
  });
  try {
    const reply = await firstReply(thread);
    if ('error' in reply) throw new Error(`The embedded database did not start: ${reply.error}`);
    return {
      url: `postgres://postgres@${reply.address}/postgres?sslmode=disable`,
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
