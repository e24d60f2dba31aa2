/** The admin data table's contract, used by the server (src/common/table) and the browser (data-table.tsx). */
export interface TableQuery {
  page: number;
  perPage: number;
  sort: string;
  direction: 'asc' | 'desc';
  search: string;
  /** Only the filters the table declares, with values from their allowed list. */
  filters: Record<string, string>;
}

/**
 * Counting stops here: a list of a million rows would otherwise read them all for its total and its
 * status counts. A count above it is reported as COUNT_CAP + 1 and shown as "10,000+".
 */
export const COUNT_CAP = 10_000;

/** "1,234", or "10,000+" for a count that stopped at the cap. */
export const formatCount = (count: number): string =>
  count > COUNT_CAP ? `${COUNT_CAP.toLocaleString('en')}+` : count.toLocaleString('en');

/** One page of rows plus the query that produced it. */
export interface TablePage<Row> {
  rows: Row[];
  /** All matching rows, up to COUNT_CAP + 1 (more than the cap). */
  total: number;
  query: TableQuery;
}
