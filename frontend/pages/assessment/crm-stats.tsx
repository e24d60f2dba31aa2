import { BANDS } from '@shared/assessment';
import { PieChart } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { StatTable } from '@/components/ui/stat-table';
import type { CrmStatsRow, PageProps } from '@shared/pages';

const BAND_COLORS: Record<string, string> = {
  foundational: '#dc2626',
  developing: '#d97706',
  established: 'var(--color-crmblue-600)',
  advanced: 'var(--color-crmturquoise-600)',
};

/** SPEC "/admin/crm-stats": how overall scores are distributed for each CRM. */
export default function CrmStats({ crms }: PageProps<'assessment/crm-stats'>) {
  const data = crms.map((crm) => ({ label: crm.label, ...crm.bands }));
  return (
    <>
      <AdminPageHeader
        title="CRM stats"
        description="Completed assessments per CRM: how many, the spread of their overall scores, and how many fall in each maturity band."
      />
      {crms.length === 0 ? (
        <EmptyState icon={PieChart} title="No completed assessments yet">
          Each CRM appears here once someone using it completes the assessment.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <Panel title="Maturity bands per CRM">
            <ChartBox height={320}>
              <BarChart data={data}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Legend />
                {BANDS.map((band) => (
                  <Bar
                    key={band.id}
                    dataKey={band.id}
                    name={band.label}
                    stackId="bands"
                    fill={BAND_COLORS[band.id]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ChartBox>
          </Panel>
          <Panel title="Score distribution">
            <div className="overflow-x-auto">
              <StatTable
                caption="Overall score distribution per CRM"
                rows={crms}
                rowKey={(crm) => crm.crm}
                columns={[
                  { header: 'CRM', cell: (crm) => crm.label, rowHeader: true },
                  ...(
                    [
                      ['Responses', 'responses'],
                      ['Average', 'average'],
                      ['Min', 'min'],
                      ['25th', 'q1'],
                      ['Median', 'median'],
                      ['75th', 'q3'],
                      ['Max', 'max'],
                    ] as const
                  ).map(([header, key]) => ({
                    header,
                    cell: (crm: CrmStatsRow) => crm[key] ?? '—',
                    numeric: true,
                  })),
                ]}
              />
            </div>
          </Panel>
        </div>
      )}
    </>
  );
}
