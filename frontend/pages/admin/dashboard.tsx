import { Link } from '@inertiajs/react';
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  CreditCard,
  FileSignature,
  MailWarning,
  MessageSquare,
  type LucideIcon,
} from 'lucide-react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '@/components/ui/chart-box';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/detail-list';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@shared/dates';
import {
  DASHBOARD_PERIOD_LABELS,
  type AttentionItem,
  type DashboardMetric,
  type PeriodNumbers,
} from '@shared/admin-dashboard';
import type { PageProps } from '@shared/pages';

const GROUPS: Array<DashboardMetric['group']> = ['Leads', 'Assessment', 'Signing', 'Site'];
const PERIODS = Object.keys(DASHBOARD_PERIOD_LABELS) as Array<keyof PeriodNumbers>;
const LINE_COLOURS = [
  'var(--color-crmblue-600)',
  'var(--color-crmturquoise-600)',
  'var(--color-crmgray-500)',
];

const ATTENTION_ICONS: Record<AttentionItem['kind'], LucideIcon> = {
  unanswered_contact: MessageSquare,
  unsigned_agreement: FileSignature,
  failed_email: MailWarning,
  critical_error: AlertTriangle,
  payment_awaiting: CreditCard,
  open_errors: AlertTriangle,
};

/** Formatters made once per kind: making one costs far more than using it (a dozen figures per render). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat('en', options)));
  return format;
}

function formatValue(metric: DashboardMetric, value: number): string {
  if (metric.format === 'money')
    return numberFormat({
      style: 'currency',
      currency: (metric.currency ?? 'usd').toUpperCase(),
      maximumFractionDigits: value >= 1_000_000 ? 1 : 0,
      // Three figures share a card: large sums are shortened ($12.3K).
      notation: value >= 1_000_000 ? 'compact' : 'standard',
    }).format(value / 100);
  if (metric.format === 'score') return value ? String(value) : '–';
  return value >= 100_000
    ? numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value)
    : numberFormat({}).format(value);
}

/** The back-office home: this period's numbers from every area, a 30-day trend, and what is waiting. */
export default function AdminDashboard({
  metrics,
  attention,
  trend,
  generatedAt,
}: PageProps<'admin/dashboard'>) {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Today (since midnight UTC), the last 7 and the last 30 days. Updated ${formatDateTime(generatedAt)}.`}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          {GROUPS.map((group) => {
            const cards = metrics.filter((metric) => metric.group === group);
            if (cards.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`group-${group}`}>
                <h2
                  id={`group-${group}`}
                  className="mb-2 text-sm font-semibold text-crmgray-600 uppercase dark:text-zinc-400"
                >
                  {group}
                </h2>
                <div className={cn(BALANCED_GRID, 'gap-3')}>
                  {cards.map((metric, index) => (
                    <MetricCard
                      key={metric.key}
                      metric={metric}
                      className={balancedSpan(index, cards.length)}
                    />
                  ))}
                </div>
              </section>
            );
          })}
          <Panel title="Last 30 days">
            <ChartBox
              height={288}
              label={`Daily ${trend.series.map((line) => line.label.toLowerCase()).join(', ')} over the last 30 days`}
            >
              <LineChart data={trend.days}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" tick={{ fontSize: 11 }} tickFormatter={(day: string) => day.slice(5)} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Legend />
                {trend.series.map((line, index) => (
                  <Line
                    key={line.key}
                    dataKey={line.key}
                    name={line.label}
                    stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                    dot={false}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ChartBox>
          </Panel>
        </div>
        <section aria-labelledby="attention" className="order-first xl:order-none">
          <h2
            id="attention"
            className="mb-2 text-sm font-semibold text-crmgray-600 uppercase dark:text-zinc-400"
          >
            Needs attention
          </h2>
          {attention.length === 0 ? (
            <p className="flex items-center gap-2 rounded-xl border border-dashed border-crmgray-300 p-6 text-sm text-crmgray-600 dark:border-zinc-700 dark:text-zinc-400">
              <CheckCircle2 className="size-5 text-crmturquoise-600" aria-hidden="true" />
              Nothing is waiting: no late replies, stalled agreements, failed emails or new critical errors.
            </p>
          ) : (
            <ul className="divide-y divide-crmgray-100 rounded-xl border border-crmgray-200 bg-white text-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
              {attention.map((item) => {
                const Icon = ATTENTION_ICONS[item.kind];
                return (
                  <li key={`${item.kind}-${item.href}`}>
                    <Link
                      href={item.href}
                      className="flex gap-3 px-4 py-3 hover:bg-crmgray-50 dark:hover:bg-zinc-800"
                    >
                      <Icon
                        className="mt-0.5 size-4 shrink-0 text-crmgray-600 dark:text-zinc-400"
                        aria-hidden="true"
                      />
                      <span className="min-w-0">
                        <span className="block font-medium text-crmgray-950 dark:text-zinc-50">
                          {item.title}
                        </span>
                        <span className="block break-words text-crmgray-600 dark:text-zinc-400">
                          {item.detail}
                        </span>
                        <span className="mt-0.5 flex items-center gap-1 text-xs text-crmgray-600 dark:text-zinc-400">
                          <Clock className="size-3" aria-hidden="true" />
                          <time dateTime={item.since}>{formatDateTime(item.since)}</time>
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function MetricCard({ metric, className }: { metric: DashboardMetric; className: string }) {
  return (
    <Link
      href={metric.href}
      className={cn(
        className,
        'block rounded-xl border border-crmgray-200 bg-white p-4 transition-colors hover:border-crmblue-300 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-crmblue-700',
      )}
    >
      <h3 className="text-sm font-medium text-crmgray-700 dark:text-zinc-300">
        {metric.label}
        {/* "59/100" three times did not fit a card's thirds at 1280 px: the scale goes with the title. */}
        {metric.format === 'score' && (
          <span className="font-normal text-crmgray-600 dark:text-zinc-400"> (out of 100)</span>
        )}
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        {PERIODS.map((period) => (
          <div key={period} className="min-w-0">
            <dt className="text-xs text-crmgray-600 dark:text-zinc-400">{DASHBOARD_PERIOD_LABELS[period]}</dt>
            <dd
              className="truncate text-lg font-semibold text-crmgray-950 tabular-nums dark:text-zinc-50"
              data-metric={`${metric.key}-${period}`}
            >
              {formatValue(metric, metric.values[period])}
            </dd>
          </div>
        ))}
      </dl>
    </Link>
  );
}
