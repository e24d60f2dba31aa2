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

/** One page of rows plus the query that produced it. */
export interface TablePage<Row> {
  rows: Row[];
  total: number;
  query: TableQuery;
}
