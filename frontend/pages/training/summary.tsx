import { Link } from '@inertiajs/react';
import { Printer } from 'lucide-react';
import { Seo } from '@/components/content/seo';
import { Button } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';

/** /training/{course}/summary: every lesson's key points and checklist on one printable page. */
export default function CourseSummary({ course, lessons }: PageProps<'training/summary'>) {
  return (
    <article className="mx-auto max-w-[800px] space-y-8 print:space-y-5">
      <Seo
        title={`${course.title}: summary`}
        description={course.description}
        canonicalPath={course.path}
        noindex
      />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">Course summary</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-crmgray-950 dark:text-white">
            {course.title}
          </h1>
          <p className="mt-2 text-crmgray-600 dark:text-zinc-300">{course.description}</p>
        </div>
        <div className="flex gap-3 print:hidden">
          <Link
            href={course.path}
            className="self-center text-sm font-medium text-crmblue-700 underline dark:text-crmblue-300"
          >
            Back to the course
          </Link>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> Print
          </Button>
        </div>
      </header>
      <section aria-labelledby="outcomes">
        <h2 id="outcomes" className="text-lg font-semibold text-crmgray-950 dark:text-white">
          What the course covers
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-crmgray-800 dark:text-zinc-200">
          {course.outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
      </section>
      {lessons.map((lesson, index) => (
        <section
          key={lesson.title}
          aria-labelledby={`lesson-${index}`}
          className="border-t border-crmgray-200 pt-6 break-inside-avoid dark:border-zinc-800"
        >
          <h2 id={`lesson-${index}`} className="text-lg font-semibold text-crmgray-950 dark:text-white">
            {index + 1}. {lesson.title}
          </h2>
          <h3 className="mt-3 text-sm font-semibold text-crmgray-700 dark:text-zinc-300">Key points</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-crmgray-800 dark:text-zinc-200">
            {lesson.keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-semibold text-crmgray-700 dark:text-zinc-300">Checklist</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-crmgray-800 dark:text-zinc-200">
            {lesson.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
