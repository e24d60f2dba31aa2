import { Link } from '@inertiajs/react';
import type { ColumnDef } from '@tanstack/react-table';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import type { AdminAuditRow } from '@shared/pages/admin';
import { routes } from '@shared/routes';

const COLUMNS: Array<ColumnDef<AdminAuditRow, unknown>> = [
  {
    id: 'createdAt',
    header: 'When',
    cell: ({ row }) => (
      <Link
        href={routes.admin.auditEvent(row.original.id)}
        className="whitespace-nowrap text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        {formatDateTime(row.original.createdAt)}
      </Link>
    ),
  },
  { id: 'actorEmail', header: 'Admin', cell: ({ row }) => row.original.actorEmail ?? 'system' },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => <code className="font-mono text-xs">{row.original.action}</code>,
  },
  {
    id: 'summary',
    header: 'What',
    enableSorting: false,
    cell: ({ row }) => <span className="block max-w-md break-words">{row.original.summary}</span>,
  },
];

/** `/admin/audit`: every admin change and personal-data export, newest first. */
export default function Audit({ table, actions, actors, csvUrl }: PageProps<'admin/audit'>) {
  return (
    <>
      <AdminPageHeader
        title="Audit trail"
        description="Every change an admin made (settings, statuses, voids, erasures) and every export of personal data: who, when, and the record before and after."
      />
      <DataTable
        prop="table"
        data={table}
        columns={COLUMNS}
        caption="Admin audit trail"
        searchLabel="Search"
        filters={[
          { name: 'action', label: 'Action', options: actions.map((value) => ({ value, label: value })) },
          { name: 'actor', label: 'Admin', options: actors.map((value) => ({ value, label: value })) },
        ]}
        csvUrl={csvUrl}
        empty="Nothing recorded matches these filters."
      />
    </>
  );
}
