import { router } from '@inertiajs/react';
import { useState } from 'react';
import { CtaLink } from '@/components/content/cta-link';
import { HelpSearchForm } from '@/components/content/help-search-form';
import { SearchResults } from '@/components/content/search-results';
import { PageLinkList } from '@/components/content/page-link-list';
import { Seo } from '@/components/content/seo';
import type { PageProps } from '@shared/pages';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';
import { routes } from '@shared/routes';

/** /help: articles by category, and server-side full-text search with highlighted matches. */
export default function HelpIndex({
  query,
  results,
  categories,
  categoryTitles,
}: PageProps<'content/help-index'>) {
  const [searching, setSearching] = useState(false);

  const resultSummary =
    results === null
      ? ''
      : results.length === 0
        ? `No articles match “${query}”`
        : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query}”`;

  const search = (q: string) => {
    router.get(routes.content.helpIndex(), q ? { q } : {}, {
      preserveState: true,
      preserveScroll: true,
      only: ['query', 'results'],
      onStart: () => setSearching(true),
      onFinish: () => setSearching(false),
    });
  };

  const clear = () => {
    router.get(routes.content.helpIndex(), {}, { preserveState: true, only: ['query', 'results'] });
  };

  return (
    <>
      <Seo
        title={query ? `“${query}” in the help centre` : 'CRM help centre'}
        description="Practical guides on choosing a CRM, pipeline design, data quality, lead routing, reporting, migration and adoption, from people who set CRMs up for a living."
        canonicalPath={routes.content.helpIndex()}
        noindex={Boolean(query)}
      />
      <h1 className="text-4xl font-semibold tracking-tight text-crmgray-950 dark:text-white">Help centre</h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">
        Practical guides from our project work: how to choose a CRM, design a pipeline, keep data clean, route
        leads, report honestly, migrate safely and get your team to use it.
      </p>

      <HelpSearchForm initial={query} searching={searching} onSearch={search} className="mt-8 max-w-2xl" />

      {/* Always in the page, so screen readers announce each new result count. */}
      <p role="status" className="sr-only">
        {resultSummary}
      </p>

      {results !== null && (
        <SearchResults
          summary={resultSummary}
          results={results}
          groupTitles={categoryTitles}
          onClear={clear}
          emptyHint="Try fewer or different words, or browse the categories below."
          className="mt-10 max-w-3xl"
        />
      )}

      <div className={`mt-14 gap-10 ${BALANCED_GRID}`}>
        {categories.map((category, index) => (
          <section
            key={category.id}
            aria-labelledby={`category-${category.id}`}
            className={balancedSpan(index, categories.length)}
          >
            <h2
              id={`category-${category.id}`}
              className="text-lg font-semibold text-crmgray-950 dark:text-white"
            >
              {category.title}
            </h2>
            <PageLinkList pages={category.articles} />
          </section>
        ))}
      </div>

      <section className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-crmgray-50 px-6 py-8 sm:px-10 dark:bg-zinc-900/60">
        <h2 className="text-xl font-semibold text-crmgray-950 dark:text-white">
          Rather have someone look at your CRM?
        </h2>
        <p className="max-w-[60ch] text-crmgray-600 dark:text-zinc-400">
          The CRM health check scores your setup and names the three changes that would help most.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CtaLink href={routes.pages.crmHealthCheck()} size="md">
            See the CRM health check
          </CtaLink>
          <CtaLink href={routes.redirects.book()} variant="secondary" size="md">
            Book a call
          </CtaLink>
        </div>
      </section>
    </>
  );
}
