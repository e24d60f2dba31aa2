import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DateRange } from '@shared/pages';

const PRESETS = [
  ['7d', 'Last 7 days'],
  ['30d', 'Last 30 days'],
  ['90d', 'Last 90 days'],
  ['365d', 'Last 12 months'],
] as const;

/** Preset ranges and a custom from–to, kept in the URL (with any other filters of the page). */
export function RangePicker({
  path,
  range,
  params = {},
}: {
  path: string;
  range: DateRange;
  params?: Record<string, string>;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const query = (extra: Record<string, string>) => new URLSearchParams({ ...params, ...extra }).toString();
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <nav aria-label="Date range" className="flex flex-wrap gap-2">
        {PRESETS.map(([key, label]) => (
          <Link
            key={key}
            href={`${path}?${query({ range: key })}`}
            aria-current={range.key === key ? 'page' : undefined}
            preserveScroll
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium',
              range.key === key
                ? 'bg-crmblue-600 text-white'
                : 'bg-crmgray-100 text-crmgray-700 hover:bg-crmgray-200 dark:bg-zinc-800 dark:text-zinc-300',
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action={path}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          router.get(path, { ...params, range: 'custom', from, to }, { preserveScroll: true });
        }}
      >
        <label className="text-sm">
          <span className="block text-crmgray-600 dark:text-zinc-400">From</span>
          <input
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            className="h-9 rounded-lg border border-crmgray-300 px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        <label className="text-sm">
          <span className="block text-crmgray-600 dark:text-zinc-400">To</span>
          <input
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            className="h-9 rounded-lg border border-crmgray-300 px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        <Button type="submit" size="sm" variant={range.key === 'custom' ? 'primary' : 'secondary'}>
          Apply
        </Button>
      </form>
      <p className="w-full text-xs text-crmgray-600 dark:text-zinc-400">
        {range.label}: {range.from} to {range.to} (UTC), compared with {range.previousFrom} to{' '}
        {range.previousTo}.
      </p>
    </div>
  );
}

/** The current page's URL with `format=csv` (and a table name): every table downloads as CSV. */
export function csvHref(path: string, range: DateRange, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    range: range.key,
    ...(range.key === 'custom' ? { from: range.from, to: range.to } : {}),
    ...extra,
    format: 'csv',
  });
  return `${path}?${params.toString()}`;
}
