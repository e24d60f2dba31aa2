import { Link } from '@inertiajs/react';
import { X } from 'lucide-react';
import type { HelpSearchResult } from '@shared/pages';
import type { HighlightedText } from '@shared/pages/content-types';
import { routes } from '@shared/routes';

/**
 * The results of a search of the help centre or the documentation: each page's group, title and
 * a snippet with the matched words marked; a way to clear; what to try when nothing matches.
 */
export function SearchResults({
  summary,
  results,
  groupTitles,
  onClear,
  emptyHint,
  className,
}: {
  summary: string;
  results: HelpSearchResult[];
  groupTitles: Record<string, string>;
  onClear: () => void;
  emptyHint: string;
  className?: string;
}) {
  return (
    <section aria-labelledby="results-title" className={className}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="results-title" className="text-lg font-semibold text-crmgray-900 dark:text-zinc-100">
          {summary}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-crmgray-600 hover:bg-crmgray-100 dark:text-zinc-400 dark:hover:bg-zinc-800"
        >
          <X className="size-4" aria-hidden="true" /> Clear search
        </button>
      </div>
      {results.length === 0 ? (
        <p className="mt-3 text-crmgray-600 dark:text-zinc-400">
          {emptyHint} Still stuck?{' '}
          <Link
            href={routes.pages.contact()}
            className="font-medium text-crmblue-700 underline dark:text-crmblue-300"
          >
            Ask us
          </Link>
          .
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {results.map((result) => (
            <li key={result.path} data-testid="help-result">
              <Link
                href={result.path}
                className="block rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-4 hover:border-crmblue-300 dark:border-zinc-800 dark:bg-zinc-900"
              >
                <span className="text-xs font-medium text-crmgray-600 dark:text-zinc-400">
                  {groupTitles[result.category]}
                </span>
                <span className="mt-1 block font-semibold text-crmgray-900 dark:text-zinc-100">
                  <Highlighted parts={result.title} />
                </span>
                <span className="mt-1 block text-sm text-crmgray-600 dark:text-zinc-400">
                  <Highlighted parts={result.snippet} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Highlighted({ parts }: { parts: HighlightedText[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark
            key={index}
            className="rounded-sm bg-crmaccent-100 px-0.5 text-inherit dark:bg-crmaccent-900/60"
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
