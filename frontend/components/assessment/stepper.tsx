import { Link } from '@inertiajs/react';
import type { Section, SectionId } from '@shared/assessment';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { routes } from '@shared/routes';

interface StepperProps {
  sections: Section[];
  current: SectionId;
  /** Index of the furthest step reached: steps up to it can be revisited. */
  furthestStep: number;
  answered: number;
  total: number;
}

/** Where the visitor is: the six steps (reached ones are links) and how much is answered. */
export function Stepper({ sections, current, furthestStep, answered, total }: StepperProps) {
  const currentIndex = sections.findIndex((section) => section.id === current);
  const percent = total ? Math.round((100 * answered) / total) : 0;
  return (
    <nav aria-label="Assessment progress" className="mb-8">
      <div className="flex items-center justify-between text-sm text-crmgray-600 dark:text-zinc-400">
        <span>
          Step {currentIndex + 1} of {sections.length}
        </span>
        <span className="tabular">{percent}% answered</span>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-crmgray-200 dark:bg-zinc-800"
        role="progressbar"
        aria-label="Questions answered"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-crmblue-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 hidden gap-1 sm:flex">
        {sections.map((section, index) => {
          const reachable = index <= furthestStep && section.id !== current;
          const done = index < furthestStep && section.id !== current;
          const content = (
            <>
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold',
                  section.id === current
                    ? 'bg-crmblue-600 text-white'
                    : done
                      ? 'bg-crmturquoise-600 text-white'
                      : 'bg-crmgray-200 text-crmgray-600 dark:bg-zinc-800 dark:text-zinc-400',
                )}
              >
                {done ? <Check className="size-3" aria-label="done" /> : index + 1}
              </span>
              <span className="truncate" title={section.title}>
                {section.stepLabel}
              </span>
            </>
          );
          const className = cn(
            'flex min-w-0 flex-1 items-center gap-1.5 rounded-md px-1.5 py-1 text-xs',
            section.id === current
              ? 'font-semibold text-crmgray-950 dark:text-white'
              : 'text-crmgray-600 dark:text-zinc-400',
          );
          return (
            <li
              key={section.id}
              className="min-w-0 flex-1"
              aria-current={section.id === current ? 'step' : undefined}
            >
              {reachable ? (
                <Link
                  href={routes.assessment.step(section.id)}
                  className={cn(className, 'hover:bg-crmgray-100 dark:hover:bg-zinc-800')}
                >
                  {content}
                </Link>
              ) : (
                <span className={className}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
