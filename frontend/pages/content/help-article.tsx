import { usePage } from '@inertiajs/react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CtaLink } from '@/components/content/cta-link';
import { NewsletterSignup } from '@/components/leads/newsletter-signup';
import { MarkdownBody } from '@/components/content/markdown-body';
import { breadcrumbJsonLd, Seo } from '@/components/content/seo';
import { PageLinkList } from '@/components/content/page-link-list';
import { SourcesList } from '@/components/content/sources-list';
import { TableOfContents } from '@/components/content/table-of-contents';
import { PreviousNext } from '@/components/content/previous-next';
import { formatDate } from '@shared/dates';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

export default function HelpArticle({
  article,
  categoryTitle,
  previous,
  next,
  related,
}: PageProps<'content/help-article'>) {
  const { site } = usePage<SharedProps>().props;
  const trail = [
    { name: 'Help centre', path: routes.content.helpIndex() },
    { name: categoryTitle, path: `${routes.content.helpIndex()}#category-${article.category}` },
    { name: article.title, path: article.path },
  ];
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      dateModified: article.updated,
      url: `${site.url}${article.path}`,
      publisher: { '@type': 'Organization', name: 'Clearline CRM Advisory' },
    },
    breadcrumbJsonLd(site.url, [
      { name: 'Help centre', path: routes.content.helpIndex() },
      { name: article.title, path: article.path },
    ]),
  ];

  return (
    <>
      <Seo
        title={article.title}
        description={article.description}
        canonicalPath={article.path}
        jsonLd={jsonLd}
      />
      <Breadcrumbs trail={trail} />
      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_260px]">
        <article className="min-w-0">
          <p className="text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">{categoryTitle}</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance text-crmgray-950 dark:text-white">
            {article.title}
          </h1>
          <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">
            {article.description}
          </p>
          <p className="mt-3 text-sm text-crmgray-600 dark:text-zinc-400">
            Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          </p>
          <MarkdownBody html={article.html} className="mt-10 max-w-[70ch]" />
          <SourcesList sources={article.sources} />

          <PreviousNext previous={previous} next={next} label="Previous and next articles" />

          {related.length > 0 && (
            <section aria-labelledby="related-title" className="mt-12">
              <h2 id="related-title" className="text-lg font-semibold text-crmgray-950 dark:text-white">
                Related articles
              </h2>
              <PageLinkList pages={related} className="mt-4 grid gap-3 sm:grid-cols-2" />
            </section>
          )}

          <NewsletterSignup
            tone="band"
            className="mt-12 rounded-[var(--radius-card)] border border-crmgray-200 bg-crmgray-50 p-6 dark:border-zinc-800 dark:bg-zinc-900/40"
          />
        </article>

        <aside className="order-first lg:order-none">
          <div className="space-y-6 lg:sticky lg:top-24">
            <TableOfContents entries={article.toc} />
            <div className="hidden rounded-[var(--radius-card)] bg-crmblue-50 p-4 lg:block dark:bg-crmblue-950/40">
              <p className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">
                Want this done for you?
              </p>
              <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
                We fix CRMs for a living. Thirty minutes, no slides.
              </p>
              <CtaLink href={routes.redirects.book()} size="md" className="mt-3 w-full">
                Book a call
              </CtaLink>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
