import { Link, router, usePage } from '@inertiajs/react';
import { CheckCircle2, Clock, FileText, Lock } from 'lucide-react';
import { useState } from 'react';
import { Seo } from '@/components/content/seo';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import { formatDateTime } from '@shared/dates';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** SPEC "/assessment": what the assessment is, how long it takes, and start (or continue). */
export default function AssessmentIntro({
  sections,
  questionCount,
  draft,
  submitted,
}: PageProps<'assessment/intro'>) {
  const [starting, setStarting] = useState(false);
  const { errors } = usePage<SharedProps>().props;
  const start = () =>
    router.post(
      routes.assessment.start(),
      {},
      { onStart: () => setStarting(true), onFinish: () => setStarting(false) },
    );
  return (
    <>
      <Seo
        title="CRM health assessment"
        description={`A 10-minute assessment of how well your CRM works: ${questionCount} questions, a score out of 100 in eight areas, and a report with your three most valuable fixes.`}
      />
      <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">CRM health assessment</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-crmgray-950 sm:text-4xl dark:text-white">
        How healthy is your CRM?
      </h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-700 dark:text-zinc-300">
        {questionCount} questions in six short steps. You get a score out of 100 across eight areas, where you
        stand against other teams, and the three changes that would help most, as a report you can download
        and share.
      </p>
      <ul className="mt-6 grid gap-3 text-sm text-crmgray-700 sm:grid-cols-3 dark:text-zinc-300">
        <li className="flex items-center gap-2">
          <Clock className="size-4 text-crmblue-600 dark:text-crmblue-300" aria-hidden /> About 10 minutes
        </li>
        <li className="flex items-center gap-2">
          <FileText className="size-4 text-crmblue-600 dark:text-crmblue-300" aria-hidden /> PDF report by
          email
        </li>
        <li className="flex items-center gap-2">
          <Lock className="size-4 text-crmblue-600 dark:text-crmblue-300" aria-hidden /> Answers saved as you
          go
        </li>
      </ul>

      <div className="mt-6">
        <FormAlert message={errors.form} />
      </div>
      {draft ? (
        <div className="mt-8 rounded-[var(--radius-card)] border border-crmblue-200 bg-crmblue-50 p-5 dark:border-crmblue-900 dark:bg-crmblue-950">
          <p className="font-medium text-crmgray-950 dark:text-white">You have an assessment in progress</p>
          <p className="mt-1 text-sm text-crmgray-700 dark:text-zinc-300">
            {draft.answered} of {draft.total} questions answered · last saved{' '}
            {formatDateTime(draft.updatedAt)}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              href={routes.assessment.step(draft.step)}
              className={buttonStyles({ variant: 'accent', size: 'lg' })}
            >
              Continue where you left off
            </Link>
            <Button variant="secondary" size="lg" onClick={start} loading={starting}>
              Start again
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Button variant="accent" size="lg" onClick={start} loading={starting}>
            Start the assessment
          </Button>
          {submitted && (
            <Link
              href={submitted.reportUrl}
              className="text-sm font-medium text-crmblue-700 underline dark:text-crmblue-300"
            >
              Open your last report
            </Link>
          )}
        </div>
      )}

      <h2 className="mt-12 text-lg font-semibold text-crmgray-950 dark:text-white">What we ask about</h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {sections.map((section, index) => (
          <li
            key={section.id}
            className="flex items-center gap-3 rounded-lg border border-crmgray-200 bg-white px-4 py-3 text-sm dark:border-zinc-800 dark:bg-zinc-900"
          >
            <span className="tabular flex size-6 items-center justify-center rounded-full bg-crmgray-100 text-xs font-semibold text-crmgray-700 dark:bg-zinc-800 dark:text-zinc-300">
              {index + 1}
            </span>
            {section.title}
          </li>
        ))}
      </ol>
      <p className="mt-8 flex items-start gap-2 text-sm text-crmgray-600 dark:text-zinc-400">
        <CheckCircle2
          className="mt-0.5 size-4 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
          aria-hidden
        />
        <span>
          Your answers stay private. Benchmarks use scores only, never names or companies. See how the score
          works on{' '}
          <Link href={routes.assessment.demoScore()} className="underline">
            the scoring page
          </Link>
          .
        </span>
      </p>
    </>
  );
}
