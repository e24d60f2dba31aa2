import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, QueryConfig } from 'pg';
import { DataSource, type EntityTarget, type ObjectLiteral, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { DatabaseTarget } from './data-source-options';

export const DATABASE_TARGET = Symbol('DATABASE_TARGET');

/**
 * The statements pages rendered per request make every time (the session, the client's records, a
 * lesson's access and visit, the dashboard, a signing page's agreement), as named prepared statements:
 * Postgres parses and plans each once per connection instead of on every request. The dashboard's
 * statement took 2.1 ms to plan and 1.4 ms to run; prepared, 0.7 ms in all (docs/performance.md). A
 * statement's name is its text's hash, so one text is one statement; pass fixed texts only (each name
 * is remembered for the process's life).
 *
 * Embedded PGlite keeps one session behind every connection its socket accepts, so a statement
 * prepared on a connection the pool later closed would still exist when a new connection prepares
 * it again: there the statements go unnamed (parsed and planned each time, as any query). So they do
 * with DATABASE_PREPARED_STATEMENTS=off, for a pooler in transaction mode that cannot keep named
 * statements (PgBouncer before 1.21, or without `max_prepared_statements`).
 */
@Injectable()
export class PreparedStatements {
  private readonly named: boolean;
  private readonly names = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_TARGET) target: DatabaseTarget,
  ) {
    this.named = !target.embedded && target.preparedStatements !== false;
  }

  /** The rows `sql` returns; logged and failing (`QueryFailedError`) as TypeORM's own queries do. */
  async query<Row>(sql: string, parameters: unknown[]): Promise<Row[]> {
    const logger = this.dataSource.logger;
    logger.logQuery(sql, parameters);
    const config: QueryConfig = { text: sql, values: parameters };
    if (this.named) config.name = this.nameOf(sql);
    try {
      const result = await this.pool().query(config);
      return result.rows as Row[];
    } catch (error) {
      logger.logQueryError(error as Error, sql, parameters);
      throw new QueryFailedError(sql, parameters, error as Error);
    }
  }

  /**
   * The entities of `target` that `sql` returns (its columns named as the table's), each made and its
   * values converted as a `find` makes them: the class without its constructor, each column through
   * the driver's conversion and its transformer.
   */
  async entities<E extends ObjectLiteral>(
    target: EntityTarget<E>,
    sql: string,
    parameters: unknown[],
  ): Promise<E[]> {
    const rows = await this.query<Record<string, unknown>>(sql, parameters);
    const metadata = this.dataSource.getMetadata(target);
    const driver = this.dataSource.driver;
    return rows.map((row) => {
      const entity = metadata.create(undefined, { fromDeserializer: true }) as E;
      for (const column of metadata.columns) {
        const value = row[column.databaseName];
        if (value !== undefined) column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
      }
      return entity;
    });
  }

  private nameOf(sql: string): string {
    let name = this.names.get(sql);
    if (!name) {
      name = `read_${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
      this.names.set(sql, name);
    }
    return name;
  }

  /** TypeORM's own pool, so these reads share its connections and its limit. */
  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }
}
