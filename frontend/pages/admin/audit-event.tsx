import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** One audit entry with the record before and after the change. */
export default function AuditEvent({ event }: PageProps<'admin/audit-event'>) {
  return (
    <>
      <BackLink href={routes.admin.auditTrail()} label="Audit trail" />
      <AdminPageHeader title={event.summary} />
      <div className="space-y-6">
        <Panel title="Entry">
          <DetailList
            rows={[
              ['When', formatDateTime(event.createdAt)],
              ['Admin', event.actorEmail ?? 'system'],
              ['From IP address', event.ipAddress],
              [
                'Action',
                <code key="action" className="font-mono">
                  {event.action}
                </code>,
              ],
              ['Record', [event.targetType, event.targetId].filter(Boolean).join(' ')],
            ]}
          />
        </Panel>
        <div className="grid gap-6 lg:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            <Panel key={side} title={side === 'before' ? 'Before' : 'After'}>
              <pre className="overflow-x-auto rounded-lg bg-crmgray-50 p-3 font-mono text-xs whitespace-pre-wrap break-words dark:bg-zinc-950">
                {json(event[side])}
              </pre>
            </Panel>
          ))}
        </div>
      </div>
    </>
  );
}
