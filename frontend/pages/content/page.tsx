import { usePage } from '@inertiajs/react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { MarkdownBody } from '@/components/content/markdown-body';
import { PageHero } from '@/components/content/page-hero';
import { faqOf, PageSections } from '@/components/content/page-sections';
import { breadcrumbJsonLd, faqJsonLd, Seo } from '@/components/content/seo';
import { LandingLayout, WideLayout } from '@/layouts/default-layout';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';

/** Every marketing page under content/pages: hero, optional markdown body, then its sections. */
export default function MarketingPage({ page, breadcrumbs }: PageProps<'content/page'>) {
  const { site } = usePage<SharedProps>().props;
  const faq = faqOf(page.sections);
  const jsonLd = [
    ...(breadcrumbs.length > 2 ? [breadcrumbJsonLd(site.url, breadcrumbs)] : []),
    ...(faq.length > 0 ? [faqJsonLd(faq)] : []),
  ];
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        canonicalPath={page.path}
        jsonLd={jsonLd}
        noindex={page.noindex}
      />
      <PageHero {...page.hero}>
        {breadcrumbs.length > 2 && (
          <div className="mb-6">
            <Breadcrumbs trail={breadcrumbs} />
          </div>
        )}
      </PageHero>
      {page.html && (
        <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6">
          <MarkdownBody html={page.html} className="max-w-[70ch]" />
        </div>
      )}
      <PageSections sections={page.sections} />
    </>
  );
}

// Inertia calls a one-argument layout function with the page props and uses the component it returns.
MarketingPage.layout = (props: PageProps<'content/page'>) =>
  props.page.layout === 'landing' ? LandingLayout : WideLayout;
