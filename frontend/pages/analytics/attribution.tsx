import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { csvHref, RangePicker } from '@/components/analytics/range-picker';
import { StatTable } from '@/components/ui/stat-table';
import type { PageProps } from '@shared/pages';
import { CHANNEL_LABELS } from '@shared/analytics';
import { routes } from '@shared/routes';

const PATH = routes.analytics.attribution();
const GOAL_LABELS: Record<string, string> = {
  contact_submitted: 'Contact messages',
  jumpstart_applied: 'Jumpstart applications',
  newsletter_confirmed: 'Newsletter sign-ups',
  assessment_started: 'Assessments started',
  assessment_completed: 'Assessments completed',
  agreement_signed: 'Agreements signed',
  payment_received: 'Payments',
  lead_audit_completed: 'Lead audits completed',
};

/** SPEC "/admin/attribution-dashboard": per goal, which channels brought the visitor first, and last before it. */
export default function Attribution({ range, goals }: PageProps<'analytics/attribution'>) {
  const reached = goals.filter((goal) => goal.total > 0);
  return (
    <>
      <AdminPageHeader
        title="Attribution"
        description="First touch (the visit that brought them) beside last non-direct touch (the last campaign or site before the goal), per goal."
      />
      <RangePicker path={PATH} range={range} />
      <a
        href={csvHref(PATH, range)}
        className="mb-4 inline-block text-sm text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        Download CSV
      </a>
      {reached.length === 0 ? (
        <p className="rounded-xl border border-dashed border-crmgray-300 bg-white p-6 text-sm text-crmgray-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400">
          No goals reached in this range.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {reached.map((goal) => {
            const data = goal.channels.map((row) => ({ ...row, name: CHANNEL_LABELS[row.channel] }));
            return (
              <Panel key={goal.goal} title={`${GOAL_LABELS[goal.goal] ?? goal.goal} (${goal.total})`}>
                <ChartBox height={224}>
                  <BarChart data={data}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="name" tick={{ fontSize: 11 }} />
                    <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                    <Tooltip />
                    <Legend />
                    <Bar
                      dataKey="firstTouch"
                      name="First touch"
                      fill="var(--color-crmgray-400)"
                      isAnimationActive={false}
                    />
                    <Bar
                      dataKey="lastTouch"
                      name="Last non-direct touch"
                      fill="var(--color-crmblue-600)"
                      isAnimationActive={false}
                    />
                  </BarChart>
                </ChartBox>
                <StatTable
                  caption={`Attribution of ${goal.goal}`}
                  rows={data}
                  rowKey={(row) => row.channel}
                  columns={[
                    { header: 'Channel', cell: (row) => row.name, rowHeader: true },
                    { header: 'First touch', cell: (row) => row.firstTouch, numeric: true },
                    { header: 'Last non-direct', cell: (row) => row.lastTouch, numeric: true },
                  ]}
                />
              </Panel>
            );
          })}
        </div>
      )}
    </>
  );
}
