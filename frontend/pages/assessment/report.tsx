import { router, useRemember } from '@inertiajs/react';
import { DIMENSION_LABELS, type Dimension } from '@shared/assessment';
import { ChevronDown, Copy, Download, Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { DimensionRadar } from '@/components/assessment/radar-chart';
import {
  DimensionTable,
  NextSteps,
  PublishedComparisons,
  RecommendationList,
  ScoreSummary,
} from '@/components/assessment/report-parts';
import { Seo } from '@/components/content/seo';
import { Button, buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@shared/dates';
import { toast } from '@/lib/toast-store';
import type { PageProps } from '@shared/pages';

const TABS = ['Overview', 'Recommendations', 'Your answers'] as const;
type Tab = (typeof TABS)[number];
/** Tab names as ids (no spaces: aria-controls and aria-labelledby take a list of ids). */
const tabId = (name: Tab) => name.toLowerCase().replace(/\s+/g, '-');
const dimensionLabel = (id: string) => DIMENSION_LABELS[id as Dimension] ?? id;

/**
 * SPEC "/assessment/report/{id}": the full report. The selected tab and open answer sections are
 * remembered (useRemember), and Inertia restores the scroll position, when the visitor comes back.
 */
export default function Report({
  report,
  answers,
  viewer,
  downloads,
  share,
}: PageProps<'assessment/report'>) {
  const [tab, setTab] = useRemember<Tab>('Overview', `report-tab:${report.id}`);
  const [openSections, setOpenSections] = useRemember<string[]>([], `report-open:${report.id}`);
  const sections = [...new Set(answers.map((answer) => answer.section))];
  return (
    <>
      <Seo title="CRM health report" description="Your CRM health assessment report." noindex />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">CRM health report</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-crmgray-950 sm:text-3xl dark:text-white">
            {report.company || report.name}
          </h1>
          <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
            {[report.crm, report.companySize, formatDate(report.submittedAt)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={downloads.pdf} download className={buttonStyles({ variant: 'primary' })}>
            <Download className="size-4" aria-hidden /> PDF
          </a>
          <a href={downloads.csv} download className={buttonStyles({ variant: 'secondary' })}>
            <Download className="size-4" aria-hidden /> CSV
          </a>
        </div>
      </header>
      {viewer === 'admin' && (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          You are viewing this report as an admin.
        </p>
      )}

      <div
        role="tablist"
        aria-label="Report sections"
        className="mt-8 flex gap-1 overflow-x-auto border-b border-crmgray-200 dark:border-zinc-800"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${tabId(name)}`}
            aria-selected={tab === name}
            aria-controls={`panel-${tabId(name)}`}
            onClick={() => setTab(name)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-2.5 py-2 text-sm font-medium whitespace-nowrap sm:px-3',
              tab === name
                ? 'border-crmblue-600 text-crmblue-700 dark:text-crmblue-300'
                : 'border-transparent text-crmgray-600 hover:text-crmgray-900 dark:text-zinc-400 dark:hover:text-zinc-100',
            )}
          >
            {name}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`panel-${tabId(tab)}`} aria-labelledby={`tab-${tabId(tab)}`} className="mt-6">
        {tab === 'Overview' && (
          <div className="space-y-8">
            <div className="grid gap-6 sm:grid-cols-2">
              <ScoreSummary overall={report.overall} band={report.band} adoption={report.adoption} />
              <div className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-2 dark:border-zinc-800 dark:bg-zinc-900">
                <DimensionRadar dimensions={report.dimensions} height={280} />
              </div>
            </div>
            <section aria-labelledby="dimensions-heading">
              <h2 id="dimensions-heading" className="text-lg font-semibold text-crmgray-950 dark:text-white">
                Scores by dimension
              </h2>
              <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                {report.benchmark.shown
                  ? `Percentile: the share of the ${report.benchmark.responses} completed assessments that score lower than you.`
                  : `Our own percentiles appear once ${report.benchmark.minimum} assessments are complete (${report.benchmark.responses} so far): fewer would not be a fair comparison.${report.published.length ? ' Until then, published studies below compare some of your answers.' : ''}`}
              </p>
              <div className="mt-3">
                <DimensionTable dimensions={report.dimensions} showPercentiles={report.benchmark.shown} />
              </div>
            </section>
            {report.published.length > 0 && (
              <section aria-labelledby="published-heading">
                <h2 id="published-heading" className="text-lg font-semibold text-crmgray-950 dark:text-white">
                  Compared with published studies
                </h2>
                <p className="mb-3 mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                  No study publishes scores like ours, so these compare single answers with the sample each
                  study asked.
                </p>
                <PublishedComparisons comparisons={report.published} />
              </section>
            )}
            <section aria-labelledby="next-heading">
              <h2 id="next-heading" className="mb-3 text-lg font-semibold text-crmgray-950 dark:text-white">
                Next steps
              </h2>
              <NextSteps />
            </section>
          </div>
        )}
        {tab === 'Recommendations' && (
          <div className="space-y-3">
            <p className="text-sm text-crmgray-600 dark:text-zinc-400">
              Ranked by how far each area is from a healthy score, how much it counts, and the priorities you
              ranked.
            </p>
            <RecommendationList recommendations={report.recommendations} dimensionLabel={dimensionLabel} />
          </div>
        )}
        {tab === 'Your answers' && (
          <div className="space-y-3">
            {sections.map((section) => (
              <details
                key={section}
                open={openSections.includes(section)}
                onToggle={(event) => {
                  const open = (event.target as HTMLDetailsElement).open;
                  setOpenSections((current) =>
                    open ? [...new Set([...current, section])] : current.filter((name) => name !== section),
                  );
                }}
                className="group rounded-lg border border-crmgray-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-crmgray-900 dark:text-zinc-100 [&::-webkit-details-marker]:hidden">
                  {section}
                  <ChevronDown
                    className="size-4 shrink-0 text-crmgray-600 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </summary>
                <dl className="mt-3 space-y-2 text-sm">
                  {answers
                    .filter((answer) => answer.section === section)
                    .map((answer) => (
                      <div key={answer.question} className="grid gap-1 sm:grid-cols-2">
                        <dt className="text-crmgray-600 dark:text-zinc-400">{answer.question}</dt>
                        <dd className="text-crmgray-900 dark:text-zinc-100">{answer.answer || '—'}</dd>
                      </div>
                    ))}
                </dl>
              </details>
            ))}
          </div>
        )}
      </div>

      {share && <SharePanel share={share} />}
    </>
  );
}

/** The owner's read-only summary link: create, copy, turn off. */
function SharePanel({ share }: { share: NonNullable<PageProps<'assessment/report'>['share']> }) {
  const [busy, setBusy] = useState(false);
  const post = (url: string) =>
    router.post(
      url,
      {},
      { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );
  return (
    <section
      aria-labelledby="share-heading"
      className="mt-10 rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="share-heading" className="font-semibold text-crmgray-950 dark:text-white">
        Share with colleagues
      </h2>
      <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
        A read-only, printable summary: scores and recommendations, without your answers or email address.
      </p>
      {share.url ? (
        <div className="mt-4 space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              readOnly
              value={share.url}
              aria-label="Share link"
              onFocus={(event) => event.target.select()}
              className="h-10 flex-1 rounded-lg border border-crmgray-300 bg-crmgray-50 px-3 text-sm dark:border-zinc-700 dark:bg-zinc-800"
            />
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  .writeText(share.url!)
                  .then(() => toast({ kind: 'success', title: 'Link copied' }))
              }
            >
              <Copy className="size-4" aria-hidden /> Copy
            </Button>
          </div>
          <Button variant="destructive" loading={busy} onClick={() => post(share.revoke)}>
            <Link2Off className="size-4" aria-hidden /> Turn off link
          </Button>
        </div>
      ) : (
        <Button className="mt-4" variant="secondary" loading={busy} onClick={() => post(share.create)}>
          <Link2 className="size-4" aria-hidden /> Create share link
        </Button>
      )}
    </section>
  );
}
