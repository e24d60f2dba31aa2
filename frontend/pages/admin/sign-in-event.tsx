import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AUDIT_ACTION_LABELS } from '@/components/admin/audit-columns';
import { BackLink } from '@/components/admin/back-link';
import { ClientRecordLink } from '@/components/admin/client-record-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** One sign-in event with everything recorded about it (device, scope, who changed what). */
export default function SignInEvent({ event }: PageProps<'admin/sign-in-event'>) {
  const detail = Object.entries(event.detail).map(([key, value]): [string, string] => [
    key.replace(/_/g, ' '),
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
  return (
    <>
      <BackLink href={routes.admin.signInActivity()} label="Sign-in activity" />
      <AdminPageHeader title={AUDIT_ACTION_LABELS[event.action] ?? event.action} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Event">
          <DetailList
            rows={[
              ['When', formatDateTime(event.createdAt)],
              ['Email', event.email && <ClientRecordLink email={event.email} look="value" />],
              ['IP address', event.ipAddress],
              ['User id', event.userId],
            ]}
          />
        </Panel>
        <Panel title="Details">
          {detail.length ? (
            <DetailList rows={detail} />
          ) : (
            <p className="text-sm text-crmgray-600 dark:text-zinc-400">Nothing more was recorded.</p>
          )}
        </Panel>
      </div>
    </>
  );
}
