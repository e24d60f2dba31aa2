import { Link } from '@inertiajs/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';

type PageLink = { path: string; title: string } | null;

/** The pages before and after this one in reading order (help categories, the documentation). */
export function PreviousNext({
  previous,
  next,
  label,
}: {
  previous: PageLink;
  next: PageLink;
  label: string;
}) {
  return (
    <nav aria-label={label} className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link
          href={previous.path}
          rel="prev"
          className="rounded-[var(--radius-card)] border border-crmgray-200 p-4 hover:border-crmblue-300 dark:border-zinc-800"
        >
          <span className="flex items-center gap-1 text-xs text-crmgray-600 dark:text-zinc-400">
            <ArrowLeft className="size-3.5" aria-hidden="true" /> Previous
          </span>
          <span className="mt-1 block font-medium text-crmgray-900 dark:text-zinc-100">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          href={next.path}
          rel="next"
          className="rounded-[var(--radius-card)] border border-crmgray-200 p-4 text-right hover:border-crmblue-300 dark:border-zinc-800"
        >
          <span className="flex items-center justify-end gap-1 text-xs text-crmgray-600 dark:text-zinc-400">
            Next <ArrowRight className="size-3.5" aria-hidden="true" />
          </span>
          <span className="mt-1 block font-medium text-crmgray-900 dark:text-zinc-100">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
