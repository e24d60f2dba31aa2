import { BANDS } from '@shared/assessment';
import { PieChart } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { EmptyState } from '@/components/ui/empty-state';

interface CrmRow {
  crm: string;
  label: string;
  responses: number;
  average: number | null;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  bands: Record<string, number>;
}

const BAND_COLORS: Record<string, string> = {
  foundational: '#dc2626',
  developing: '#d97706',
  established: 'var(--color-crmblue-600)',
  advanced: 'var(--color-crmturquoise-600)',
};

/** SPEC "/admin/crm-stats": how overall scores are distributed for each CRM. */
export default function CrmStats({ crms }: { crms: CrmRow[] }) {
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
            <div className="h-80">
              <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 800, height: 320 }}>
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
              </ResponsiveContainer>
            </div>
          </Panel>
          <Panel title="Score distribution">
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Overall score distribution per CRM</caption>
                <thead>
                  <tr className="border-b border-crmgray-200 text-left text-crmgray-600 dark:border-zinc-800 dark:text-zinc-400">
                    {['CRM', 'Responses', 'Average', 'Min', '25th', 'Median', '75th', 'Max'].map(
                      (header, index) => (
                        <th
                          key={header}
                          scope="col"
                          className={`py-2 font-medium ${index ? 'text-right' : ''}`}
                        >
                          {header}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {crms.map((crm) => (
                    <tr
                      key={crm.crm}
                      className="border-b border-crmgray-100 last:border-0 dark:border-zinc-800"
                    >
                      <th scope="row" className="py-2 text-left font-normal">
                        {crm.label}
                      </th>
                      {[crm.responses, crm.average, crm.min, crm.q1, crm.median, crm.q3, crm.max].map(
                        (value, index) => (
                          <td key={index} className="tabular py-2 text-right">
                            {value ?? '—'}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
        </div>
      )}
    </>
  );
}
