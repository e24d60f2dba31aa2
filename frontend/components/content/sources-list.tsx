import type { Source } from '@shared/pages/content-types';
import { formatDate } from '@shared/dates';

/** Where a page's facts come from, and when someone last read each source. */
export function SourcesList({ sources }: { sources: Source[] }) {
  if (sources.length === 0) return null;
  return (
    <section
      aria-labelledby="sources-title"
      className="mt-12 border-t border-crmgray-200 pt-6 dark:border-zinc-800"
    >
      <h2 id="sources-title" className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">
        Sources
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-crmgray-600 dark:text-zinc-400">
        {sources.map((source) => (
          <li key={source.url + source.label}>
            <a
              href={source.url}
              rel="noopener noreferrer"
              className="underline underline-offset-2 hover:text-crmblue-700 dark:hover:text-crmblue-300"
            >
              {source.label}
            </a>
            {source.checked ? `, checked ${formatDate(source.checked)}` : ', not yet re-checked by us'}
          </li>
        ))}
      </ul>
    </section>
  );
}
