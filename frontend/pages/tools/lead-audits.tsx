import { Link } from '@inertiajs/react';
import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardCheck } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { formatDateTime } from '@shared/dates';
import type { LeadAuditRow } from '@shared/pages/tools';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const COLUMNS: Array<ColumnDef<LeadAuditRow, unknown>> = [
  {
    id: 'createdAt',
    header: 'Taken',
    accessorKey: 'createdAt',
    cell: ({ row }) => (
      <Link
        href={routes.tools.detail(row.original.id)}
        className="whitespace-nowrap text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        {formatDateTime(row.original.createdAt)}
      </Link>
    ),
  },
  { id: 'score', header: 'Score', accessorKey: 'score' },
  { id: 'grade', header: 'Grade', accessorKey: 'grade' },
  {
    id: 'email',
    header: 'Report sent to',
    accessorKey: 'email',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.email ? <ClientRecordLink email={row.original.email} look="value" /> : '—',
  },
  { id: 'sourcePath', header: 'Taken on', accessorKey: 'sourcePath', enableSorting: false },
];

/** The inbound lead audits visitors took: scores, grades, and who asked for the report. */
export default function LeadAudits({ table, counts, csvUrl }: PageProps<'tools/lead-audits'>) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <>
      <AdminPageHeader
        title="Lead audits"
        description="Inbound lead audits taken on /inbound-lead-audit. An email means the visitor asked for the full report: a warm lead."
      />
      {total === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title="No audits yet"
          action={{ label: 'Open the audit', href: routes.tools.page() }}
        >
          Audits appear here as soon as a visitor completes the questions.
        </EmptyState>
      ) : (
        <DataTable
          prop="table"
          data={table}
          columns={COLUMNS}
          caption="Lead audits"
          searchLabel="Email or page"
          csvUrl={csvUrl}
          filters={[
            {
              name: 'grade',
              label: 'Grade',
              options: Object.entries(counts).map(([grade, count]) => ({
                value: grade,
                label: `${grade} (${count})`,
              })),
            },
          ]}
          empty="Nothing matches these filters."
        />
      )}
    </>
  );
}
