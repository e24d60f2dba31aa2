import { DataSourceOptions } from 'typeorm';
import { allMigrations } from '../../migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface DatabaseTarget {
  url: string;
  /** PGlite serves one connection at a time: the pool must not open more. */
  embedded: boolean;
  /** Connections per process (DATABASE_POOL_SIZE); keep instances × pool below Postgres' max_connections. */
  poolSize?: number;
  /** DATABASE_PREPARED_STATEMENTS (on unless set off): see PreparedStatements. */
  preparedStatements?: boolean;
}

export function buildDataSourceOptions(target: DatabaseTarget): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    uuidExtension: 'pgcrypto',
    // The migrations make what the schema needs (1763884800000: pgcrypto on servers before 13 only);
    // TypeORM's own CREATE EXTENSION at every connect would fail on the embedded database, which
    // starts without the extension's files.
    installExtensions: false,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: allMigrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: target.embedded ? 1 : (target.poolSize ?? 10), connectionTimeoutMillis: 10_000 },
  };
}
