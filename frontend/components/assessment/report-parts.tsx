import { Link } from '@inertiajs/react';
import {
  BANDS,
  DIMENSION_DESCRIPTIONS,
  ordinal,
  type DimensionRow,
  type PublishedComparison,
  type Recommendation,
} from '@shared/assessment';
import { Award, CalendarCheck, Gauge, Rocket, Sprout, TrendingUp } from 'lucide-react';
import { ExternalLink } from '@/components/content/external-link';
import { buttonStyles } from '@/components/ui/button';
import { StatTable, type StatColumn } from '@/components/ui/stat-table';
import { ScoreFigure } from './score-figure';
import { cn } from '@/lib/cn';
import { formatDate } from '@shared/dates';
import type { ReportData } from '@shared/pages';
import { routes } from '@shared/routes';

export type { ReportData };

/** A report as the pages get it (the answers come separately, to the owner's report only). */
const BAND_STYLE: Record<string, { icon: typeof Gauge; className: string }> = {
  foundational: { icon: Sprout, className: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200' },
  developing: {
    icon: TrendingUp,
    className: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  established: {
    icon: Gauge,
    className: 'bg-crmblue-50 text-crmblue-900 dark:bg-crmblue-950 dark:text-crmblue-100',
  },
  advanced: {
    icon: Award,
    className: 'bg-crmturquoise-50 text-crmturquoise-900 dark:bg-crmturquoise-950 dark:text-crmturquoise-100',
  },
};

/** The maturity band with its icon and label (never colour alone). */
export function BandBadge({ band }: { band: { id: string; label: string } }) {
  const style = BAND_STYLE[band.id] ?? BAND_STYLE.developing;
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        style.className,
      )}
    >
      <Icon className="size-4" aria-hidden /> {band.label}
    </span>
  );
}

/** Every band's range of the overall score, from shared/assessment/scoring.ts (docs/scoring.md). */
const BAND_RANGES = BANDS.map((item, index) =>
  index === 0 ? `${item.label} below ${BANDS[1].min}` : `${item.label} from ${item.min}`,
).join(' · ');

/** The overall score, its band and the system adoption score. */
export function ScoreSummary({ overall, band, adoption }: Pick<ReportData, 'overall' | 'band' | 'adoption'>) {
  return (
    <div className="space-y-3">
      <ScoreFigure score={overall} label="CRM health score" />
      <p className="flex items-center gap-3 text-sm text-crmgray-700 dark:text-zinc-300">
        Maturity band
        <BandBadge band={band} />
      </p>
      <p className="text-xs text-crmgray-600 dark:text-zinc-400">Bands: {BAND_RANGES}</p>
      {adoption !== null && (
        <p className="text-sm text-crmgray-700 dark:text-zinc-300">
          System adoption score: <span className="tabular font-semibold">{adoption} / 100</span>
        </p>
      )}
    </div>
  );
}

/** Scores (and percentiles once the benchmark is shown) as a table: the chart's numbers, readable by everyone. */
export function DimensionTable({
  dimensions,
  showPercentiles,
}: {
  dimensions: DimensionRow[];
  showPercentiles: boolean;
}) {
  const columns: Array<StatColumn<DimensionRow>> = [
    {
      header: 'Dimension',
      // What each one measures, in words on the page (a tooltip would hide it from phones).
      cell: (row) => (
        <span className="block">
          {row.label}
          <span className="block text-xs font-normal text-crmgray-600 dark:text-zinc-400">
            {DIMENSION_DESCRIPTIONS[row.id]}
          </span>
        </span>
      ),
      rowHeader: true,
    },
    { header: 'Score', cell: (row) => row.score ?? '—', numeric: true },
  ];
  if (showPercentiles) {
    columns.push({
      header: 'Percentile',
      cell: (row) => (row.percentile === null ? '—' : ordinal(row.percentile)),
      numeric: true,
    });
  }
  return (
    <StatTable caption="Scores by dimension" columns={columns} rows={dimensions} rowKey={(row) => row.id} />
  );
}

/** Answers set against published studies, each with its source and the date it was checked. */
export function PublishedComparisons({ comparisons }: { comparisons: PublishedComparison[] }) {
  return (
    <ul className="space-y-3">
      {comparisons.map((comparison) => (
        <li
          key={comparison.question}
          className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-4 text-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
          <p className="font-medium text-crmgray-950 dark:text-white">{comparison.question}</p>
          <p className="text-crmgray-600 dark:text-zinc-400">Your answer: {comparison.answer}</p>
          <p className="mt-2 text-crmgray-900 dark:text-zinc-100">{comparison.sentence}</p>
          <p className="mt-2 text-xs text-crmgray-600 dark:text-zinc-400">
            Source:{' '}
            {comparison.study.url ? (
              <ExternalLink href={comparison.study.url} className="underline">
                {comparison.study.citation}
              </ExternalLink>
            ) : (
              comparison.study.citation
            )}{' '}
            · checked {formatDate(comparison.study.checked)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The top three recommendations, numbered, each with why and first steps. */
export function RecommendationList({
  recommendations,
  dimensionLabel,
}: {
  recommendations: Recommendation[];
  dimensionLabel: (id: string) => string;
}) {
  if (recommendations.length === 0) {
    return (
      <p className="text-crmgray-700 dark:text-zinc-300">
        Every area scores 80 or more. Keep the routines that got you here, and review again in six months.
      </p>
    );
  }
  return (
    <ol className="space-y-5">
      {recommendations.map((recommendation, index) => (
        <li
          key={recommendation.dimension}
          className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <p className="text-xs font-medium text-crmgray-600 uppercase dark:text-zinc-400">
            {index + 1} · {dimensionLabel(recommendation.dimension)} · effort: {recommendation.effort}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-crmgray-950 dark:text-white">
            {recommendation.title}
          </h3>
          <p className="mt-2 text-crmgray-700 dark:text-zinc-300">{recommendation.why}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-crmgray-700 dark:text-zinc-300">
            {recommendation.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Book a call, or apply for Jumpstart. */
export function NextSteps() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
        <CalendarCheck className="size-5 text-crmblue-600 dark:text-crmblue-300" aria-hidden />
        <h3 className="mt-2 font-semibold text-crmgray-950 dark:text-white">
          Go through it with a consultant
        </h3>
        <p className="mt-1 text-sm text-crmgray-700 dark:text-zinc-300">
          30 minutes, free: we read your report with you and agree what to do first.
        </p>
        <Link href={routes.redirects.book()} className={cn(buttonStyles({ variant: 'accent' }), 'mt-4')}>
          Book a call
        </Link>
      </div>
      <div className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
        <Rocket className="size-5 text-crmblue-600 dark:text-crmblue-300" aria-hidden />
        <h3 className="mt-2 font-semibold text-crmgray-950 dark:text-white">Fix the top gaps with us</h3>
        <p className="mt-1 text-sm text-crmgray-700 dark:text-zinc-300">
          Jumpstart is a short, fixed-scope programme for teams that want results this quarter.
        </p>
        <Link href={routes.pages.jumpstart()} className={cn(buttonStyles({ variant: 'secondary' }), 'mt-4')}>
          About Jumpstart
        </Link>
      </div>
    </div>
  );
}
