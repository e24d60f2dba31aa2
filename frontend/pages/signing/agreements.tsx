import { Link } from '@inertiajs/react';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { FilePlus2, FileSignature } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { StatusTable } from '@/components/admin/status-table';
import { buttonStyles } from '@/components/ui/button';
import { formatDateTime } from '@shared/dates';
import type { AgreementRow, PageProps } from '@shared/pages';
import { AGREEMENT_STATUS_LABELS } from '@shared/signing';
import { routes } from '@shared/routes';

type Cell = { row: { original: AgreementRow } };
const date = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

const COLUMNS = [
  {
    id: 'title',
    header: 'Agreement',
    accessorKey: 'title',
    cell: ({ row }: Cell) => (
      <Link href={routes.signing.detail(row.original.id)} className="group block">
        <span className="font-medium text-crmblue-700 group-hover:underline dark:text-crmblue-300">
          {row.original.title}
        </span>
        <span className="block text-xs text-crmgray-600 dark:text-zinc-400">{row.original.code}</span>
      </Link>
    ),
  },
  {
    id: 'signerName',
    header: 'Signer',
    accessorKey: 'signerName',
    cell: ({ row }: Cell) => (
      <span>
        {row.original.signerName}
        <ClientRecordLink email={row.original.signerEmail} />
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    cell: ({ row }: Cell) => (
      <StatusBadge status={row.original.status} label={AGREEMENT_STATUS_LABELS[row.original.status]} />
    ),
  },
  {
    id: 'amountMinor',
    header: 'Amount',
    accessorKey: 'amount',
    cell: ({ row }: Cell) => <span className="tabular whitespace-nowrap">{row.original.amount ?? '—'}</span>,
  },
  {
    id: 'sentAt',
    header: 'Sent',
    accessorKey: 'sentAt',
    cell: ({ row }: Cell) => <span className="whitespace-nowrap">{date(row.original.sentAt)}</span>,
  },
  {
    id: 'signedAt',
    header: 'Signed',
    accessorKey: 'signedAt',
    cell: ({ row }: Cell) => <span className="whitespace-nowrap">{date(row.original.signedAt)}</span>,
  },
  {
    id: 'paidAt',
    header: 'Paid',
    accessorKey: 'paidAt',
    enableSorting: false,
    cell: ({ row }: Cell) => <span className="whitespace-nowrap">{date(row.original.paidAt)}</span>,
  },
];

/** /sign/admin: every agreement with its status, signer, amount and dates. */
export default function Agreements({ table, counts, csvUrl }: PageProps<'signing/agreements'>) {
  return (
    <>
      <AdminPageHeader
        title="Agreements"
        description="Agreements sent for signature, and where each one stands: viewed, signed, paid."
      >
        <div className="flex gap-2">
          <Link href={routes.signing.templatesPage()} className={buttonStyles({ variant: 'secondary' })}>
            Templates
          </Link>
          <Link href={routes.signing.createPage()} className={buttonStyles()}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            New agreement
          </Link>
        </div>
      </AdminPageHeader>
      <StatusTable
        path={routes.signing.list()}
        table={table}
        counts={counts}
        labels={AGREEMENT_STATUS_LABELS}
        columns={COLUMNS}
        caption="Agreements"
        searchLabel="Title, signer, email or code"
        csvUrl={csvUrl}
        nothingYet={{
          icon: FileSignature,
          title: 'No agreements yet',
          text: 'Create one from a template, preview it, and send the signing link to your client.',
          action: { label: 'New agreement', href: routes.signing.createPage() },
        }}
      />
    </>
  );
}
