import { router } from '@inertiajs/react';
import { useState } from 'react';
import { HelpSearchForm } from '@/components/content/help-search-form';
import { SearchResults } from '@/components/content/search-results';
import { PageLinkList } from '@/components/content/page-link-list';
import { Seo } from '@/components/content/seo';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

const DESCRIPTION =
  'Implementation playbooks, migration checklists and templates (field dictionary, governance charter) from our CRM projects, with the sources behind every fact.';

/** /docs: the documentation's sections and pages, and search over them. */
export default function DocsIndex({ query, results, sections }: PageProps<'content/docs-index'>) {
  const [searching, setSearching] = useState(false);
  const titles = Object.fromEntries(sections.map((section) => [section.id, section.title]));
  const summary =
    results === null
      ? ''
      : results.length === 0
        ? `No pages match “${query}”`
        : `${results.length} ${results.length === 1 ? 'page matches' : 'pages match'} “${query}”`;
  const visit = (q: string) =>
    router.get(routes.content.docsIndex(), q ? { q } : {}, {
      preserveState: true,
      preserveScroll: true,
      only: ['query', 'results'],
      onStart: () => setSearching(true),
      onFinish: () => setSearching(false),
    });

  return (
    <div className="mx-auto max-w-[1200px]">
      <Seo
        title={query ? `“${query}” in the documentation` : 'CRM documentation'}
        description={DESCRIPTION}
        canonicalPath={routes.content.docsIndex()}
        noindex={Boolean(query)}
      />
      <h1 className="text-4xl font-semibold tracking-tight text-crmgray-950 dark:text-white">
        Documentation
      </h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">
        The playbooks, checklists and templates we use on CRM projects, written down so your team can run them
        without us. Every page says when we last checked it and where its facts come from.
      </p>
      <HelpSearchForm
        initial={query}
        searching={searching}
        onSearch={visit}
        searches="the documentation"
        placeholder="Search, e.g. “import limits”"
        className="mt-8 max-w-2xl"
      />
      <p role="status" className="sr-only">
        {summary}
      </p>
      {results !== null && (
        <SearchResults
          summary={summary}
          results={results}
          groupTitles={titles}
          onClear={() => visit('')}
          emptyHint="Try fewer or different words, or browse the sections below."
          className="mt-10 max-w-3xl"
        />
      )}
      <div className="mt-14 grid gap-10 md:grid-cols-3">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2
              id={`section-${section.id}`}
              className="text-lg font-semibold text-crmgray-950 dark:text-white"
            >
              {section.title}
            </h2>
            <PageLinkList pages={section.pages} />
          </section>
        ))}
      </div>
    </div>
  );
}
