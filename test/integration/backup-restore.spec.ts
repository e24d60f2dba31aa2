import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  adminDatabaseUrl,
  createDatabase,
  dropDatabase,
  isCi,
  isolatedDatabase,
} from '../support/test-services';
import { describeWithDatabase, startTestApp } from '../support/test-app';

const hasPgTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;
if (!hasPgTools && isCi())
  throw new Error('pg_dump and pg_restore are needed for the backup test (CI=true: it must run).');
const describeWithTools = hasPgTools ? describeWithDatabase : describe.skip;

async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

const rowCounts = async (url: string) => {
  const tables = await query<{ name: string }>(
    url,
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const [counts] = await query<Record<string, number>>(
    url,
    `SELECT ${tables.map(({ name }) => `(SELECT count(*)::int FROM "${name}") AS "${name}"`).join(', ')}`,
  );
  return counts;
};

/** docs/deploy.md "Backups": the scripts an operator runs, run here against throwaway databases. */
describeWithTools('backup and restore (scripts/db-backup.sh, scripts/db-restore.sh)', () => {
  it('restores a backup into an empty database: every row, the migrations, a working app', async () => {
    const source = await isolatedDatabase('backup_source');
    const targetName = `${process.env.TEST_RUN_ID ?? 'crm_it'}_backup_target`;
    const target = await createDatabase(adminDatabaseUrl(), targetName);
    try {
      await query(
        source.url,
        `INSERT INTO contact_submissions (name, email, company, crm, topic, message, consented_at, source_path)
         VALUES ('Dana Whitfield', 'dana@example.com', 'Northwind', 'hubspot', 'migration', 'Backed up', now(), '/contact')`,
      );
      await query(
        source.url,
        `INSERT INTO site_settings (key, value) VALUES ('bookingUrl', '"https://cal.example/b"')`,
      );
      const file = join(mkdtempSync(join(tmpdir(), 'crm-backup-')), 'crm.dump');
      const written = execFileSync('sh', ['scripts/db-backup.sh', file], {
        env: { ...process.env, DATABASE_URL: source.url },
        encoding: 'utf8',
      });
      expect(written.trim()).toBe(file);

      const restored = execFileSync('sh', ['scripts/db-restore.sh', file], {
        env: { ...process.env, DATABASE_URL: target },
        encoding: 'utf8',
      });
      expect(restored).toMatch(/restored: \d+ migrations applied/);
      expect(await rowCounts(target)).toEqual(await rowCounts(source.url));
      expect(await query(target, 'SELECT name, email FROM contact_submissions')).toEqual([
        { name: 'Dana Whitfield', email: 'dana@example.com' },
      ]);
      // The signing evidence trigger came back too: the trail is still append-only.
      await expect(query(target, 'TRUNCATE agreement_events')).rejects.toThrow(/append-only/);

      // Restoring over a database that has tables is refused, so nothing is overwritten by mistake.
      const again = spawnSync('sh', ['scripts/db-restore.sh', file], {
        env: { ...process.env, DATABASE_URL: target },
        encoding: 'utf8',
      });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/refusing to restore/);

      // The app runs on the restored database, with its data.
      const app = await startTestApp({ env: { DATABASE_URL: target } });
      try {
        const book = await (await app.visitor()).agent.get('/book');
        expect(book.headers.location).toBe('https://cal.example/b');
      } finally {
        await app.close();
      }
    } finally {
      await source.drop();
      await dropDatabase(adminDatabaseUrl(), targetName);
    }
  });
});
