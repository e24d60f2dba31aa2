import { Link } from '@inertiajs/react';
import { Bug } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { StatusTable } from '@/components/admin/status-table';
import { formatDateTime } from '@shared/dates';
import { periodOptions } from '@/lib/periods';
import type { ErrorGroupRow, PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const PATH = routes.errorLog.list();

const COLUMNS = [
  {
    id: 'message',
    header: 'Error',
    accessorKey: 'message',
    enableSorting: false,
    cell: ({ row }: { row: { original: ErrorGroupRow } }) => (
      <Link href={`${PATH}/${row.original.id}`} className="group block max-w-xl">
        <span className="line-clamp-2 font-medium break-words text-crmblue-700 group-hover:underline dark:text-crmblue-300">
          {row.original.message}
        </span>
        <span className="block text-xs text-crmgray-600 dark:text-zinc-400">
          {row.original.errorType} · {row.original.source} ·{' '}
          {row.original.affectedUrls.slice(0, 2).join(', ')}
        </span>
      </Link>
    ),
  },
  {
    id: 'severity',
    header: 'Severity',
    accessorKey: 'severity',
    cell: ({ row }: { row: { original: ErrorGroupRow } }) => <StatusBadge status={row.original.severity} />,
  },
  {
    id: 'count',
    header: 'Count',
    accessorKey: 'count',
    cell: ({ row }: { row: { original: ErrorGroupRow } }) => (
      <span className="tabular">{row.original.count}</span>
    ),
  },
  {
    id: 'lastSeenAt',
    header: 'Last seen',
    accessorKey: 'lastSeenAt',
    cell: ({ row }: { row: { original: ErrorGroupRow } }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.lastSeenAt)}</span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    enableSorting: false,
    cell: ({ row }: { row: { original: ErrorGroupRow } }) => <StatusBadge status={row.original.status} />,
  },
];

/** Errors from browsers and the server, grouped by type and message, most recent first. */
export default function ErrorLogs({ table, counts, types, csvUrl }: PageProps<'error-log/groups'>) {
  return (
    <>
      <AdminPageHeader
        title="Error logs"
        description="Errors from visitors' browsers and from the server, one row per distinct error. Up to 5 full reports per error and hour are kept; every further one is counted."
      />
      <StatusTable
        path={PATH}
        table={table}
        counts={counts}
        columns={COLUMNS}
        caption="Error groups"
        searchLabel="Message, type or page"
        csvUrl={csvUrl}
        filters={[
          {
            name: 'severity',
            label: 'Severity',
            options: ['critical', 'error', 'warning', 'info'].map((value) => ({
              value,
              label: value[0].toUpperCase() + value.slice(1),
            })),
          },
          { name: 'type', label: 'Type', options: types.map((value) => ({ value, label: value })) },
          {
            name: 'source',
            label: 'Source',
            options: [
              { value: 'client', label: 'Browser' },
              { value: 'server', label: 'Server' },
            ],
          },
          {
            name: 'period',
            label: 'Last seen',
            options: periodOptions(['24h', '7d', '30d']),
          },
        ]}
        nothingYet={{
          icon: Bug,
          title: 'No errors recorded',
          text: 'Errors in visitors’ browsers and unexpected server errors appear here, grouped, with their pages and stack traces (personal data removed).',
        }}
      />
    </>
  );
}
