import { router } from '@inertiajs/react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BackLink } from '@/components/admin/back-link';
import { DetailList, Panel } from '@/components/admin/detail-list';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const ACTIONS = {
  open: [
    { status: 'resolved', label: 'Mark resolved' },
    { status: 'ignored', label: 'Ignore' },
  ],
  resolved: [{ status: 'open', label: 'Reopen' }],
  ignored: [{ status: 'open', label: 'Stop ignoring' }],
} as const;

/** One error: how often it happened over the last 7 days, where, the stored reports, and its status. */
export default function ErrorLog({ group, hourly, reports }: PageProps<'error-log/group'>) {
  const setStatus = (status: string) =>
    router.post(routes.errorLog.setStatus(group.id), { status }, { preserveScroll: true });
  return (
    <>
      <BackLink href={routes.errorLog.list()} label="All errors" />
      <AdminPageHeader
        title={group.message}
        description={`${group.errorType} · ${group.source === 'client' ? 'browser' : 'server'}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={group.severity} size="md" />
          <StatusBadge status={group.status} size="md" />
          {ACTIONS[group.status as keyof typeof ACTIONS]?.map((action) => (
            <Button
              key={action.status}
              size="sm"
              variant="secondary"
              onClick={() => setStatus(action.status)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      </AdminPageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Occurrences, last 7 days (per hour, UTC)" className="lg:col-span-2">
          <ChartBox
            height={224}
            label={`${hourly.reduce((sum, slot) => sum + slot.count, 0)} occurrences in the last 7 days`}
          >
            <AreaChart data={hourly} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
              <XAxis
                dataKey="hour"
                tickFormatter={(hour: string) => hour.slice(5, 10)}
                minTickGap={40}
                fontSize={12}
              />
              <YAxis allowDecimals={false} fontSize={12} />
              <Tooltip labelFormatter={(hour) => formatDateTime(String(hour))} />
              <Area
                type="stepAfter"
                dataKey="count"
                name="Reports"
                stroke="#1f5fd1"
                fill="#1f5fd1"
                fillOpacity={0.15}
              />
            </AreaChart>
          </ChartBox>
        </Panel>
        <Panel title="Summary">
          <DetailList
            rows={[
              [
                'Total',
                <span key="count" className="tabular">
                  {group.count}
                </span>,
              ],
              ['First seen', formatDateTime(group.firstSeenAt)],
              ['Last seen', formatDateTime(group.lastSeenAt)],
              ['Pages', group.affectedUrls.join(', ')],
              [
                'Status set by',
                group.statusChangedBy && `${group.statusChangedBy}, ${formatDateTime(group.statusChangedAt)}`,
              ],
            ]}
          />
        </Panel>
      </div>
      <h2 className="mt-8 mb-3 text-lg font-semibold">Stored reports ({reports.length})</h2>
      <p className="mb-4 text-sm text-crmgray-600 dark:text-zinc-400">
        As kept after scrubbing: credentials, email addresses and phone numbers are removed before anything is
        stored.
      </p>
      <div className="space-y-4">
        {reports.map((report) => (
          <details
            key={report.id}
            className="rounded-xl border border-crmgray-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <summary className="cursor-pointer text-sm font-medium">
              {formatDateTime(report.createdAt)} · {String(report.payload.url ?? 'no URL')}
            </summary>
            <pre className="mt-3 max-h-96 overflow-auto rounded-lg bg-crmgray-50 p-3 text-xs whitespace-pre-wrap dark:bg-zinc-950">
              {JSON.stringify(report.payload, null, 2)}
            </pre>
          </details>
        ))}
      </div>
    </>
  );
}
