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
    .addOrderBy(`${alias}.id`, 'DESC')
    .skip((query.page - 1) * query.perPage)
    .take(limit);
  const rows = await builder.getMany();
  const total = await cappedCount(builder);
  return { rows, total, query };
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
