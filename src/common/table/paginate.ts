import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNT_CAP } from '@shared/table';
import { likePattern, TablePage, TableQuery } from './table-query';

export interface PaginateOptions {
  /** Properties (of the builder's main alias) the search box looks in. */
  searchIn: string[];
  sortable: readonly string[];
  defaultSort: string;
}

/**
 * One page of an admin table from a query builder the caller has already filtered: search,
 * order (with the id as tie-breaker, so pages never overlap) and count.
 */
export async function paginate<Entity extends ObjectLiteral>(
  builder: SelectQueryBuilder<Entity>,
  query: TableQuery,
  options: PaginateOptions,
  limit = query.perPage,
): Promise<TablePage<Entity>> {
  const alias = builder.alias;
  if (query.search && options.searchIn.length > 0) {
    builder.andWhere(
      `(${options.searchIn.map((property) => `${alias}.${property} ILIKE :search`).join(' OR ')})`,
      { search: likePattern(query.search) },
    );
  }
  const sort = options.sortable.includes(query.sort) ? query.sort : options.defaultSort;
  builder
    .orderBy(`${alias}.${sort}`, query.direction === 'asc' ? 'ASC' : 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC');
  if (query.after !== undefined) return keysetBatch(builder, query, sort, limit);
  builder.skip((query.page - 1) * query.perPage).take(limit);
  const rows = await builder.getMany();
  const total = await cappedCount(builder);
  return { rows, total, query };
}

/**
 * One batch after `query.after`, in the table's order (sort column, then id): each batch starts where
 * the last one ended, so a long export costs the same per batch at any depth and rows written
 * meanwhile are neither doubled nor skipped. Postgres puts NULLs first when descending and last
 * when ascending; the conditions follow that. No count: an export needs none.
 */
async function keysetBatch<Entity extends ObjectLiteral>(
  builder: SelectQueryBuilder<Entity>,
  query: TableQuery,
  sort: string,
  limit: number,
): Promise<TablePage<Entity>> {
  const alias = builder.alias;
  const column = builder.expressionMap.mainAlias!.metadata.findColumnWithPropertyPath(sort)!.databaseName;
  const sortColumn = `${alias}.${sort}`;
  const after = query.after;
  if (after) {
    const parameters = { afterSort: after.sort, afterId: after.id };
    const sameSortLaterId = `${alias}.id < :afterId`;
    const descending = query.direction !== 'asc';
    const condition =
      after.sort === null
        ? descending
          ? `((${sortColumn} IS NULL AND ${sameSortLaterId}) OR ${sortColumn} IS NOT NULL)`
          : `(${sortColumn} IS NULL AND ${sameSortLaterId})`
        : `(${sortColumn} ${descending ? '<' : '>'} :afterSort OR (${sortColumn} = :afterSort AND ${sameSortLaterId})${descending ? '' : ` OR ${sortColumn} IS NULL`})`;
    builder.andWhere(condition, parameters);
  }
  // The sort value as text: a timestamp keeps its microseconds (a JavaScript Date would round them away).
  builder.addSelect(`"${alias}"."${column}"::text`, 'keyset_sort').take(limit);
  const { entities, raw } = await builder.getRawAndEntities<{ keyset_sort: string | null }>();
  const last = entities.at(-1);
  const next =
    entities.length === limit && last
      ? { sort: raw[raw.length - 1].keyset_sort, id: String((last as ObjectLiteral).id) }
      : null;
  return { rows: entities, total: entities.length, query, next };
}

/** Rows the builder matches, counted up to COUNT_CAP + 1 (an index can serve it; the cap bounds it). */
export async function cappedCount<Entity extends ObjectLiteral>(
  builder: SelectQueryBuilder<Entity>,
): Promise<number> {
  const [sql, parameters] = builder
    .clone()
    .orderBy()
    .skip(undefined)
    .take(undefined)
    .select(`${builder.alias}.id`)
    .limit(COUNT_CAP + 1)
    .getQueryAndParameters();
  const [row] = (await builder.connection.query(
    `SELECT count(*)::int AS count FROM (${sql}) capped`,
    parameters,
  )) as Array<{
    count: number;
  }>;
  return row.count;
}
