import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { PeriodTabs } from '@/components/admin/period-tabs';

interface Props {
  interval: 'week' | 'month';
  points: Array<{ period: string; started: number; completed: number; averageScore: number | null }>;
}

/** SPEC "/admin/trends": assessment volumes and average scores over time, by week or month. */
export default function Trends({ interval, points }: Props) {
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
        path="/admin/trends"
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
          <div className="h-72">
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 560, height: 288 }}>
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
            </ResponsiveContainer>
          </div>
        </Panel>
        <Panel title="Average score">
          <div className="h-72">
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 560, height: 288 }}>
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
            </ResponsiveContainer>
          </div>
        </Panel>
      </div>
      <Panel title="By period" className="mt-6">
        <div className="max-h-96 overflow-y-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Assessments per {interval}</caption>
            <thead>
              <tr className="border-b border-crmgray-200 text-left text-crmgray-600 dark:border-zinc-800 dark:text-zinc-400">
                <th scope="col" className="py-2 font-medium">
                  {interval === 'week' ? 'Week of' : 'Month'}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Started
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Completed
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Average score
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr
                  key={point.period}
                  className="border-b border-crmgray-100 last:border-0 dark:border-zinc-800"
                >
                  <th scope="row" className="py-2 text-left font-normal">
                    {point.period}
                  </th>
                  <td className="tabular py-2 text-right">{point.started}</td>
                  <td className="tabular py-2 text-right">{point.completed}</td>
                  <td className="tabular py-2 text-right">{point.averageScore ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}
