import { router } from '@inertiajs/react';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const VIEWS = ['HTML', 'Plain text'] as const;

/** One outbox message: delivery details and the email as the recipient sees it. */
export default function MailMessage({ message }: PageProps<'mail/message'>) {
  const [view, setView] = useState<(typeof VIEWS)[number]>('HTML');
  return (
    <>
      <BackLink href={routes.mail.outbox()} label="Outbox" />
      <AdminPageHeader title={message.subject} description={`To ${message.toAddress}`}>
        <StatusBadge status={message.status} size="md" />
      </AdminPageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Delivery">
          <DetailList
            rows={[
              ['Created', formatDateTime(message.createdAt)],
              ['Sent', formatDateTime(message.sentAt)],
              ['Attempts', message.attempts],
              ['Last error', message.lastError],
              ['Template', message.template],
              ...Object.entries(message.headers).map(([name, value]): [string, string] => [name, value]),
              ...message.attachments.map((attachment): [string, string] => [
                'Attachment',
                `${attachment.filename} (${attachment.contentType}, ${Math.ceil(attachment.bytes / 1024)} KB)`,
              ]),
            ]}
          />
          {message.status === 'failed' && (
            <Button className="mt-5" onClick={() => router.post(routes.mail.retry(message.id))}>
              Try again
            </Button>
          )}
        </Panel>
        <div className="lg:col-span-2">
          <div role="tablist" aria-label="Message view" className="mb-3 flex gap-2">
            {VIEWS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={view === name}
                onClick={() => setView(name)}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-medium',
                  view === name
                    ? 'bg-crmblue-600 text-white'
                    : 'bg-crmgray-100 text-crmgray-700 hover:bg-crmgray-200 dark:bg-zinc-800 dark:text-zinc-300',
                )}
              >
                {name}
              </button>
            ))}
          </div>
          {view === 'HTML' ? (
            // sandbox without allow-scripts: the email's HTML can show but never run anything.
            <iframe
              title={`Preview of “${message.subject}”`}
              sandbox=""
              srcDoc={message.html}
              className="h-[640px] w-full rounded-xl border border-crmgray-200 bg-white dark:border-zinc-800"
            />
          ) : (
            <pre className="max-h-[640px] overflow-auto rounded-xl border border-crmgray-200 bg-white p-4 text-sm whitespace-pre-wrap dark:border-zinc-800 dark:bg-zinc-900">
              {message.text}
            </pre>
          )}
        </div>
      </div>
    </>
  );
}
