import { Deferred, usePoll } from '@inertiajs/react';
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { BreakdownTable } from '@/components/analytics/breakdown-table';
import { csvHref, RangePicker } from '@/components/analytics/range-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { BarChart3 } from 'lucide-react';
import type { PageProps, TrafficTotals } from '@shared/pages';
import { CHANNEL_LABELS, type Channel } from '@shared/analytics';
import { routes } from '@shared/routes';

const PATH = routes.analytics.dashboard();
const duration = (seconds: number) =>
  seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

function change(current: number, previous: number, lowerIsBetter = false) {
  if (previous === 0) return current === 0 ? null : { text: 'new', good: !lowerIsBetter };
  const delta = (current - previous) / previous;
  return {
    text: `${delta >= 0 ? '+' : ''}${Math.round(delta * 100)}%`,
    good: lowerIsBetter ? delta <= 0 : delta >= 0,
  };
}

function Kpi({ label, value, delta }: { label: string; value: string; delta: ReturnType<typeof change> }) {
  return (
    <div
      data-testid={`kpi-${label.toLowerCase().replaceAll(' ', '-')}`}
      className="rounded-xl border border-crmgray-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="text-sm text-crmgray-600 dark:text-zinc-400">{label}</p>
      <p className="tabular mt-1 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">{value}</p>
      {delta && (
        <p
          className={`text-xs ${delta.good ? 'text-crmturquoise-700 dark:text-crmturquoise-400' : 'text-red-700 dark:text-red-400'}`}
        >
          {delta.text} vs previous period
        </p>
      )}
    </div>
  );
}

/** The last 30 minutes: a deferred prop (fetched once the page shows), reloaded alone every 10 s. */
function Realtime({ now }: { now: { visitors: number; views: number } | undefined }) {
  return (
    <div
      className="rounded-xl border border-crmgray-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
      aria-live="polite"
    >
      <p className="flex items-center gap-2 text-sm text-crmgray-600 dark:text-zinc-400">
        <span className="size-2 animate-pulse rounded-full bg-crmturquoise-500" aria-hidden="true" />
        Right now (last 30 minutes)
      </p>
      <p
        className="tabular mt-1 text-2xl font-semibold text-crmgray-950 dark:text-zinc-50"
        data-testid="realtime-visitors"
      >
        {now ? now.visitors : '…'}
      </p>
      <p className="text-xs text-crmgray-600 dark:text-zinc-400">
        {now ? `${now.views} page views` : 'Loading'}
      </p>
    </div>
  );
}

/** SPEC "/admin/analytics-dashboard": visitors, views, sessions, bounce rate and visit duration, and where they came from. */
export default function AnalyticsDashboard({
  range,
  totals,
  previous,
  series,
  breakdowns,
  realtime,
}: PageProps<'analytics/dashboard'>) {
  usePoll(10_000, { only: ['realtime'] });
  const kpis: Array<[string, (t: TrafficTotals) => number, (n: number) => string, boolean]> = [
    ['Visitors', (t) => t.visitors, (n) => n.toLocaleString(), false],
    ['Page views', (t) => t.views, (n) => n.toLocaleString(), false],
    ['Sessions', (t) => t.sessions, (n) => n.toLocaleString(), false],
    ['Bounce rate', (t) => t.bounceRate, percent, true],
    ['Visit duration', (t) => t.averageDurationSeconds, duration, false],
  ];
  const csv = (table: string) => csvHref(PATH, range, { table });
  return (
    <>
      <AdminPageHeader
        title="Analytics"
        description="Cookieless, first-party page views counted on our server; visitors are counted per day (their ids change daily)."
      />
      <RangePicker path={PATH} range={range} />
      <div className="mb-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {kpis.map(([label, get, format, lowerIsBetter]) => (
          <Kpi
            key={label}
            label={label}
            value={format(get(totals))}
            delta={change(get(totals), get(previous), lowerIsBetter)}
          />
        ))}
        <Deferred data="realtime" fallback={<Realtime now={undefined} />}>
          <Realtime now={realtime} />
        </Deferred>
      </div>
      {totals.views === 0 ? (
        <EmptyState icon={BarChart3} title="No page views in this range">
          Page views appear here a few minutes after visitors open public pages (rollups run every 10
          minutes).
        </EmptyState>
      ) : (
        <>
          <Panel title="Visitors and page views per day" className="mb-6">
            <ChartBox height={288} testId="traffic-chart">
              <AreaChart data={series}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" tick={{ fontSize: 11 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Legend />
                <Area
                  dataKey="views"
                  name="Page views"
                  stroke="var(--color-crmgray-500)"
                  fill="var(--color-crmgray-200)"
                  isAnimationActive={false}
                />
                <Area
                  dataKey="visitors"
                  name="Visitors"
                  stroke="var(--color-crmblue-600)"
                  fill="var(--color-crmblue-100)"
                  isAnimationActive={false}
                />
              </AreaChart>
            </ChartBox>
          </Panel>
          <div className="grid gap-6 lg:grid-cols-2">
            <BreakdownTable title="Top pages" valueLabel="Page" rows={breakdowns.path} csv={csv('path')} />
            <BreakdownTable
              title="Entry pages"
              valueLabel="Page"
              rows={breakdowns.entry_path}
              csv={csv('entry_path')}
              show={['visitors', 'sessions']}
            />
            <BreakdownTable
              title="Referrers"
              valueLabel="Site"
              rows={breakdowns.referrer}
              csv={csv('referrer')}
              show={['visitors', 'sessions']}
            />
            <BreakdownTable
              title="Channels"
              valueLabel="Channel"
              rows={breakdowns.channel}
              csv={csv('channel')}
              show={['visitors', 'sessions', 'goals']}
              format={(value) => CHANNEL_LABELS[value as Channel] ?? value}
            />
            <BreakdownTable
              title="Devices"
              valueLabel="Device"
              rows={breakdowns.device}
              csv={csv('device')}
              show={['visitors', 'sessions']}
            />
            <BreakdownTable
              title="Browsers"
              valueLabel="Browser"
              rows={breakdowns.browser}
              csv={csv('browser')}
              show={['visitors', 'sessions']}
            />
            <BreakdownTable
              title="Countries"
              valueLabel="Country"
              rows={breakdowns.country}
              csv={csv('country')}
              show={['visitors', 'sessions']}
            />
          </div>
        </>
      )}
    </>
  );
}
