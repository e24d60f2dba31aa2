import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDirectory } from './directory-lock';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Real Postgres compiled to WASM, served on 127.0.0.1 so the ordinary `pg` driver and the
 * ordinary migrations work unchanged. Used when DATABASE_URL is unset (fresh machine, `npm run dev`).
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedPostgres> {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  // One process per directory: PGlite has no locking of its own, and a second process writing the
  // same files loses transactions (a CLI beside `npm run dev`). Refused before anything is opened.
  const release = lockDirectory(directory);
  try {
    // The contrib entry's types are ESM-only; a dynamic import loads it from CommonJS too.
    const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
    const db = await PGlite.create(directory, { extensions: { pgcrypto } });
    // PGlite is one session: the pool holds a single connection (data-source-options). One more may be
    // open while the migration runner's connection is still closing; without it, the app's first
    // connection was refused and TypeORM logged an error and a retry on every start.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 2 });
    await server.start();
    const address = server.getServerConn();
    return {
      url: `postgres://postgres@${address}/postgres?sslmode=disable`,
      async stop() {
        try {
          await server.stop();
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
