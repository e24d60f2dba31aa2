import { Inbox } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { personColumn, receivedColumn, statusColumn } from '@/components/admin/lead-columns';
import { StatusTable } from '@/components/admin/status-table';
import type { ContactRow, PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const PATH = routes.leads.contacts();

const COLUMNS = [
  receivedColumn<ContactRow>(PATH),
  personColumn<ContactRow>(),
  { id: 'company', header: 'Company', accessorKey: 'company' },
  { id: 'topic', header: 'Topic', accessorKey: 'topic' },
  { id: 'crm', header: 'CRM', accessorKey: 'crm', enableSorting: false },
  statusColumn<ContactRow>(),
];

/** Messages from /contact and /contact-backup, newest first; spam is kept apart. */
export default function ContactSubmissions({
  table,
  counts,
  csvUrl,
}: PageProps<'leads/contact-submissions'>) {
  return (
    <>
      <AdminPageHeader
        title="Contact submissions"
        description="Messages from the contact forms with where each visitor came from. The visitor got a copy; reply from your own mailbox, then set the status."
      />
      <StatusTable
        path={PATH}
        table={table}
        counts={counts}
        columns={COLUMNS}
        caption="Contact submissions"
        searchLabel="Name, email, company or message"
        csvUrl={csvUrl}
        nothingYet={{
          icon: Inbox,
          title: 'No messages yet',
          text: 'Messages sent from /contact and /contact-backup appear here, and each one is emailed to the team.',
          action: { label: 'Open the contact page', href: routes.pages.contact() },
        }}
      />
    </>
  );
}
