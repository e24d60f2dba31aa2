import { Link, router, useForm } from '@inertiajs/react';
import { Mail, Send } from 'lucide-react';
import { useEffect } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { receivedColumn, statusColumn } from '@/components/admin/lead-columns';
import { StatusBadge } from '@/components/admin/status-badge';
import { StatusTable } from '@/components/admin/status-table';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import type { OutboxRow, PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { TestEmailForm } from '@shared/forms/mail';

const PATH = routes.mail.outbox();
/** Still on its way (a failed message is retried with backoff). */
const UNSETTLED = ['queued', 'sending', 'failed'];
const POLL_MS = 1000;
const POLL_FOR_MS = 2 * 60 * 1000;

const COLUMNS = [
  receivedColumn<OutboxRow>(PATH, 'Created'),
  { id: 'toAddress', header: 'To', accessorKey: 'toAddress' },
  {
    id: 'subject',
    header: 'Subject',
    accessorKey: 'subject',
    // The subject is what an admin looks for: it opens the message too, not only the date.
    cell: ({ row }: { row: { original: OutboxRow } }) => (
      <Link
        href={`${PATH}/${row.original.id}`}
        className="text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        {row.original.subject}
      </Link>
    ),
  },
  statusColumn<OutboxRow>(),
  {
    id: 'attempts',
    header: 'Attempts',
    accessorKey: 'attempts',
    cell: ({ row }: { row: { original: OutboxRow } }) => (
      <span className="tabular">{row.original.attempts}</span>
    ),
  },
];

/** Mail delivery: send a test email and watch it go out; every message the site sent, with previews. */
export default function TestEmail({ table, counts, delivery, sent }: PageProps<'mail/outbox'>) {
  const form = useForm<FormState<TestEmailForm>>({ to: '' });
  const waiting = sent !== null && UNSETTLED.includes(sent.status);

  // Follow the test email until it settles (sent, stored, or failed for good).
  useEffect(() => {
    if (!waiting) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - startedAt > POLL_FOR_MS) clearInterval(timer);
      else router.reload({ only: ['sent', 'table', 'counts'] });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, sent?.id]);

  return (
    <>
      <AdminPageHeader
        title="Email"
        description="Every email the site sends is recorded here first, then delivered by a background job. Send a test to check delivery end to end."
      />
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <Panel title="Send a test email">
          <FormAlert
            tone="info"
            message={
              delivery.smtp
                ? `Delivery: SMTP (SMTP_URL), through the ${delivery.queue === 'redis' ? 'BullMQ queue on Redis' : 'in-process queue (no REDIS_URL)'}.`
                : 'SMTP_URL is not set: messages are stored here, not sent. Set SMTP_URL to deliver them.'
            }
          />
          <form
            method="post"
            action={PATH}
            noValidate
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
            onSubmit={(event) => {
              event.preventDefault();
              form.post(PATH, { preserveScroll: true, onSuccess: () => form.reset() });
            }}
          >
            <TextField
              className="flex-1"
              label="Send to"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={form.data.to}
              onChange={(event) => form.setData('to', event.target.value)}
              error={form.errors.to}
            />
            <Button type="submit" className="sm:mt-7" loading={form.processing}>
              <Send className="size-4" aria-hidden="true" />
              Send test
            </Button>
          </form>
        </Panel>
        {sent && (
          <Panel title="Latest test">
            <div role="status" aria-live="polite" className="space-y-2 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                To <strong className="font-medium">{sent.toAddress}</strong>:{' '}
                <StatusBadge status={sent.status} />
                {waiting && <span className="text-crmgray-600 dark:text-zinc-400">checking…</span>}
              </p>
              <p className="text-crmgray-600 dark:text-zinc-400">
                {sent.attempts} attempt{sent.attempts === 1 ? '' : 's'}
                {sent.lastError && <> · last error: {sent.lastError}</>}
              </p>
              <Link href={`${PATH}/${sent.id}`} className="text-crmblue-700 underline dark:text-crmblue-300">
                Preview the message
              </Link>
            </div>
          </Panel>
        )}
      </div>
      <h2 className="mb-3 text-lg font-semibold">Outbox</h2>
      <StatusTable
        path={PATH}
        table={table}
        counts={counts}
        columns={COLUMNS}
        caption="Outbox"
        searchLabel="Recipient, subject or template"
        nothingYet={{
          icon: Mail,
          title: 'No emails yet',
          text: 'Test emails, sign-in links, lead acknowledgements and notifications appear here as the site sends them.',
        }}
      />
    </>
  );
}
