import { Rocket } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { personColumn, receivedColumn, statusColumn } from '@/components/admin/lead-columns';
import { StatusTable } from '@/components/admin/status-table';
import type { ApplicationRow, PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const PATH = routes.leads.applications();

const COLUMNS = [
  receivedColumn<ApplicationRow>(PATH),
  { id: 'company', header: 'Company', accessorKey: 'company' },
  personColumn<ApplicationRow>(),
  {
    id: 'seats',
    header: 'Users',
    accessorKey: 'seats',
    cell: ({ row }: { row: { original: ApplicationRow } }) => (
      <span className="tabular">{row.original.seats}</span>
    ),
  },
  { id: 'timeline', header: 'Timeline', accessorKey: 'timeline' },
  { id: 'budget', header: 'Budget', accessorKey: 'budget', enableSorting: false },
  statusColumn<ApplicationRow>(),
];

/** Jumpstart applications: review each one and move it to accepted or declined. */
export default function JumpstartApplications({
  table,
  counts,
  csvUrl,
}: PageProps<'leads/jumpstart-applications'>) {
  return (
    <>
      <AdminPageHeader
        title="Jumpstart applications"
        description="Applications from /jumpstart. The applicant got a copy and expects a reply within two working days."
      />
      <StatusTable
        path={PATH}
        table={table}
        counts={counts}
        columns={COLUMNS}
        caption="Jumpstart applications"
        searchLabel="Company, name, email or goals"
        csvUrl={csvUrl}
        nothingYet={{
          icon: Rocket,
          title: 'No applications yet',
          text: 'Applications sent from the Jumpstart page appear here, and each one is emailed to the team.',
          action: { label: 'Open the Jumpstart page', href: routes.pages.jumpstart() },
        }}
      />
    </>
  );
}
