import { Link } from '@inertiajs/react';
import type { DocSections } from '@shared/pages';
import { routes } from '@shared/routes';

/**
 * The documentation's sections and pages. Beside the page on a laptop; on a phone or tablet a
 * closed disclosure above it, so the page itself comes first.
 */
export function DocsSidebar({ sections, current }: { sections: DocSections; current: string | null }) {
  const list = (
    <div className="space-y-6">
      {sections.map((section) => (
        <div key={section.id}>
          <p className="text-xs font-semibold tracking-wide text-crmgray-600 uppercase dark:text-zinc-400">
            {section.title}
          </p>
          <ul className="mt-2 space-y-0.5 text-sm">
            {section.pages.map((page) => (
              <li key={page.path}>
                <Link
                  href={page.path}
                  aria-current={page.path === current ? 'page' : undefined}
                  className={`block rounded-md px-2 py-1.5 ${
                    page.path === current
                      ? 'bg-crmblue-50 font-medium text-crmblue-800 dark:bg-crmblue-950/60 dark:text-crmblue-200'
                      : 'text-crmgray-700 hover:bg-crmgray-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
                  }`}
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  return (
    <>
      <details className="rounded-[var(--radius-card)] border border-crmgray-200 lg:hidden dark:border-zinc-800">
        <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-crmgray-900 dark:text-zinc-100">
          All documentation
        </summary>
        <nav aria-label="Documentation" className="border-t border-crmgray-200 p-4 dark:border-zinc-800">
          <Link
            href={routes.content.docsIndex()}
            className="mb-4 block text-sm font-medium text-crmblue-700 underline dark:text-crmblue-300"
          >
            Documentation home and search
          </Link>
          {list}
        </nav>
      </details>
      <nav aria-label="Documentation" className="hidden lg:block">
        <div className="lg:sticky lg:top-24">
          <Link
            href={routes.content.docsIndex()}
            className="mb-6 block text-sm font-semibold text-crmgray-950 hover:text-crmblue-700 dark:text-white"
          >
            Documentation
          </Link>
          {list}
        </div>
      </nav>
    </>
  );
}
