import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface StatColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
}

interface StatTableProps<Row> {
  caption: string;
  columns: Array<StatColumn<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Roomier cells, for a table that stands in its own card. */
  padded?: boolean;
}

/** A small read-only table of figures (scores, counts): accessible headers, tabular numbers. */
export function StatTable<Row>({ caption, columns, rows, rowKey, padded = false }: StatTableProps<Row>) {
  const cell = (column: StatColumn<Row>) =>
    cn(padded ? 'px-4 py-3' : 'py-2', column.numeric ? 'tabular text-right' : 'text-left');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-crmgray-200 text-crmgray-600 dark:border-zinc-800 dark:text-zinc-400">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cn(cell(column), 'font-medium')}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-crmgray-100 last:border-0 dark:border-zinc-800">
            {columns.map((column) =>
              column.rowHeader ? (
                <th
                  key={column.header}
                  scope="row"
                  className={cn(cell(column), 'font-normal text-crmgray-900 dark:text-zinc-100')}
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={cell(column)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
