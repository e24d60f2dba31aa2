import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { PeriodTabs } from '@/components/admin/period-tabs';
import { StatTable } from '@/components/ui/stat-table';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** SPEC "/admin/trends": assessment volumes and average scores over time, by week or month. */
export default function Trends({ interval, points }: PageProps<'assessment/trends'>) {
  const totals = points.reduce(
    (sum, point) => ({ started: sum.started + point.started, completed: sum.completed + point.completed }),
    { started: 0, completed: 0 },
  );
  return (
    <>
      <AdminPageHeader
        title="Trends"
        description={`Assessments started and completed, and the average score of those completed, per ${interval} (${interval === 'week' ? 'last 26 weeks' : 'last 12 months'}).`}
      />
      <PeriodTabs
        path={routes.assessment.trends()}
        param="interval"
        active={interval}
        options={[
          { value: 'week', label: 'By week' },
          { value: 'month', label: 'By month' },
        ]}
      />
      <p className="mb-4 text-sm text-crmgray-600 dark:text-zinc-400">
        {totals.started} started · {totals.completed} completed in this range.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Volume">
          <ChartBox height={288}>
            <LineChart data={points}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="period" tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Line
                dataKey="started"
                name="Started"
                stroke="var(--color-crmgray-500)"
                dot={false}
                isAnimationActive={false}
              />
              <Line
                dataKey="completed"
                name="Completed"
                stroke="var(--color-crmblue-600)"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ChartBox>
        </Panel>
        <Panel title="Average score">
          <ChartBox height={288}>
            <LineChart data={points}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="period" tick={{ fontSize: 11 }} />
              <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Line
                dataKey="averageScore"
                name="Average score"
                stroke="var(--color-crmturquoise-600)"
                connectNulls
                isAnimationActive={false}
              />
            </LineChart>
          </ChartBox>
        </Panel>
      </div>
      <Panel title="By period" className="mt-6">
        <div className="max-h-96 overflow-y-auto">
          <StatTable
            caption={`Assessments per ${interval}`}
            rows={[...points].reverse()}
            rowKey={(point) => point.period}
            columns={[
              {
                header: interval === 'week' ? 'Week of' : 'Month',
                cell: (point) => point.period,
                rowHeader: true,
              },
              { header: 'Started', cell: (point) => point.started, numeric: true },
              { header: 'Completed', cell: (point) => point.completed, numeric: true },
              { header: 'Average score', cell: (point) => point.averageScore ?? '—', numeric: true },
            ]}
          />
        </div>
      </Panel>
    </>
  );
}
