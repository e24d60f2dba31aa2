import { Link } from '@inertiajs/react';
import { Clock, GraduationCap } from 'lucide-react';
import { Seo } from '@/components/content/seo';
import { ProgressBar, TierBadge } from '@/components/training/course-parts';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const DESCRIPTION =
  'Short CRM courses for reps, managers and admins: everyday CRM use, clean data and pipeline reporting, with checklists and quizzes. The first lesson of each is free.';

/** /training: the courses of the CRM Mastery Program, with the learner's progress when signed in. */
export default function TrainingIndex({ courses, viewer }: PageProps<'training/index'>) {
  return (
    <div className="mx-auto max-w-[1200px]">
      <Seo
        title="CRM training courses"
        description={DESCRIPTION}
        canonicalPath={routes.training.trainingIndex()}
      />
      <h1 className="text-4xl font-semibold tracking-tight text-crmgray-950 dark:text-white">Training</h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">
        The self-paced part of the CRM Mastery Program: each course follows one of its live sessions, with
        worked examples, a checklist to run in your own CRM and a short quiz per lesson. The first lesson of
        every course is free to read; the rest come with the programme tier that includes the course.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {courses.map((course) => (
          <li
            key={course.slug}
            className="flex flex-col rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="flex flex-wrap items-center gap-2">
              <TierBadge tier={course.tier} />
              {course.hasAccess && (
                <span className="text-xs font-medium text-crmturquoise-800 dark:text-crmturquoise-300">
                  Included in your programme
                </span>
              )}
            </div>
            <h2 className="mt-3 text-xl font-semibold text-crmgray-950 dark:text-white">
              <Link href={course.path} className="hover:underline">
                {course.title}
              </Link>
            </h2>
            <p className="mt-2 flex-1 text-sm text-crmgray-600 dark:text-zinc-400">{course.description}</p>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-crmgray-700 dark:text-zinc-300">
              <span className="inline-flex items-center gap-1.5">
                <GraduationCap className="size-4" aria-hidden="true" /> {course.lessons} lessons
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden="true" /> about {course.minutes} min
              </span>
              <span>{course.audience}</span>
            </p>
            {course.progress && <ProgressBar progress={course.progress} className="mt-4" />}
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="access"
        className="mt-14 max-w-3xl rounded-[var(--radius-card)] bg-crmgray-50 p-6 dark:bg-zinc-900"
      >
        <h2 id="access" className="text-lg font-semibold text-crmgray-950 dark:text-white">
          How access works
        </h2>
        <p className="mt-2 text-crmgray-700 dark:text-zinc-300">
          When your programme agreement is paid, the courses of its tier open in your client area. Each tier
          includes the courses of the tiers before it; the badge on a course names the first tier that
          includes it. Your progress is saved lesson by lesson, and a completed course gives a certificate.
        </p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <Link
            href={routes.pages.crmMasteryProgramTiers()}
            className="text-crmblue-700 underline dark:text-crmblue-300"
          >
            Compare the tiers
          </Link>
          {!viewer.signedIn && (
            <Link
              href={routes.auth.clientSignInPage()}
              className="text-crmblue-700 underline dark:text-crmblue-300"
            >
              Sign in to your client area
            </Link>
          )}
        </p>
      </section>
    </div>
  );
}
