/** The admin data table's contract, used by the server (src/common/table) and the browser (data-table.tsx). */
export interface TableQuery {
  page: number;
  perPage: number;
  sort: string;
  direction: 'asc' | 'desc';
  search: string;
  /** Only the filters the table declares, with values from their allowed list. */
  filters: Record<string, string>;
  /**
   * Keyset paging (CSV exports): `null` for the first batch, then the `next` of the batch before.
   * Unset: offset paging by `page`, with a total.
   */
  after?: TableCursor | null;
}

/** Where a batch ended: the last row's sort value (as Postgres prints it, so nothing is rounded) and id. */
export interface TableCursor {
  sort: string | null;
  id: string;
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
  /** All matching rows, up to COUNT_CAP + 1 (more than the cap); with keyset paging, this batch's rows. */
  total: number;
  query: TableQuery;
  /** Keyset paging: where the next batch starts, or null after the last one. */
  next?: TableCursor | null;
}
