import type { ColumnDef } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable, type TableData, type TableFilter } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { statusLabel } from './status-badge';
import { StatusCounts } from './status-counts';

interface StatusTableProps<Row> {
  path: string;
  table: TableData<Row>;
  /** Rows per status; also the status filter's options, in this order. */
  counts: Record<string, number>;
  columns: Array<ColumnDef<Row, unknown>>;
  caption: string;
  searchLabel: string;
  csvUrl?: string;
  /** Filters besides status. */
  filters?: TableFilter[];
  /** The module's own words for statuses, where they differ from the shared ones. */
  labels?: Record<string, string>;
  /** Shown instead of the table while there is nothing at all. */
  nothingYet: { icon: LucideIcon; title: string; text: ReactNode; action?: { label: string; href: string } };
}

/** A back-office list of records with a status: counts per status, the data table, or an empty state. */
export function StatusTable<Row>({
  path,
  table,
  counts,
  nothingYet,
  filters = [],
  labels = {},
  columns,
  ...tableProps
}: StatusTableProps<Row>) {
  if (Object.values(counts).every((count) => count === 0)) {
    return (
      <EmptyState icon={nothingYet.icon} title={nothingYet.title} action={nothingYet.action}>
        {nothingYet.text}
      </EmptyState>
    );
  }
  return (
    <>
      <StatusCounts path={path} counts={counts} active={table.query.filters.status} labels={labels} />
      <DataTable
        prop="table"
        data={table}
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: Object.keys(counts).map((value) => ({
              value,
              label: labels[value] ?? statusLabel(value),
            })),
          },
          ...filters,
        ]}
        empty="Nothing matches these filters."
        columns={statusSecond(columns)}
        {...tableProps}
      />
    </>
  );
}

/**
 * The status right after the column that names the record: on a phone the table scrolls sideways,
 * and the status is what a person scans the list for (a pinned column crowded the header buttons).
 */
function statusSecond<Row>(columns: Array<ColumnDef<Row, unknown>>): Array<ColumnDef<Row, unknown>> {
  const status = columns.find((column) => column.id === 'status');
  if (!status) return columns;
  const rest = columns.filter((column) => column !== status);
  return [rest[0], status, ...rest.slice(1)];
}
