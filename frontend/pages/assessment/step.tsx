import { Head, router, usePage } from '@inertiajs/react';
import {
  completion,
  QUESTION_BANKS,
  SECTION_IDS,
  type Answer,
  type Answers,
  type QuestionBank,
  type SectionId,
} from '@shared/assessment';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { QuestionField } from '@/components/assessment/question-field';
import { ResumeLinkForm } from '@/components/assessment/resume-link-form';
import { Stepper } from '@/components/assessment/stepper';
import { useDraftAutosave } from '@/components/assessment/use-draft-autosave';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-fields';
import { FormAlert, TextField } from '@/components/ui/text-field';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { StepNavigationForm, SubmitAssessmentForm } from '@shared/forms/assessment';
import { formatClock } from '@shared/dates';

/** Ranking questions count their default order as an answer: send what the visitor sees. */
function withDefaultRankings(bank: QuestionBank, step: SectionId, answers: Answers): Answers {
  const section = bank.sections.find((candidate) => candidate.id === step)!;
  const filled = { ...answers };
  for (const question of section.questions) {
    if (question.type === 'ranking' && !Array.isArray(filled[question.id])) {
      filled[question.id] = question.options.map((option) => option.value);
    }
  }
  return filled;
}

/** The step's answers as the visitor sees them (what Back, Next and submit send). */
function stepAnswers(bank: QuestionBank, step: SectionId, answers: Answers): Answers {
  const section = bank.sections.find((candidate) => candidate.id === step)!;
  return Object.fromEntries(
    section.questions
      .filter((question) => answers[question.id] !== undefined)
      .map((question) => [question.id, answers[question.id]]),
  );
}

/**
 * One step of the assessment. Answers autosave to the server-side draft (use-draft-autosave), so
 * the visitor can leave and return, on this device or another, and find them.
 */
export default function AssessmentStep({
  step,
  version,
  answers: saved,
  furthestStep,
  savedAt,
}: PageProps<'assessment/step'>) {
  const bank = QUESTION_BANKS[version];
  const section = bank.sections.find((candidate) => candidate.id === step)!;
  const index = SECTION_IDS.indexOf(step);
  const isLast = index === SECTION_IDS.length - 1;
  const { errors: serverErrors } = usePage<SharedProps>().props;

  const [answers, setAnswers] = useState<Answers>(saved);
  const { saveState, draftErrors, markChanged, save } = useDraftAutosave(step, answers, savedAt);
  const [respondent, setRespondent] = useState({ name: '', email: '', consent: false });
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = { ...draftErrors, ...serverErrors };
  const progress = completion(bank, answers);

  // After a failed Next/submit, move focus to the first answer that needs attention.
  useEffect(() => {
    if (Object.keys(serverErrors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset')
      ? invalid.querySelector<HTMLElement>('input, button')
      : invalid;
    target?.focus();
  }, [serverErrors]);

  const setAnswer = (id: string, value: Answer | undefined) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    markChanged(id);
  };

  /**
   * Back, Next and submit post the step as shown, after pending autosaves (so none lands after
   * them). The next page comes with fresh props, unless the server answered with errors.
   */
  const post = async (url: string, data: StepNavigationForm | SubmitAssessmentForm) => {
    setBusy(true);
    await save();
    router.post(url, data as never, {
      preserveState: 'errors',
      preserveScroll: 'errors',
      onFinish: () => setBusy(false),
    });
  };

  const go = (direction: 'next' | 'back') =>
    void post(routes.assessment.navigate(step), {
      answers: stepAnswers(
        bank,
        step,
        direction === 'next' ? withDefaultRankings(bank, step, answers) : answers,
      ),
      direction,
    } satisfies StepNavigationForm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLast) return go('next');
    void post(routes.assessment.submit(), {
      answers: stepAnswers(bank, step, withDefaultRankings(bank, step, answers)),
      ...respondent,
    } satisfies SubmitAssessmentForm);
  };

  return (
    <>
      <Head title={`${section.title} · CRM health assessment`} />
      <Stepper sections={bank.sections} current={step} furthestStep={furthestStep} {...progress} />
      <form
        method="post"
        action={isLast ? routes.assessment.submit() : routes.assessment.navigate(step)}
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="space-y-8"
      >
        <header>
          <h1 className="text-2xl font-semibold tracking-tight text-crmgray-950 sm:text-3xl dark:text-white">
            {section.title}
          </h1>
          <p className="mt-2 text-crmgray-600 dark:text-zinc-400">{section.intro}</p>
        </header>
        <FormAlert message={errors.form} />
        <div className="space-y-8 rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
          {section.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              onChange={(value) => setAnswer(question.id, value)}
              error={errors[question.id]}
            />
          ))}
        </div>

        {isLast && (
          <section
            aria-labelledby="report-heading"
            className="space-y-5 rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div>
              <h2 id="report-heading" className="text-lg font-semibold text-crmgray-950 dark:text-white">
                Where should we send your report?
              </h2>
              <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                You see your score straight away; the PDF report comes by email.
              </p>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Your name"
                autoComplete="name"
                value={respondent.name}
                onChange={(event) => setRespondent({ ...respondent, name: event.target.value })}
                error={errors.name}
              />
              <TextField
                label="Work email"
                type="email"
                autoComplete="email"
                value={respondent.email}
                onChange={(event) => setRespondent({ ...respondent, email: event.target.value })}
                error={errors.email}
              />
            </div>
            <CheckboxField
              label="Email me my report. Clearline may contact me about it; nothing else, and no mailing list."
              checked={respondent.consent}
              onChange={(consent) => setRespondent({ ...respondent, consent })}
              error={errors.consent}
            />
          </section>
        )}

        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-crmgray-600 dark:text-zinc-400" role="status" aria-live="polite">
            {saveState.state === 'saving' && 'Saving…'}
            {/* A draft exists from the first visit, but "Saved" means something only once there are answers. */}
            {saveState.state === 'saved' &&
              (progress.answered === 0
                ? 'Your answers save as you go.'
                : `Saved at ${formatClock(new Date(saveState.at))}`)}
            {saveState.state === 'failed' && (
              <span className="text-red-700 dark:text-red-400">{saveState.message}</span>
            )}
          </p>
          <div className="flex gap-3">
            {index > 0 && (
              <Button variant="secondary" onClick={() => go('back')} disabled={busy}>
                Back
              </Button>
            )}
            <Button type="submit" variant={isLast ? 'accent' : 'primary'} loading={busy}>
              {isLast ? 'See my score' : 'Next'}
            </Button>
          </div>
        </div>
      </form>
      <ResumeLinkForm flush={save} pending={() => ({ step, answers: stepAnswers(bank, step, answers) })} />
    </>
  );
}
