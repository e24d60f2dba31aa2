import type { TablePage, TableQuery } from '@shared/table';

export type { TablePage, TableQuery };

/** Page sizes the admin data table offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface TableOptions {
  sortable: string[];
  defaultSort: string;
  defaultDirection?: 'asc' | 'desc';
  filters?: Record<string, readonly string[]>;
}

const positiveInt = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * Reads `page`, `per_page`, `sort`, `direction`, `q` and `filter[name]` from a query string.
 * Anything unknown or malformed falls back to a default: a hand-edited URL never causes an error.
 */
export function parseTableQuery(query: Record<string, unknown>, options: TableOptions): TableQuery {
  const perPage = positiveInt(query.per_page, 25);
  const sort =
    typeof query.sort === 'string' && options.sortable.includes(query.sort)
      ? query.sort
      : options.defaultSort;
  const direction =
    query.direction === 'asc' || query.direction === 'desc'
      ? query.direction
      : (options.defaultDirection ?? 'desc');
  const rawFilters = (
    typeof query.filter === 'object' && query.filter !== null ? query.filter : {}
  ) as Record<string, unknown>;
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(options.filters ?? {})) {
    // Express 5's simple query parser keeps "filter[name]" as a flat key.
    const value = rawFilters[name] ?? query[`filter[${name}]`];
    if (typeof value === 'string' && allowed.includes(value)) filters[name] = value;
  }
  return {
    page: Math.min(positiveInt(query.page, 1), 100_000),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 25,
    sort,
    direction,
    search: typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '',
    filters,
  };
}

/** Escapes a string for a SQL LIKE pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The query as URL parameters (without the page), e.g. for the CSV link of the filtered rows. */
export function tableQueryParams(query: TableQuery): Record<string, string> {
  const flat: Record<string, string> = { sort: query.sort, direction: query.direction };
  if (query.search) flat.q = query.search;
  for (const [name, value] of Object.entries(query.filters)) flat[`filter[${name}]`] = value;
  return flat;
}

/** The CSV export link of a table: the same filters, search and order, `format=csv`. */
export function csvHref(path: string, query: TableQuery): string {
  return `${path}?${new URLSearchParams({ ...tableQueryParams(query), format: 'csv' }).toString()}`;
}
