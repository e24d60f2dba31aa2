import { Link } from '@inertiajs/react';
import { cn } from '@/lib/cn';
import { formatCount } from '@shared/table';
import { statusLabel } from './status-badge';

/** One link per status with its count; the current filter is marked. */
export function StatusCounts({
  path,
  counts,
  active,
  labels = {},
}: {
  path: string;
  counts: Record<string, number>;
  active?: string;
  labels?: Record<string, string>;
}) {
  return (
    <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
      {Object.entries(counts).map(([status, count]) => (
        <Link
          key={status}
          href={`${path}?filter[status]=${status}`}
          aria-current={active === status ? 'true' : undefined}
          className={cn(
            'rounded-lg border px-3 py-1.5 text-sm transition-colors',
            active === status
              ? 'border-crmblue-600 bg-crmblue-50 text-crmblue-900 dark:bg-crmblue-950 dark:text-crmblue-100'
              : 'border-crmgray-200 bg-white text-crmgray-700 hover:bg-crmgray-50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300',
          )}
        >
          {labels[status] ?? statusLabel(status)}{' '}
          <span className="tabular font-semibold">{formatCount(count)}</span>
        </Link>
      ))}
    </nav>
  );
}
