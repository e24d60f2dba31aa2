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
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { QuestionField } from '@/components/assessment/question-field';
import { ResumeLinkForm } from '@/components/assessment/resume-link-form';
import { Stepper } from '@/components/assessment/stepper';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-fields';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { csrfHeaders } from '@/lib/csrf';
import type { SharedProps } from '@/types/shared-props';

interface Props {
  step: SectionId;
  version: number;
  answers: Answers;
  furthestStep: number;
  savedAt: string;
}

/** Typing pauses this long before the draft is saved. */
const AUTOSAVE_DELAY_MS = 800;

type SaveState = { state: 'saved'; at: string } | { state: 'saving' } | { state: 'failed'; message: string };

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

/** The step's own answers (what autosave and navigation send). */
function stepAnswers(bank: QuestionBank, step: SectionId, answers: Answers): Record<string, Answer | null> {
  const section = bank.sections.find((candidate) => candidate.id === step)!;
  // null, not undefined: a cleared answer must reach the server as "cleared".
  return Object.fromEntries(section.questions.map((question) => [question.id, answers[question.id] ?? null]));
}

/**
 * One step of the assessment. Answers autosave (debounced) to the server-side draft, and again on
 * Back/Next and when the page is left, so the visitor can return from any device and find them.
 */
export default function AssessmentStep({ step, version, answers: saved, furthestStep, savedAt }: Props) {
  const bank = QUESTION_BANKS[version];
  const section = bank.sections.find((candidate) => candidate.id === step)!;
  const index = SECTION_IDS.indexOf(step);
  const isLast = index === SECTION_IDS.length - 1;
  const { errors: serverErrors } = usePage<SharedProps>().props;

  const [answers, setAnswers] = useState<Answers>(saved);
  const [saveState, setSaveState] = useState<SaveState>({ state: 'saved', at: savedAt });
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const [respondent, setRespondent] = useState({ name: '', email: '', consent: false });
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = { ...draftErrors, ...serverErrors };
  const answersRef = useRef(answers);

  const save = useCallback(
    async (keepalive = false) => {
      if (!dirty.current) return;
      dirty.current = false;
      setSaveState({ state: 'saving' });
      try {
        const response = await fetch('/assessment/draft', {
          method: 'POST',
          keepalive,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeaders() },
          body: JSON.stringify({ step, answers: stepAnswers(bank, step, answersRef.current) }),
        });
        const body = (await response.json().catch(() => ({}))) as {
          savedAt?: string;
          errors?: Record<string, string>;
          message?: string;
        };
        if (response.ok) {
          setDraftErrors({});
          setSaveState({ state: 'saved', at: body.savedAt ?? new Date().toISOString() });
        } else if (response.status === 422 && body.errors) {
          setDraftErrors(body.errors);
          setSaveState({ state: 'failed', message: 'Some answers need fixing before they can be saved.' });
        } else {
          dirty.current = true;
          setSaveState({ state: 'failed', message: body.message ?? 'Your answers could not be saved.' });
        }
      } catch {
        dirty.current = true;
        setSaveState({ state: 'failed', message: 'You seem to be offline. We will try again.' });
      }
    },
    [bank, step],
  );

  useEffect(() => {
    answersRef.current = answers;
    if (!dirty.current) return;
    const timer = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answers, save]);

  // Leaving the page (closing the tab, a link elsewhere): save what is pending, even as the page goes away.
  useEffect(() => {
    const flush = () => void save(true);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

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
    dirty.current = true;
    setAnswers((current) => ({ ...current, [id]: value }));
  };

  const go = (direction: 'next' | 'back') => {
    dirty.current = false;
    const payload = stepAnswers(
      bank,
      step,
      direction === 'next' ? withDefaultRankings(bank, step, answers) : answers,
    );
    router.post(
      `/assessment/${step}`,
      { answers: payload, direction },
      {
        preserveScroll: direction === 'next' ? 'errors' : false,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLast) return go('next');
    dirty.current = false;
    router.post(
      '/assessment/submit',
      { answers: stepAnswers(bank, step, withDefaultRankings(bank, step, answers)), ...respondent },
      { preserveScroll: 'errors', onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );
  };

  return (
    <>
      <Head title={`${section.title} · CRM health assessment`} />
      <Stepper
        sections={bank.sections}
        current={step}
        furthestStep={furthestStep}
        {...completion(bank, answers)}
      />
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-8">
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
            {saveState.state === 'saved' &&
              `Saved at ${new Date(saveState.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`}
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
      <ResumeLinkForm />
    </>
  );
}
