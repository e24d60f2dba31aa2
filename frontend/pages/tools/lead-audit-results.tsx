import { router, usePage } from '@inertiajs/react';
import { ChevronDown, Link2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ScoreFigure } from '@/components/assessment/score-figure';
import { CtaBand } from '@/components/content/cta-band';
import { Seo } from '@/components/content/seo';
import { ResultEmailForm } from '@/components/tools/result-email-form';
import { Button } from '@/components/ui/button';
import { copyWithToast } from '@/lib/clipboard';
import { formatDate } from '@shared/dates';
import { AUDIT_QUESTIONS, FIRST_FIXES } from '@shared/tools/lead-audit';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/**
 * The audit's results, behind an unguessable link: the score and grade, the fixes in order with their
 * expected effect, each area's finding, the answers. The browser that took the audit may email the
 * full report (PDF) and replace the link.
 */
export default function LeadAuditResults({
  result,
  answers,
  takenAt,
  owner,
  emailedTo,
  token,
}: PageProps<'tools/lead-audit-results'>) {
  const { site } = usePage<SharedProps>().props;
  const link = `${site.url}/inbound-lead-audit/results/${token}`;
  const [replacing, setReplacing] = useState(false);

  return (
    <>
      <Seo title="Your inbound lead audit" description="Inbound lead audit results." noindex />
      <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">Inbound lead audit</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-crmgray-950 sm:text-4xl dark:text-white">
        Grade {result.grade}: {result.gradeLabel}
      </h1>
      <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">Taken on {formatDate(takenAt)}.</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[280px_1fr]">
        <ScoreFigure score={result.score} label="Lead handling score" detail={`Grade ${result.grade}`} />
        <section
          aria-labelledby="fixes-title"
          className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <h2 id="fixes-title" className="text-lg font-semibold text-crmgray-950 dark:text-white">
            What to fix first
          </h2>
          {result.fixes.length === 0 ? (
            <p className="mt-2 text-crmgray-700 dark:text-zinc-300">Nothing: every area has full marks.</p>
          ) : (
            <ol className="mt-3 space-y-4" data-testid="audit-fixes">
              {result.fixes.slice(0, FIRST_FIXES).map((fix, index) => (
                <li key={fix.area}>
                  <h3 className="font-semibold text-crmgray-900 dark:text-zinc-100">
                    {index + 1}. {fix.label}{' '}
                    <span className="tabular text-sm font-normal text-crmgray-600 dark:text-zinc-400">
                      (up to {fix.gain} points)
                    </span>
                  </h3>
                  <p className="mt-1 text-sm text-crmgray-700 dark:text-zinc-300">{fix.fix}</p>
                  <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                    Expected effect: {fix.effect}
                  </p>
                </li>
              ))}
            </ol>
          )}
          {result.fixes.length > FIRST_FIXES && (
            <p className="mt-4 text-sm text-crmgray-600 dark:text-zinc-400" data-testid="audit-more-fixes">
              Worth less, but still open:{' '}
              {result.fixes
                .slice(FIRST_FIXES)
                .map((fix) => fix.label)
                .join(', ')}
              . Each area is below, and the full report lists every fix.
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="areas-title" className="mt-10">
        <h2 id="areas-title" className="text-lg font-semibold text-crmgray-950 dark:text-white">
          By area
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {result.areas.map((area) => (
            <li
              key={area.area}
              className="rounded-lg border border-crmgray-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium text-crmgray-900 dark:text-zinc-100">{area.label}</span>
                <span className="tabular text-sm text-crmgray-700 dark:text-zinc-300">{area.score}/100</span>
              </div>
              <div
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-crmgray-200 dark:bg-zinc-800"
                aria-hidden="true"
              >
                <div className="h-full rounded-full bg-crmblue-600" style={{ width: `${area.score}%` }} />
              </div>
              <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">{area.finding}</p>
            </li>
          ))}
        </ul>
      </section>

      {owner && (
        <section
          aria-labelledby="keep-title"
          className="mt-10 rounded-[var(--radius-card)] border border-crmgray-200 bg-crmgray-50 p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60"
        >
          <h2 id="keep-title" className="text-lg font-semibold text-crmgray-950 dark:text-white">
            Keep and share it
          </h2>
          <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
            Anyone with this page&apos;s address can see the results. Replace the link to stop an old one from
            working.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => void copyWithToast(link, 'Link copied', 'Anyone with it can see these results.')}
            >
              <Link2 className="size-4" aria-hidden="true" />
              Copy link
            </Button>
            <Button
              variant="secondary"
              loading={replacing}
              onClick={() =>
                router.post(
                  routes.tools.newLink(token),
                  {},
                  { onStart: () => setReplacing(true), onFinish: () => setReplacing(false) },
                )
              }
            >
              {!replacing && <RefreshCw className="size-4" aria-hidden="true" />}
              Replace the link
            </Button>
          </div>

          <ResultEmailForm
            action={routes.tools.email(token)}
            title="Email me the full report"
            description={
              emailedTo
                ? `Sent to ${emailedTo}. Send it again, or to another address.`
                : 'A PDF with every area, the fixes and your answers.'
            }
            initialEmail={emailedTo ?? ''}
            className="mt-6 border-t border-crmgray-200 pt-5 dark:border-zinc-800"
          />
        </section>
      )}

      <details className="group mt-10 rounded-lg border border-crmgray-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-crmgray-900 dark:text-zinc-100 [&::-webkit-details-marker]:hidden">
          Your answers
          <ChevronDown
            className="size-4 shrink-0 text-crmgray-600 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none dark:text-zinc-400"
            aria-hidden="true"
          />
        </summary>
        <dl className="mt-3 space-y-2 text-sm">
          {AUDIT_QUESTIONS.map((question) => (
            <div key={question.id} className="grid gap-1 sm:grid-cols-2">
              <dt className="text-crmgray-600 dark:text-zinc-400">{question.text}</dt>
              <dd className="text-crmgray-900 dark:text-zinc-100">
                {question.options.find((option) => option.value === answers[question.id])?.label ?? '—'}
              </dd>
            </div>
          ))}
        </dl>
      </details>

      <CtaBand
        className="mt-14"
        heading="Want these fixes made for you?"
        text="We set up routing, scoring, follow-up sequences and source tracking in your CRM, and agree the hand-off with marketing and sales."
        primary={{ href: routes.redirects.book(), label: 'Book a call' }}
        secondary={{ href: routes.pages.servicesRevops(), label: 'About RevOps consulting' }}
      />
    </>
  );
}
