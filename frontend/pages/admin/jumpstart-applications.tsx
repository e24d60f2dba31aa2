import { Rocket } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { personColumn, receivedColumn, statusColumn } from '@/components/admin/lead-columns';
import { statusLabel } from '@/components/admin/status-badge';
import { StatusCounts } from '@/components/admin/status-counts';
import { DataTable, type TableData } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';

interface ApplicationRow {
  id: string;
  createdAt: string;
  status: string;
  spamReason: string | null;
  company: string;
  name: string;
  email: string;
  companySize: string;
  seats: number;
  timeline: string;
  budget: string;
}

interface Props {
  table: TableData<ApplicationRow>;
  counts: Record<string, number>;
  statuses: string[];
  csvUrl: string;
}

const PATH = '/admin/jumpstart-applications';

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
export default function JumpstartApplications({ table, counts, statuses, csvUrl }: Props) {
  const nothingYet = Object.values(counts).every((count) => count === 0);
  return (
    <>
      <AdminPageHeader
        title="Jumpstart applications"
        description="Applications from /jumpstart. The applicant got a copy and expects a reply within two working days."
      />
      {nothingYet ? (
        <EmptyState
          icon={Rocket}
          title="No applications yet"
          action={{ label: 'Open the Jumpstart page', href: '/jumpstart' }}
        >
          Applications sent from the Jumpstart page appear here, and each one is emailed to the team.
        </EmptyState>
      ) : (
        <>
          <StatusCounts path={PATH} counts={counts} active={table.query.filters.status} />
          <DataTable
            prop="table"
            data={table}
            columns={COLUMNS}
            caption="Jumpstart applications"
            searchLabel="Company, name, email or goals"
            filters={[
              {
                name: 'status',
                label: 'Status',
                options: [...statuses, 'spam'].map((value) => ({ value, label: statusLabel(value) })),
              },
            ]}
            csvUrl={csvUrl}
            empty="No applications match these filters."
          />
        </>
      )}
    </>
  );
}
