import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import type { ReactElement } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { DimensionRadar } from '@/components/assessment/radar-chart';
import { DIMENSION_LABELS, DIMENSIONS } from '@shared/assessment';
import { WORKED_EXAMPLE_SCORES } from '@shared/assessment/worked-example';
import type { PageProps } from '@shared/pages';

/** The site's chart colours (the dashboards' and the score pages'). */
const COLOURS = ['var(--color-crmblue-600)', 'var(--color-crmturquoise-600)', 'var(--color-crmgray-500)'];

/** Thirty days of made-up but plausible numbers, the same on every visit (a seeded sequence). */
const DAYS = Array.from({ length: 30 }, (_, index) => {
  const wave = (shift: number) => Math.round(40 + 25 * Math.sin((index + shift) / 4) + ((index * 7) % 11));
  return {
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    views: wave(0) * 3,
    visitors: wave(2) * 2,
    leads: Math.max(0, Math.round(wave(5) / 10) - 2),
  };
});
const FUNNEL = ['Profile', 'Team', 'Vision', 'Overall', 'Deep dive', 'Priorities', 'Submitted'].map(
  (step, index) => ({ step, reached: Math.round(120 * 0.86 ** index) }),
);

/**
 * `/chart-debug`: every kind of chart the site draws (the dashboards' lines and areas, the funnel's
 * and CRM stats' bars, the score pages' radar) with sample data, in the page's theme: where a
 * Recharts upgrade or a colour change is checked at a glance.
 */
export default function Charts({ title }: PageProps<'diagnostics/charts'>) {
  return (
    <>
      <AdminPageHeader
        title={title}
        description="Each kind of chart the site draws, with sample data (never real figures). The radar uses the worked example of docs/scoring.md."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <ChartPanel title="Lines (admin dashboard, trends)" label="Sample daily views, visitors and leads">
          <LineChart data={DAYS}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} tickFormatter={(day: string) => day.slice(5)} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            {(['views', 'visitors', 'leads'] as const).map((key, index) => (
              <Line key={key} dataKey={key} stroke={COLOURS[index]} dot={false} isAnimationActive={false} />
            ))}
          </LineChart>
        </ChartPanel>
        <ChartPanel title="Areas (analytics, error log)" label="Sample daily views and visitors">
          <AreaChart data={DAYS}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} tickFormatter={(day: string) => day.slice(5)} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            {(['views', 'visitors'] as const).map((key, index) => (
              <Area
                key={key}
                dataKey={key}
                stroke={COLOURS[index]}
                fill={COLOURS[index]}
                fillOpacity={0.15}
                isAnimationActive={false}
              />
            ))}
          </AreaChart>
        </ChartPanel>
        <ChartPanel
          title="Bars (assessment funnel, CRM stats, attribution)"
          label="Sample funnel of seven steps"
        >
          <BarChart data={FUNNEL}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="step" tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="reached" fill={COLOURS[0]} isAnimationActive={false} />
          </BarChart>
        </ChartPanel>
        <Panel title="Radar (score pages)">
          <DimensionRadar
            dimensions={DIMENSIONS.map((dimension) => ({
              label: DIMENSION_LABELS[dimension],
              score: WORKED_EXAMPLE_SCORES.dimensions[dimension],
            }))}
          />
        </Panel>
      </div>
    </>
  );
}

function ChartPanel({ title, label, children }: { title: string; label: string; children: ReactElement }) {
  return (
    <Panel title={title}>
      <ChartBox height={288} label={label}>
        {children}
      </ChartBox>
    </Panel>
  );
}
