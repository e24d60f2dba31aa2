import { useId } from 'react';
import type { TocEntry } from '@shared/pages/content-types';

/** "On this page": a long page's `##` and `###` headings as links (help articles, documentation). */
export function TableOfContents({ entries, className = '' }: { entries: TocEntry[]; className?: string }) {
  // A page may show it twice (above the text on a phone, beside it on a wide screen): ids stay unique.
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={titleId}
      className={`rounded-[var(--radius-card)] border border-crmgray-200 p-4 dark:border-zinc-800 ${className}`}
    >
      <h2 id={titleId} className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">
        On this page
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'pl-3' : undefined}>
            <a
              href={`#${entry.id}`}
              className="text-crmgray-600 hover:text-crmblue-700 dark:text-zinc-400 dark:hover:text-crmblue-300"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
