import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { PeriodTabs } from '@/components/admin/period-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { ClipboardList } from 'lucide-react';
import { StatTable } from '@/components/ui/stat-table';
import { periodOptions } from '@/lib/periods';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const STEP_LABELS: Record<string, string> = {
  profile: 'Profile',
  team: 'Team',
  vision: 'Vision',
  overall: 'Overall',
  deepdive: 'Deep dive',
  'revenue-priorities': 'Revenue priorities',
  submitted: 'Submitted',
};

/** SPEC "/admin/assessments": the completion funnel per step, drop-off and time to complete. */
export default function Assessments({ period, periods, funnel }: PageProps<'assessment/funnel'>) {
  const submitted = funnel.steps.at(-1)?.reached ?? 0;
  const data = funnel.steps.map((step) => ({ ...step, label: STEP_LABELS[step.step] ?? step.step }));
  return (
    <>
      <AdminPageHeader
        title="Assessments"
        description="How many visitors who start the assessment reach each step and submit it, and how long it takes them."
      />
      <PeriodTabs
        path={routes.assessment.funnel()}
        param="period"
        active={period}
        options={periodOptions(periods)}
      />
      {funnel.started === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No assessments started in this period"
          action={{ label: 'Open the assessment', href: routes.assessment.intro() }}
        >
          The funnel fills in as visitors start the assessment.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-4">
            {[
              ['Started', funnel.started],
              ['Submitted', submitted],
              ['Completion rate', `${funnel.started ? Math.round((100 * submitted) / funnel.started) : 0}%`],
              [
                'Time to complete',
                funnel.medianMinutes === null
                  ? '—'
                  : `${funnel.medianMinutes} min median · ${funnel.averageMinutes} min average`,
              ],
            ].map(([label, value]) => (
              <div
                key={label}
                className="rounded-xl border border-crmgray-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
              >
                <dt className="text-sm text-crmgray-600 dark:text-zinc-400">{label}</dt>
                <dd className="tabular mt-1 text-xl font-semibold text-crmgray-950 dark:text-white">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <Panel title="Completion funnel">
            <ChartBox height={288}>
              <BarChart data={data}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Bar
                  dataKey="reached"
                  name="Reached"
                  fill="var(--color-crmblue-600)"
                  isAnimationActive={false}
                />
              </BarChart>
            </ChartBox>
            <div className="mt-4">
              <StatTable
                caption="Funnel by step"
                rows={data}
                rowKey={(step) => step.step}
                columns={[
                  { header: 'Step', cell: (step) => step.label, rowHeader: true },
                  { header: 'Reached', cell: (step) => step.reached, numeric: true },
                  { header: 'Of started', cell: (step) => `${step.share}%`, numeric: true },
                  {
                    header: 'Left here',
                    cell: (step) => (step.step === 'submitted' ? '—' : step.dropOff),
                    numeric: true,
                  },
                ]}
              />
            </div>
          </Panel>
        </div>
      )}
    </>
  );
}
