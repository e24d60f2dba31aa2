import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Several reads in one statement: each is a scalar subquery that returns its rows as json, so a page
 * that needs ten small lists asks Postgres once. On this machine each round trip costs about 0.2 ms
 * of the event loop in system calls (docs/performance.md), more than reading the rows.
 */

/** A subquery returning `select`'s rows as a json array (`[]` when none), in `order` (over alias `r`). */
export const jsonRows = (select: string, order: string) =>
  `SELECT coalesce(json_agg(r ORDER BY ${order}), '[]'::json) FROM (${select}) r`;

/** A subquery returning `select`'s first row as a json object, or null. */
export const jsonRow = (select: string) => `SELECT row_to_json(r) FROM (${select} LIMIT 1) r`;

const TIMESTAMP_TYPES = new Set<unknown>([
  Date,
  'timestamptz',
  'timestamp',
  'timestamp with time zone',
  'timestamp without time zone',
]);

const STRING_NUMBER_TYPES = new Set<unknown>(['bigint', 'int8', 'numeric', 'decimal']);

/** The entity's columns that a plain find reads (not `select: false`), as `alias.column` for a SELECT list. */
export function readColumns<E extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<E>,
  alias: string,
): string {
  return dataSource
    .getMetadata(target)
    .columns.filter((column) => column.isSelect)
    .map((column) => `${alias}.${column.databaseName}`)
    .join(', ');
}

/**
 * Entities from rows that arrived as json (`jsonRows`, `jsonRow`): each column's value converted as
 * TypeORM converts a row it read (timestamps to Date, the column's transformer), so code written for
 * `find` results works on them. A column the SELECT left out stays undefined. Json carries numbers as
 * doubles: a bigint beyond 2^53 would lose digits (amounts and invoice numbers stay far below).
 */
export function entitiesFromJson<E extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<E>,
  rows: unknown,
): E[] {
  const metadata = dataSource.getMetadata(target);
  const list = rows === null || rows === undefined ? [] : Array.isArray(rows) ? rows : [rows];
  return list.map((row: Record<string, unknown>) => {
    const entity = metadata.create() as E;
    for (const column of metadata.columns) {
      if (column.databaseName in row)
        column.setEntityValue(entity, fromJson(column, row[column.databaseName]));
    }
    return entity;
  });
}

function fromJson(column: ColumnMetadata, value: unknown): unknown {
  if (value === null) return column.transformer ? transformed(column, null) : null;
  const read = TIMESTAMP_TYPES.has(column.type)
    ? new Date(value as string)
    : // pg reads these as strings (json has them as numbers): the same type as a find gives.
      STRING_NUMBER_TYPES.has(column.type)
      ? String(value)
      : value;
  return column.transformer ? transformed(column, read) : read;
}

function transformed(column: ColumnMetadata, value: unknown): unknown {
  const transformer = column.transformer!;
  return Array.isArray(transformer)
    ? transformer.reduceRight((current, step) => step.from(current), value)
    : transformer.from(value);
}

/**
 * Several modules' named reads as one SELECT (one column per read), so a page that gathers every
 * module's part (the client's home, the back-office dashboard) asks Postgres once.
 */
export class CombinedReads {
  readonly sql: string;

  constructor(private readonly parts: ReadonlyArray<Readonly<Record<string, string>>>) {
    const columns = parts.flatMap((reads, index) =>
      Object.entries(reads).map(([name, read]) => `(${read}) AS "${index}.${name}"`),
    );
    this.sql = columns.length ? `SELECT ${columns.join(',\n       ')}` : 'SELECT';
  }

  /** What part `index`'s read `name` returned, from the statement's one row. */
  value(row: Record<string, unknown>, index: number, name: string): unknown {
    if (!(name in this.parts[index])) throw new Error(`No read named ${name} in part ${index}`);
    return row[`${index}.${name}`];
  }
}
