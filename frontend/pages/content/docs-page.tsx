import { usePage } from '@inertiajs/react';
import { Download } from 'lucide-react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { DocsSidebar } from '@/components/content/docs-sidebar';
import { MarkdownBody } from '@/components/content/markdown-body';
import { PreviousNext } from '@/components/content/previous-next';
import { breadcrumbJsonLd, Seo } from '@/components/content/seo';
import { SourcesList } from '@/components/content/sources-list';
import { TableOfContents } from '@/components/content/table-of-contents';
import { buttonStyles } from '@/components/ui/button';
import { formatDate } from '@shared/dates';
import type { PageProps } from '@shared/pages';
import type { SharedProps } from '@shared/shared-props';
import { routes } from '@shared/routes';
import { SITE_NAME } from '@/lib/site';

/** One documentation page: the sidebar, the page with its templates and sources, and its contents. */
export default function DocsPage({
  doc,
  sectionTitle,
  sections,
  previous,
  next,
}: PageProps<'content/docs-page'>) {
  const { site } = usePage<SharedProps>().props;
  const trail = [
    { name: 'Documentation', path: routes.content.docsIndex() },
    { name: sectionTitle, path: `${routes.content.docsIndex()}#section-${doc.section}` },
    { name: doc.title, path: doc.path },
  ];
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: doc.title,
      description: doc.description,
      dateModified: doc.reviewed,
      url: `${site.url}${doc.path}`,
      articleSection: sectionTitle,
      citation: doc.sources.map((source) => source.url),
      publisher: { '@type': 'Organization', name: SITE_NAME },
    },
    breadcrumbJsonLd(site.url, [
      { name: 'Documentation', path: routes.content.docsIndex() },
      { name: doc.title, path: doc.path },
    ]),
  ];

  return (
    <>
      <Seo title={doc.title} description={doc.description} canonicalPath={doc.path} jsonLd={jsonLd} />
      <div className="grid gap-8 lg:grid-cols-[220px_minmax(0,1fr)] xl:grid-cols-[240px_minmax(0,1fr)_240px] xl:gap-12">
        <DocsSidebar sections={sections} current={doc.path} />
        <article className="min-w-0">
          <Breadcrumbs trail={trail} />
          <p className="mt-6 text-sm font-semibold text-crmblue-700 dark:text-crmblue-300">{sectionTitle}</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance text-crmgray-950 dark:text-white">
            {doc.title}
          </h1>
          <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">{doc.description}</p>
          <p className="mt-3 text-sm text-crmgray-600 dark:text-zinc-400">
            Last reviewed <time dateTime={doc.reviewed}>{formatDate(doc.reviewed)}</time> against the sources
            below
          </p>
          {doc.downloads.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-3" aria-label="Templates to download">
              {doc.downloads.map((download) => (
                <li key={download.file}>
                  <a
                    href={routes.content.docsFile(download.file)}
                    download
                    className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {download.label} ({download.file.split('.').pop()?.toUpperCase()})
                  </a>
                </li>
              ))}
            </ul>
          )}
          <TableOfContents entries={doc.toc} className="mt-8 xl:hidden" />
          <MarkdownBody html={doc.html} className="mt-10 max-w-[72ch]" />
          <SourcesList sources={doc.sources} />
          <PreviousNext previous={previous} next={next} label="Previous and next pages" />
        </article>
        <aside className="hidden xl:block">
          <div className="xl:sticky xl:top-24">
            <TableOfContents entries={doc.toc} />
          </div>
        </aside>
      </div>
    </>
  );
}
