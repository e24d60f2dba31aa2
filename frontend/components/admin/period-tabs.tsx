import { Link } from '@inertiajs/react';
import { cn } from '@/lib/cn';

/** A row of links that switch a report's period or interval (kept in the URL). */
export function PeriodTabs({
  path,
  param,
  options,
  active,
}: {
  path: string;
  param: string;
  options: Array<{ value: string; label: string }>;
  active: string;
}) {
  return (
    <nav aria-label="Period" className="mb-6 flex flex-wrap gap-2">
      {options.map((option) => (
        <Link
          key={option.value}
          href={`${path}?${param}=${option.value}`}
          aria-current={option.value === active ? 'page' : undefined}
          preserveScroll
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-medium',
            option.value === active
              ? 'bg-crmblue-600 text-white'
              : 'bg-crmgray-100 text-crmgray-700 hover:bg-crmgray-200 dark:bg-zinc-800 dark:text-zinc-300',
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
