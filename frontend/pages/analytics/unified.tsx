import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { csvHref, RangePicker } from '@/components/analytics/range-picker';
import { StatTable } from '@/components/ui/stat-table';
import type { FunnelStep, PageProps } from '@shared/pages';
import { CHANNEL_LABELS } from '@shared/analytics';
import { routes } from '@shared/routes';

const PATH = routes.analytics.unified();
const rate = (count: number, of: number) => (of ? `${((count / of) * 100).toFixed(1)}%` : '—');

function Funnel({ steps }: { steps: FunnelStep[] }) {
  const top = steps[0].count || 1;
  return (
    <ol className="space-y-2">
      {steps.map((step, index) => (
        <li key={step.step}>
          <div className="flex justify-between text-sm">
            <span>{step.label}</span>
            <span className="tabular">
              {step.count.toLocaleString()}{' '}
              {index > 0 && (
                <span className="text-crmgray-600 dark:text-zinc-400">
                  · {rate(step.count, steps[index - 1].count)} of previous
                </span>
              )}
            </span>
          </div>
          <div className="mt-1 h-2 rounded bg-crmgray-100 dark:bg-zinc-800">
            <div
              className="h-2 rounded bg-crmblue-600"
              style={{ width: `${Math.max(1, (step.count / top) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** SPEC "/admin/unified-analytics": one funnel from a visit to a paid agreement, overall and per channel. */
export default function UnifiedAnalytics({ range, steps, channels }: PageProps<'analytics/unified'>) {
  return (
    <>
      <AdminPageHeader
        title="Unified funnel"
        description="From a visit to an assessment, a lead, a signed agreement and a payment; goals by the channel of their last non-direct touch."
      />
      <RangePicker path={PATH} range={range} />
      <Panel title="All channels" className="mb-6">
        <Funnel steps={steps} />
        <a
          href={csvHref(PATH, range)}
          className="mt-3 inline-block text-sm text-crmblue-700 hover:underline dark:text-crmblue-300"
        >
          Download CSV
        </a>
      </Panel>
      <Panel title="Per channel">
        {channels.length === 0 ? (
          <p className="text-sm text-crmgray-600 dark:text-zinc-400">No visits in this range.</p>
        ) : (
          <StatTable
            caption="Funnel per channel"
            rows={channels}
            rowKey={(row) => row.channel}
            columns={[
              { header: 'Channel', cell: (row) => CHANNEL_LABELS[row.channel], rowHeader: true },
              ...steps.map((step, index) => ({
                header: step.label,
                cell: (row: (typeof channels)[number]) =>
                  `${row.steps[index].count}${index > 0 ? ` (${rate(row.steps[index].count, row.steps[0].count)})` : ''}`,
                numeric: true,
              })),
            ]}
          />
        )}
      </Panel>
    </>
  );
}
