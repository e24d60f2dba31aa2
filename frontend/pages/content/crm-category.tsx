import { usePage } from '@inertiajs/react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CrmCard } from '@/components/content/crm-card';
import { PageHero } from '@/components/content/page-hero';
import { faqOf, PageSections } from '@/components/content/page-sections';
import { breadcrumbJsonLd, faqJsonLd, Seo } from '@/components/content/seo';
import { layouts } from '@/layouts/layout-for';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';

/** /crm/simple, /crm/marketing, /crm/erp: what defines the category, the CRMs in it, and trade-offs. */
export default function CrmCategory({ page, breadcrumbs, crms }: PageProps<'content/crm-category'>) {
  const { site } = usePage<SharedProps>().props;
  const faq = faqOf(page.sections);
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        canonicalPath={page.path}
        jsonLd={[breadcrumbJsonLd(site.url, breadcrumbs), ...(faq.length > 0 ? [faqJsonLd(faq)] : [])]}
      />
      <PageHero {...page.hero}>
        <div className="mb-6">
          <Breadcrumbs trail={breadcrumbs} />
        </div>
      </PageHero>
      <section aria-labelledby="category-crms" className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6">
        <h2
          id="category-crms"
          className="text-2xl font-semibold tracking-tight text-crmgray-950 sm:text-3xl dark:text-white"
        >
          {crms.length} CRMs in this group
        </h2>
        <ul className={`mt-8 gap-4 ${BALANCED_GRID}`}>
          {crms.map((crm, index) => (
            <li key={crm.slug} className={balancedSpan(index, crms.length)}>
              <CrmCard crm={crm} />
            </li>
          ))}
        </ul>
      </section>
      <PageSections sections={page.sections} />
    </>
  );
}

CrmCategory.layout = layouts.wide;
