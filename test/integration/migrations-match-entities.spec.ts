import { DataSource, type DataSourceOptions } from 'typeorm';
import { isolatedDatabase } from '../support/test-services';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

/**
 * What TypeORM's schema builder would change in a column: a table or column added or dropped, a
 * type or nullability changed. Indexes, foreign keys, checks and defaults are the migrations' alone
 * (the entities do not repeat them), so those differences are expected and left out.
 */
const COLUMN_CHANGE =
  /^CREATE TABLE|^DROP TABLE|^ALTER TABLE "[^"]+" (ADD "|DROP COLUMN|ALTER COLUMN "[^"]+" (TYPE|SET NOT NULL|DROP NOT NULL))/;

/**
 * The migrations build the tables and columns the entities describe: an entity column added
 * without its migration (or a migration that drifts from its entity) fails here.
 */
describeWithDatabase('migrations and entities', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('the migrated database has every table and column of the entities, with their types and nullability', async () => {
    const pending = await app.app.get(DataSource).driver.createSchemaBuilder().log();
    const queries = pending.upQueries.map((query) => query.query);
    expect(queries.length).toBeGreaterThan(0); // the builder did compare (indexes are the migrations' own)
    expect(queries.filter((query) => COLUMN_CHANGE.test(query))).toEqual([]);
  });

  it('catches an entity column whose migration is missing', async () => {
    const database = await isolatedDatabase('schema_probe');
    const probe = new DataSource({
      ...app.app.get(DataSource).options,
      url: database.url,
    } as DataSourceOptions);
    try {
      await probe.initialize();
      await probe.query('ALTER TABLE contact_submissions DROP COLUMN topic');
      const pending = await probe.driver.createSchemaBuilder().log();
      expect(
        pending.upQueries.map((query) => query.query).filter((query) => COLUMN_CHANGE.test(query)),
      ).toEqual(['ALTER TABLE "contact_submissions" ADD "topic" text NOT NULL']);
    } finally {
      await probe.destroy();
      await database.drop();
    }
  });
});
