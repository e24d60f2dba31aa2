import { Link } from '@inertiajs/react';
import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { CourseProgress, LessonOutline } from '@shared/pages';
import { TRAINING_TIER_LABELS, type TrainingTier } from '@shared/training';

/** "Core tier": which CRM Mastery Program tier opens a course. */
export function TierBadge({ tier }: { tier: TrainingTier }) {
  return (
    <span className="inline-flex items-center rounded-full bg-crmblue-50 px-2.5 py-0.5 text-xs font-medium text-crmblue-800 dark:bg-crmblue-950 dark:text-crmblue-200">
      {TRAINING_TIER_LABELS[tier]} tier
    </span>
  );
}

/** Lessons passed out of all, as a bar and in words. */
export function ProgressBar({ progress, className }: { progress: CourseProgress; className?: string }) {
  return (
    <div className={className}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label="Course progress"
        className="h-2 overflow-hidden rounded-full bg-crmgray-100 dark:bg-zinc-800"
      >
        <div className="h-full rounded-full bg-crmturquoise-600" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-1.5 text-sm text-crmgray-600 dark:text-zinc-400">
        {progress.done} of {progress.total} lessons passed · {progress.percent}%
      </p>
    </div>
  );
}

/** The course's lessons in order: passed, open or locked, the current one marked. */
export function LessonList({
  lessons,
  current,
  compact = false,
}: {
  lessons: LessonOutline[];
  current?: string;
  compact?: boolean;
}) {
  return (
    <ol className={cn('space-y-1', !compact && 'space-y-3')}>
      {lessons.map((lesson, index) => {
        const Icon = lesson.completed ? CheckCircle2 : lesson.locked ? Lock : Circle;
        const state = lesson.completed ? 'passed' : lesson.locked ? 'locked' : lesson.free ? 'free' : null;
        return (
          <li key={lesson.slug}>
            <Link
              href={lesson.path}
              aria-current={lesson.path === current ? 'page' : undefined}
              className={cn(
                'flex items-start gap-3 rounded-lg hover:bg-crmgray-50 dark:hover:bg-zinc-900',
                compact ? 'px-2 py-2 text-sm' : 'border border-crmgray-200 p-4 dark:border-zinc-800',
                lesson.path === current && 'bg-crmblue-50 font-medium dark:bg-crmblue-950',
              )}
            >
              <Icon
                className={cn(
                  'mt-0.5 size-4 shrink-0',
                  lesson.completed ? 'text-crmturquoise-700 dark:text-crmturquoise-400' : 'text-crmgray-500',
                )}
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span className="block text-crmgray-900 dark:text-zinc-100">
                  {index + 1}. {lesson.title}
                  {state && <span className="sr-only"> ({state})</span>}
                </span>
                {!compact && (
                  <span className="mt-1 block text-sm text-crmgray-600 dark:text-zinc-400">
                    {lesson.description} · {lesson.minutes} min
                    {lesson.free && ' · free to read'}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
