import { ClipboardList } from 'lucide-react';
import { BANDS } from '@shared/assessment';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { receivedColumn, statusColumn } from '@/components/admin/lead-columns';
import { StatusTable } from '@/components/admin/status-table';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { periodOptions } from '@/lib/periods';
import type { PageProps, ResponseRow } from '@shared/pages';
import { routes } from '@shared/routes';

const PATH = routes.assessment.responses();
const bandLabel = (id: string | null) => BANDS.find((band) => band.id === id)?.label ?? '—';

const COLUMNS = [
  receivedColumn<ResponseRow>(PATH, 'Started'),
  {
    id: 'name',
    header: 'Respondent',
    accessorKey: 'name',
    cell: ({ row }: { row: { original: ResponseRow } }) => (
      <span className="block">
        {row.original.company ?? '—'}
        <span className="block text-xs text-crmgray-600 dark:text-zinc-400">
          {row.original.name || (row.original.email ? null : 'not submitted yet')}
        </span>
        {row.original.email && <ClientRecordLink email={row.original.email} />}
      </span>
    ),
  },
  { id: 'crm', header: 'CRM', accessorKey: 'crm', enableSorting: false },
  { id: 'companySize', header: 'Size', accessorKey: 'companySize', enableSorting: false },
  {
    id: 'overallScore',
    header: 'Score',
    accessorKey: 'overallScore',
    cell: ({ row }: { row: { original: ResponseRow } }) => (
      <span className="tabular whitespace-nowrap">
        {row.original.overallScore ?? '—'}
        {row.original.band && (
          <span className="block text-xs text-crmgray-600 dark:text-zinc-400">
            {bandLabel(row.original.band)}
          </span>
        )}
      </span>
    ),
  },
  statusColumn<ResponseRow>(),
];

/** Every assessment response, drafts included, with filters and CSV export. */
export default function Responses({ table, counts, csvUrl, options }: PageProps<'assessment/responses'>) {
  return (
    <>
      <AdminPageHeader
        title="Responses"
        description="Every CRM health assessment, completed or in progress. Open one to see all its answers and its report."
      />
      <StatusTable
        path={PATH}
        table={table}
        counts={counts}
        columns={COLUMNS}
        caption="Assessment responses"
        searchLabel="Name, email or company"
        csvUrl={csvUrl}
        filters={[
          { name: 'crm', label: 'CRM', options: options.crm },
          { name: 'size', label: 'Company size', options: options.size },
          {
            name: 'band',
            label: 'Band',
            options: BANDS.map((band) => ({ value: band.id, label: band.label })),
          },
          {
            name: 'period',
            label: 'Started',
            options: periodOptions(['7d', '30d', '90d', '365d']),
          },
        ]}
        nothingYet={{
          icon: ClipboardList,
          title: 'No assessments yet',
          text: 'Responses appear here as soon as someone starts the CRM health assessment.',
          action: { label: 'Open the assessment', href: routes.assessment.intro() },
        }}
      />
    </>
  );
}
