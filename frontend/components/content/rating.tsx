import { cn } from '@/lib/cn';

/** A 1–5 editorial rating: five segments plus the number, so colour never carries it alone. */
export function Rating({
  value,
  label,
  highlight = false,
}: {
  value: number;
  label: string;
  highlight?: boolean;
}) {
  return (
    <div className="flex items-center gap-2" role="img" aria-label={`${label}: ${value} out of 5`}>
      <div className="flex gap-0.5" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn(
              'h-2 w-5 rounded-full',
              step <= value
                ? highlight
                  ? 'bg-crmturquoise-600'
                  : 'bg-crmblue-600 dark:bg-crmblue-400'
                : 'bg-crmgray-200 dark:bg-zinc-700',
            )}
          />
        ))}
      </div>
      <span className="tabular text-sm font-medium text-crmgray-700 dark:text-zinc-300" aria-hidden="true">
        {value}/5
      </span>
    </div>
  );
}
