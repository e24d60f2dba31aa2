import { Link, useForm } from '@inertiajs/react';
import { CheckCircle2, Lock, XCircle } from 'lucide-react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { MarkdownBody } from '@/components/content/markdown-body';
import { PreviousNext } from '@/components/content/previous-next';
import { Seo } from '@/components/content/seo';
import { SourcesList } from '@/components/content/sources-list';
import { LessonList, ProgressBar } from '@/components/training/course-parts';
import { Button, buttonStyles } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormAlert } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { formatDate } from '@shared/dates';
import type { QuizForm } from '@shared/forms/training';
import type { LessonProps, PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import { TRAINING_TIER_LABELS } from '@shared/training';

/** /training/{course}/{lesson}: the lesson, its checklist and quiz; or, when locked, the way in. */
export default function LessonPage(props: PageProps<'training/lesson'>) {
  const { course, lesson, outline, content, courseProgress, previous, next } = props;
  const trail = [
    { name: 'Training', path: routes.training.trainingIndex() },
    { name: course.title, path: course.path },
    { name: lesson.title, path: lesson.path },
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[260px_minmax(0,1fr)] xl:gap-12">
      <Seo
        title={`${lesson.title} · ${course.title}`}
        description={lesson.description}
        canonicalPath={lesson.path}
        noindex={!lesson.free}
      />
      <nav aria-label="Lessons of this course" className="hidden lg:block">
        <div className="lg:sticky lg:top-24">
          <Link
            href={course.path}
            className="text-sm font-semibold text-crmgray-950 hover:underline dark:text-white"
          >
            {course.title}
          </Link>
          {courseProgress && <ProgressBar progress={courseProgress} className="mt-3" />}
          <div className="mt-4">
            <LessonList lessons={outline} current={lesson.path} compact />
          </div>
        </div>
      </nav>
      <article className="min-w-0">
        <Breadcrumbs trail={trail} />
        <p className="mt-6 text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">
          Lesson {lesson.order} of {outline.length} · {lesson.minutes} min
          {lesson.free && ' · free to read'}
        </p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance text-crmgray-950 dark:text-white">
          {lesson.title}
        </h1>
        <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">{lesson.description}</p>
        {content ? <LessonContent {...props} content={content} /> : <Locked {...props} />}
        <PreviousNext previous={previous} next={next} label="Previous and next lessons" />
      </article>
    </div>
  );
}

function LessonContent({
  lesson,
  content,
  progress,
  quizUrl,
  viewer,
}: LessonProps & { content: NonNullable<LessonProps['content']> }) {
  return (
    <>
      <p className="mt-3 text-sm text-crmgray-600 dark:text-zinc-400">
        Last reviewed <time dateTime={lesson.reviewed}>{formatDate(lesson.reviewed)}</time> against the
        sources below
      </p>
      <section
        aria-labelledby="key-points"
        className="mt-8 max-w-[72ch] rounded-[var(--radius-card)] bg-crmblue-50 p-5 dark:bg-crmblue-950"
      >
        <h2 id="key-points" className="font-semibold text-crmgray-950 dark:text-white">
          Key points
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-crmgray-800 dark:text-zinc-200">
          {content.keyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <MarkdownBody html={content.html} className="mt-10 max-w-[72ch]" />
      <section aria-labelledby="checklist" className="mt-10 max-w-[72ch]">
        <h2 id="checklist" className="text-2xl font-semibold text-crmgray-950 dark:text-white">
          Do this in your CRM
        </h2>
        <ul className="mt-4 space-y-2">
          {content.checklist.map((item) => (
            <li key={item} className="flex gap-3 text-crmgray-800 dark:text-zinc-200">
              <CheckCircle2
                className="mt-0.5 size-5 shrink-0 text-crmturquoise-700 dark:text-crmturquoise-400"
                aria-hidden="true"
              />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <Quiz quiz={content.quiz} progress={progress} quizUrl={quizUrl} signedIn={viewer.signedIn} />
      <SourcesList sources={content.sources} />
    </>
  );
}

/** The lesson's questions; after an attempt, each answer marked with its explanation. */
function Quiz({
  quiz,
  progress,
  quizUrl,
  signedIn,
}: {
  quiz: NonNullable<LessonProps['content']>['quiz'];
  progress: LessonProps['progress'];
  quizUrl: string;
  signedIn: boolean;
}) {
  const attempt = progress?.lastAttempt ?? null;
  const form = useForm<QuizForm>({
    answers: attempt ? attempt.results.map((result) => result.chosen) : quiz.map(() => null),
  });
  const errors = form.errors as Record<string, string | undefined>;
  const changed =
    attempt !== null && form.data.answers.some((answer, index) => answer !== attempt.results[index]?.chosen);
  return (
    <section id="quiz" aria-labelledby="quiz-title" className="mt-12 max-w-[72ch] scroll-mt-24">
      <h2 id="quiz-title" className="text-2xl font-semibold text-crmgray-950 dark:text-white">
        Check your understanding
      </h2>
      {progress && (
        <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
          {progress.completed
            ? `Passed. Best score ${progress.bestScore} of ${quiz.length}, in ${progress.attempts} ${progress.attempts === 1 ? 'attempt' : 'attempts'}.`
            : progress.attempts > 0
              ? `Not passed yet: answer at least ${Math.ceil(quiz.length * 0.6)} of ${quiz.length} right.`
              : `Answer at least ${Math.ceil(quiz.length * 0.6)} of ${quiz.length} right to pass the lesson.`}
        </p>
      )}
      {!signedIn && (
        <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
          <Link
            href={routes.auth.clientSignInPage()}
            className="text-crmblue-700 underline dark:text-crmblue-300"
          >
            Sign in
          </Link>{' '}
          to check your answers and save your progress.
        </p>
      )}
      <form
        method="post"
        action={quizUrl}
        noValidate
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          form.post(quizUrl, { preserveScroll: true });
        }}
      >
        <FormAlert message={errors.answers} />
        {quiz.map((question, index) => {
          const result = attempt && !changed ? attempt.results[index] : null;
          const right = result !== null && result.chosen === result.answer;
          return (
            <div
              key={question.question}
              className="rounded-[var(--radius-card)] border border-crmgray-200 p-4 dark:border-zinc-800"
            >
              <ChoiceGroup
                legend={`${index + 1}. ${question.question}`}
                options={question.options.map((option, value) => ({ value: String(value), label: option }))}
                value={form.data.answers[index] === null ? undefined : String(form.data.answers[index])}
                onChange={(value) =>
                  form.setData(
                    'answers',
                    form.data.answers.map((answer, at) => (at === index ? Number(value) : answer)),
                  )
                }
              />
              {result && (
                <div
                  className={cn(
                    'mt-3 flex gap-2 rounded-lg p-3 text-sm',
                    right
                      ? 'bg-crmturquoise-50 text-crmturquoise-900 dark:bg-crmturquoise-950 dark:text-crmturquoise-100'
                      : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
                  )}
                >
                  {right ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  ) : (
                    <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  )}
                  <p>
                    <strong>
                      {right ? 'Right.' : `Not quite: the answer is “${question.options[result.answer]}”.`}
                    </strong>{' '}
                    {result.explanation}
                  </p>
                </div>
              )}
            </div>
          );
        })}
        {signedIn && (
          <Button type="submit" disabled={form.processing}>
            {attempt ? 'Check my answers again' : 'Check my answers'}
          </Button>
        )}
      </form>
    </section>
  );
}

/** A lesson the viewer may not read: which tier opens it and how to get there. */
function Locked({ course, viewer, outline }: LessonProps) {
  return (
    <section
      aria-labelledby="locked"
      className="mt-8 max-w-[72ch] rounded-[var(--radius-card)] border border-crmgray-200 bg-crmgray-50 p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2
        id="locked"
        className="flex items-center gap-2 text-lg font-semibold text-crmgray-950 dark:text-white"
      >
        <Lock className="size-5" aria-hidden="true" /> This lesson is part of the{' '}
        {TRAINING_TIER_LABELS[course.tier]} tier
      </h2>
      <p className="mt-2 text-crmgray-700 dark:text-zinc-300">
        {viewer.unverified
          ? 'Confirm your email address first: courses attach to a confirmed address only.'
          : viewer.signedIn
            ? 'Your account does not hold a CRM Mastery Program tier that includes this course. When your programme agreement is paid, its courses open here.'
            : 'Clients of the CRM Mastery Program read every lesson once their programme agreement is paid. Sign in with the address your agreement was sent to.'}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link href={outline[0].path} className={buttonStyles()}>
          Read the free lesson
        </Link>
        <Link href={routes.pages.crmMasteryProgramTiers()} className={buttonStyles({ variant: 'secondary' })}>
          Compare the tiers
        </Link>
        {!viewer.signedIn && (
          <Link href={routes.auth.clientSignInPage()} className={buttonStyles({ variant: 'secondary' })}>
            Sign in
          </Link>
        )}
      </div>
    </section>
  );
}
