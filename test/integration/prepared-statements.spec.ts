import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { startEmbeddedPostgres } from '@database/embedded-postgres';
import { readColumns } from '@database/json-rows';
import { PreparedStatements } from '@database/prepared-statements';
import { isolatedDatabase } from '../support/test-services';
import { ContentService } from '@modules/content';
import { AgreementsService } from '@modules/signing';
import { Agreement } from '@modules/signing/entities/agreement.entity';
import { adminVisitor, createUser, PASSWORD, sql } from '../support/auth-helpers';
import { describeWithDatabase, formPost, startTestApp } from '../support/test-app';

/** A data source of one connection, so what one statement prepared the next one sees. */
async function oneConnection(url: string): Promise<DataSource> {
  return new DataSource({ type: 'postgres', url, extra: { max: 1 } }).initialize();
}

const poolOf = (dataSource: DataSource): Pool => (dataSource.driver as PostgresDriver).master as Pool;

const PREPARED = 'SELECT name, statement FROM pg_prepared_statements WHERE NOT from_sql ORDER BY name';

/**
 * The statements every signed-in page makes are prepared once per connection (issue 40): planning the
 * dashboard's took longer than running it. On embedded PGlite, whose one session outlives the
 * connections its socket accepts, they go unnamed.
 */
describeWithDatabase('prepared statements', () => {
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await isolatedDatabase('prepared_statements');
  });
  afterAll(() => database.drop());

  /** `work` on a new one-connection data source (so nothing is prepared yet), closed after. */
  async function onNewConnection(
    work: (dataSource: DataSource, target: { url: string; embedded: false }) => Promise<void>,
  ): Promise<void> {
    const dataSource = await oneConnection(database.url);
    try {
      await work(dataSource, { url: database.url, embedded: false });
    } finally {
      await dataSource.destroy();
    }
  }

  it('prepares a statement once per connection, named by its text, and reuses it', () =>
    onNewConnection(async (dataSource, target) => {
      const statements = new PreparedStatements(dataSource, target);
      const text = 'SELECT $1::int + 1 AS next';
      expect(await statements.query<{ next: number }>(text, [41])).toEqual([{ next: 42 }]);
      expect(await statements.query<{ next: number }>(text, [1])).toEqual([{ next: 2 }]);
      await statements.query('SELECT $1::text AS other', ['x']);

      const prepared = (await dataSource.query(PREPARED)) as Array<{ name: string; statement: string }>;
      expect(prepared.map((row) => row.statement).sort()).toEqual([
        'SELECT $1::int + 1 AS next',
        'SELECT $1::text AS other',
      ]);
      expect(prepared.every((row) => /^read_[\w-]{22}$/.test(row.name))).toBe(true);
      expect(new Set(prepared.map((row) => row.name)).size).toBe(2);
    }));

  it('sends statements unnamed when DATABASE_PREPARED_STATEMENTS is off', () =>
    onNewConnection(async (dataSource, target) => {
      const statements = new PreparedStatements(dataSource, { ...target, preparedStatements: false });
      expect(await statements.query('SELECT $1::int AS n', [3])).toEqual([{ n: 3 }]);
      expect(await dataSource.query(PREPARED)).toEqual([]);
    }));

  it('fails as TypeORM’s queries do, and a failed statement leaves the connection usable', () =>
    onNewConnection(async (dataSource, target) => {
      const statements = new PreparedStatements(dataSource, target);
      await expect(statements.query('SELECT * FROM no_such_table WHERE id = $1', [1])).rejects.toThrow(
        QueryFailedError,
      );
      await expect(statements.query('SELECT $1::int AS n', ['not a number'])).rejects.toThrow(
        QueryFailedError,
      );
      expect(await statements.query('SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
    }));
});

describeWithDatabase('the signed-in pages’ statements', () => {
  it('the session, the client home, a lesson and its visit, the dashboard and its badges, the signing page are prepared', async () => {
    // One connection, so every statement the pages made is in its list.
    const app = await startTestApp({ env: { DATABASE_POOL_SIZE: '1' } });
    try {
      const dataSource = app.app.get(DataSource);
      const client = await createUser(app, { role: 'client', confirmed: true });
      const learner = await app.visitor();
      await formPost(learner, '/login', { email: client.email, password: PASSWORD });
      await sql(
        app,
        `INSERT INTO training_grants (email, tier, note, granted_by) VALUES ($1, 'complete', '', 'admin@example.com')`,
        [client.email],
      );
      const lesson = app.app.get(ContentService).courses()[0].lessons[1];
      for (const path of ['/account', lesson.path])
        expect((await learner.agent.get(path).set('X-Inertia', 'true')).status).toBe(200);
      const admin = await adminVisitor(app);
      expect((await admin.agent.get('/admin').set('X-Inertia', 'true')).status).toBe(200);
      const [agreement] = await sql<{ id: string }>(
        app,
        `INSERT INTO agreements (code, template_version_id, title, variables, body, signer_name, signer_email, currency, status, sent_at)
         SELECT 'AGR-PREP0', id, 'Prepared', '{}', body, 'Dana', 'dana@example.com', 'EUR', 'sent', now()
           FROM agreement_template_versions LIMIT 1
         RETURNING id`,
      );
      const signer = await app.visitor();
      expect((await signer.agent.get(`/sign/${agreement.id}`).set('X-Inertia', 'true')).status).toBe(200);

      const prepared = ((await dataSource.query(PREPARED)) as Array<{ statement: string }>).map((row) =>
        row.statement.replace(/\s+/g, ' '),
      );
      for (const made of [
        /FROM auth_sessions s JOIN auth_users u/, // every signed-in request's session
        /AS "0\.\w+"/, // the client home's and the dashboard's combined reads
        /AS paid, .* AS grants, .* AS progress/, // a lesson's access and progress
        /INSERT INTO training_progress .* ON CONFLICT/, // the lesson's visit
        /AS leads, .* AS errors/, // the back office's unread badges
        /FROM agreements a WHERE a\.id = \$1/, // every signing page's agreement
      ])
        expect(prepared.some((statement) => made.test(statement))).toBe(true);
      expect(prepared.filter((statement) => /AS "0\.\w+"/.test(statement))).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});

describeWithDatabase('entities from a prepared statement', () => {
  it('are what TypeORM’s find makes of the same row: class, dates, numbers, json, transformers', async () => {
    const app = await startTestApp();
    try {
      const dataSource = app.app.get(DataSource);
      const [version] = await sql<{ id: string; body: string }>(
        app,
        'SELECT id, body FROM agreement_template_versions LIMIT 1',
      );
      const [{ id }] = await sql<{ id: string }>(
        app,
        `INSERT INTO agreements (code, template_version_id, title, variables, body, signer_name, signer_email,
           amount_minor, net_minor, tax_minor, tax_rate, fee_lines, currency, status, sent_at, viewed_at, created_at)
         VALUES ('AGR-PREP1', $1, 'Prepared', '{"company":"Northwind"}', $2, 'Dana', 'dana@example.com',
           120050, 100042, 20008, 20.00, '[{"description":"Fee","amountMinor":100042}]', 'EUR', 'viewed',
           now() - interval '1 day', '2026-11-27 10:11:12.345678+00', now())
         RETURNING id`,
        [version.id, version.body],
      );
      const found = await dataSource.getRepository(Agreement).findOneBy({ id });
      const statements = app.app.get(PreparedStatements);
      const text = `SELECT ${readColumns(dataSource, Agreement, 'a')} FROM agreements a WHERE a.id = $1`;
      const [made] = await statements.entities(Agreement, text, [id]);
      expect(Object.getPrototypeOf(made)).toBe(Agreement.prototype);
      expect(made).toEqual(found);
      expect(made).toMatchObject({ amountMinor: 120050, taxRate: 20, variables: { company: 'Northwind' } });
      expect(made.viewedAt).toEqual(new Date('2026-11-27T10:11:12.345Z'));
      expect(await statements.entities(Agreement, text, [randomUUID()])).toEqual([]);
      // The signing pages' lookup is that statement.
      const agreements = app.app.get(AgreementsService);
      expect(await agreements.find(id)).toEqual(found);
      expect(await agreements.find(randomUUID())).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('prepared statements on embedded PGlite', () => {
  const root = mkdtempSync(join(tmpdir(), 'prepared-embedded-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('go unnamed, so a new connection to the same session asks again without a clash', async () => {
    const embedded = await startEmbeddedPostgres(join(root, 'data'), 0);
    try {
      const text = 'SELECT $1::int * 2 AS twice';
      for (const round of [1, 2]) {
        // A new pool and connection each round: PGlite's session (and what it prepared) stays.
        const dataSource = await oneConnection(embedded.url);
        try {
          const statements = new PreparedStatements(dataSource, { url: embedded.url, embedded: true });
          expect(await statements.query(text, [round])).toEqual([{ twice: round * 2 }]);
          expect(await dataSource.query(PREPARED)).toEqual([]);
        } finally {
          await dataSource.destroy();
        }
      }
      // What naming would do there: the second connection's prepare finds the first one's statement.
      const first = await oneConnection(embedded.url);
      await poolOf(first).query({ name: 'clash', text, values: [1] });
      await first.destroy();
      const second = await oneConnection(embedded.url);
      try {
        await expect(poolOf(second).query({ name: 'clash', text, values: [1] })).rejects.toThrow(
          /already exists/,
        );
      } finally {
        await second.destroy();
      }
    } finally {
      await embedded.stop();
    }
  });
});
