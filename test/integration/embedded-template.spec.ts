import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { allMigrations } from '../../migrations';
import { EMBEDDED_SHARED_BUFFERS, startEmbeddedPostgres } from '@database/embedded-postgres';
import { EMBEDDED_TEMPLATE_DIR } from '@database/embedded-template';
import { runMigrations } from '@database/run-migrations';

/** The rows of one query, on a connection of its own. */
async function rowsOf<Row extends object>(url: string, sql: string): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The columns of every table in the public schema, as one comparable list. */
async function schemaOf(url: string): Promise<string[]> {
  const rows = await rowsOf<{ line: string }>(
    url,
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable AS line
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`,
  );
  return rows.map((row) => row.line);
}

/** The extensions a database has, and whether it makes a UUID (every table's id default). */
async function uuidsOf(url: string): Promise<{ extensions: string[]; uuid: boolean }> {
  const [row] = await rowsOf<{ extensions: string[]; uuid: boolean }>(
    url,
    `SELECT array(SELECT extname::text FROM pg_extension ORDER BY 1) AS extensions,
            gen_random_uuid()::text ~ '^[0-9a-f-]{36}$' AS uuid`,
  );
  return row;
}

async function sharedBuffersOf(url: string): Promise<string> {
  const [row] = await rowsOf<{ shared_buffers: string }>(url, 'SHOW shared_buffers');
  return row.shared_buffers;
}

/**
 * `npm run build` makes a migrated embedded database (src/cli/make-embedded-template.ts); a new data
 * folder starts as a copy of it instead of running initdb and every migration (7 s → 3 s to a first
 * answer, docs/performance.md). The copy must be the same database the migrations make.
 */
describe('the embedded database template', () => {
  const root = mkdtempSync(join(tmpdir(), 'embedded-template-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('was made by the build, and a new folder copied from it holds what every migration makes', async () => {
    expect(existsSync(join(EMBEDDED_TEMPLATE_DIR, 'PG_VERSION'))).toBe(true);

    const copied = await startEmbeddedPostgres(join(root, 'copied'), 0);
    let copiedSchema: string[];
    try {
      expect(copied.fromTemplate).toBe(true);
      // Nothing left to apply: the template holds every migration of this build, which one query
      // finds (TypeORM's runner and its data source are not started).
      const runner = jest.spyOn(DataSource.prototype, 'initialize');
      expect(await runMigrations({ url: copied.url, embedded: true })).toEqual([]);
      expect(runner).not.toHaveBeenCalled();
      runner.mockRestore();
      copiedSchema = await schemaOf(copied.url);
      // Not the cluster's 128 MB, zeroed at every start (0.6 s and 115 MB of memory).
      expect(await sharedBuffersOf(copied.url)).toBe(EMBEDDED_SHARED_BUFFERS);
      // PGlite starts without pgcrypto's files: the ids come from Postgres's own gen_random_uuid().
      expect((await uuidsOf(copied.url)).uuid).toBe(true);
    } finally {
      await copied.stop();
    }

    const created = await startEmbeddedPostgres(join(root, 'created'), 0, null);
    try {
      expect(created.fromTemplate).toBe(false);
      const runner = jest.spyOn(DataSource.prototype, 'initialize');
      const applied = await runMigrations({ url: created.url, embedded: true });
      expect(runner).toHaveBeenCalledTimes(1);
      runner.mockRestore();
      expect(applied).toHaveLength(allMigrations.length);
      expect(copiedSchema).toEqual(await schemaOf(created.url));
      expect(copiedSchema.length).toBeGreaterThan(100);
      expect(await sharedBuffersOf(created.url)).toBe(EMBEDDED_SHARED_BUFFERS);
      // Migration 1763884800000 asks for pgcrypto only before Postgres 13.
      expect(await uuidsOf(created.url)).toEqual({ extensions: ['plpgsql'], uuid: true });
    } finally {
      await created.stop();
    }
  }, 120_000);
});
