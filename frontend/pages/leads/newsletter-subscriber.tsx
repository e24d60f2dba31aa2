import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { StatusBadge } from '@/components/admin/status-badge';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** One address: its history, where it signed up, and unsubscribing on the reader's request. */
export default function NewsletterSubscriber({ subscriber }: PageProps<'leads/newsletter-subscriber'>) {
  return (
    <>
      <BackLink href={routes.leads.subscribers()} label="All subscribers" />
      <AdminPageHeader title={subscriber.email}>
        <StatusBadge status={subscriber.status} size="md" />
      </AdminPageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="History">
          <DetailList
            rows={[
              ['Signed up', formatDateTime(subscriber.createdAt)],
              ['Last confirmation email', formatDateTime(subscriber.confirmationSentAt)],
              ['Confirmed', formatDateTime(subscriber.confirmedAt)],
              ['Unsubscribed', formatDateTime(subscriber.unsubscribedAt)],
              ['Client record', <ClientRecordLink key="record" email={subscriber.email} look="value" />],
            ]}
          />
          {subscriber.status !== 'unsubscribed' && (
            <ConfirmButton
              className="mt-5"
              label="Unsubscribe on their behalf"
              title={`Unsubscribe ${subscriber.email}?`}
              description="They get no more newsletters. They can sign up again themselves."
              confirmLabel="Unsubscribe"
              action={routes.leads.unsubscribeSubscriber(subscriber.id)}
            />
          )}
        </Panel>
        <Panel title="Where they signed up">
          <DetailList rows={subscriber.source} />
        </Panel>
      </div>
    </>
  );
}
