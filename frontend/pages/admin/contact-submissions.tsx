import { Inbox } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { personColumn, receivedColumn, statusColumn } from '@/components/admin/lead-columns';
import { statusLabel } from '@/components/admin/status-badge';
import { StatusCounts } from '@/components/admin/status-counts';
import { DataTable, type TableData } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';

interface ContactRow {
  id: string;
  createdAt: string;
  status: string;
  spamReason: string | null;
  name: string;
  email: string;
  company: string;
  topic: string;
  crm: string;
}

interface Props {
  table: TableData<ContactRow>;
  counts: Record<string, number>;
  statuses: string[];
  csvUrl: string;
}

const PATH = '/admin/contact-submissions';

const COLUMNS = [
  receivedColumn<ContactRow>(PATH),
  personColumn<ContactRow>(),
  { id: 'company', header: 'Company', accessorKey: 'company' },
  { id: 'topic', header: 'Topic', accessorKey: 'topic' },
  { id: 'crm', header: 'CRM', accessorKey: 'crm', enableSorting: false },
  statusColumn<ContactRow>(),
];

/** Messages from /contact and /contact-backup, newest first; spam is kept apart. */
export default function ContactSubmissions({ table, counts, statuses, csvUrl }: Props) {
  const nothingYet = Object.values(counts).every((count) => count === 0);
  return (
    <>
      <AdminPageHeader
        title="Contact submissions"
        description="Messages from the contact forms with where each visitor came from. The visitor got a copy; reply from your own mailbox, then set the status."
      />
      {nothingYet ? (
        <EmptyState
          icon={Inbox}
          title="No messages yet"
          action={{ label: 'Open the contact page', href: '/contact' }}
        >
          Messages sent from /contact and /contact-backup appear here, and each one is emailed to the team.
        </EmptyState>
      ) : (
        <>
          <StatusCounts path={PATH} counts={counts} active={table.query.filters.status} />
          <DataTable
            prop="table"
            data={table}
            columns={COLUMNS}
            caption="Contact submissions"
            searchLabel="Name, email, company or message"
            filters={[
              {
                name: 'status',
                label: 'Status',
                options: [...statuses, 'spam'].map((value) => ({ value, label: statusLabel(value) })),
              },
            ]}
            csvUrl={csvUrl}
            empty="No messages match these filters."
          />
        </>
      )}
    </>
  );
}
