// First: a worker thread has its own module loader, and Node's compile cache must be enabled in it too.
import '../compile-cache';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { parentPort, workerData } from 'node:worker_threads';

import {
  EMBEDDED_SHARED_BUFFERS,
  STOP_MESSAGE,
  type EmbeddedPostgresThreadData,
  type EmbeddedPostgresThreadReply,
} from './embedded-postgres';
import { copyTemplateIfNew } from './embedded-template';

/**
 * PGlite and its socket server in a thread of their own (src/database/embedded-postgres.ts): the
 * database starts while the main thread loads the application, and its queries run beside the event
 * loop instead of on it.
 */
async function serve({ directory, port, template }: EmbeddedPostgresThreadData): Promise<void> {
  const fromTemplate = copyTemplateIfNew(directory, template);
  // No extensions: gen_random_uuid() is Postgres's own (migration 1763884800000), and loading
  // pgcrypto's files took 0.3 s of CPU at every start (docs/performance.md).
  const db = await PGlite.create(directory, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  // PGlite is one session: the pool holds a single connection (data-source-options). One more may be
  // open while the migration runner's connection is still closing; without it, the app's first
  // connection was refused and TypeORM logged an error and a retry on every start.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 2 });
  await server.start();
  parentPort!.on('message', (message) => {
    if (message !== STOP_MESSAGE) return;
    void server
      .stop()
      .then(() => db.close())
      .finally(() => parentPort!.close());
  });
  parentPort!.postMessage({
    address: server.getServerConn(),
    fromTemplate,
  } satisfies EmbeddedPostgresThreadReply);
}

serve(workerData as EmbeddedPostgresThreadData).catch((error: unknown) => {
  const reply: EmbeddedPostgresThreadReply = {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
  parentPort!.postMessage(reply);
  parentPort!.close();
});
