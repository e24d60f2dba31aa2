import { Newspaper } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { receivedColumn, statusColumn } from '@/components/admin/lead-columns';
import { StatusTable } from '@/components/admin/status-table';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { formatDateTime } from '@shared/dates';
import type { PageProps, SubscriberRow } from '@shared/pages';
import { routes } from '@shared/routes';

const PATH = routes.leads.subscribers();

const COLUMNS = [
  receivedColumn<SubscriberRow>(PATH, 'Signed up'),
  {
    id: 'email',
    header: 'Email',
    accessorKey: 'email',
    cell: ({ row }: { row: { original: SubscriberRow } }) => (
      <ClientRecordLink email={row.original.email} look="value" />
    ),
  },
  statusColumn<SubscriberRow>(),
  {
    id: 'confirmedAt',
    header: 'Confirmed',
    accessorKey: 'confirmedAt',
    cell: ({ row }: { row: { original: SubscriberRow } }) => formatDateTime(row.original.confirmedAt),
  },
  { id: 'sourcePath', header: 'Signed up on', accessorKey: 'sourcePath', enableSorting: false },
];

/** Newsletter addresses. Only confirmed ones count and receive the newsletter. */
export default function NewsletterSubscribers({
  table,
  counts,
  csvUrl,
}: PageProps<'leads/newsletter-subscribers'>) {
  return (
    <>
      <AdminPageHeader
        title="Newsletter subscribers"
        description={`${counts.confirmed} confirmed subscriber${counts.confirmed === 1 ? '' : 's'}. Pending addresses have not clicked their confirmation link and get nothing until they do.`}
      />
      <StatusTable
        path={PATH}
        table={table}
        counts={counts}
        columns={COLUMNS}
        caption="Newsletter subscribers"
        searchLabel="Email, page or campaign"
        csvUrl={csvUrl}
        nothingYet={{
          icon: Newspaper,
          title: 'No subscribers yet',
          text: 'The signup form is in the footer of every page and under every help article. Addresses appear here as pending until they confirm.',
        }}
      />
    </>
  );
}
