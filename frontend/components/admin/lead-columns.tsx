import { Link } from '@inertiajs/react';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime } from '@shared/dates';
import { ClientRecordLink } from './client-record-link';
import { StatusBadge } from './status-badge';

/** The first column of a record table: when it arrived, linking to its detail page. */
export function receivedColumn<Row extends { id: string; createdAt: string }>(
  path: string,
  header = 'Received',
): ColumnDef<Row, unknown> {
  return {
    id: 'createdAt',
    header,
    accessorKey: 'createdAt',
    cell: ({ row }) => (
      <Link
        href={`${path}/${row.original.id}`}
        className="font-medium whitespace-nowrap text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        {formatDateTime(row.original.createdAt)}
      </Link>
    ),
  };
}

export function statusColumn<Row extends { status: string; spamReason?: string | null }>(): ColumnDef<
  Row,
  unknown
> {
  return {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    cell: ({ row }) => <StatusBadge status={row.original.spamReason ? 'spam' : row.original.status} />,
  };
}

export function personColumn<Row extends { name: string; email: string }>(): ColumnDef<Row, unknown> {
  return {
    id: 'name',
    header: 'From',
    accessorKey: 'name',
    cell: ({ row }) => (
      <span className="block">
        {row.original.name}
        <ClientRecordLink email={row.original.email} />
      </span>
    ),
  };
}
