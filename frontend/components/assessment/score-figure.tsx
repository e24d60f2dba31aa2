import { cn } from '@/lib/cn';

/** A big score out of 100 with its label, announced to screen readers when it changes. */
export function ScoreFigure({
  score,
  label,
  detail,
}: {
  score: number | null;
  label: string;
  detail?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-6 text-center dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="text-sm font-medium text-crmgray-600 dark:text-zinc-400">{label}</p>
      <p
        className={cn(
          'tabular mt-2 text-5xl font-semibold tracking-tight',
          score === null ? 'text-crmgray-400' : 'text-crmgray-950 dark:text-white',
        )}
      >
        {score === null ? '—' : score}
        <span className="text-2xl font-normal text-crmgray-600 dark:text-zinc-400"> / 100</span>
      </p>
      {detail && <p className="mt-2 text-sm font-medium text-crmgray-700 dark:text-zinc-300">{detail}</p>}
    </div>
  );
}
