import { Link, usePage } from '@inertiajs/react';
import { ArrowRight, CheckCircle2, MinusCircle } from 'lucide-react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CtaBand } from '@/components/content/cta-band';
import { ExternalLink } from '@/components/content/external-link';
import { CtaLink } from '@/components/content/cta-link';
import { FaqList } from '@/components/content/faq-list';
import { MarkdownBody } from '@/components/content/markdown-body';
import { Rating } from '@/components/content/rating';
import { breadcrumbJsonLd, faqJsonLd, Seo } from '@/components/content/seo';
import { SourcesList } from '@/components/content/sources-list';
import { layouts } from '@/layouts/layout-for';
import { formatDate } from '@shared/dates';
import { RATING_LABELS, type RatingDimension } from '@shared/pages/content-types';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import { ScrollRegion } from '@/components/ui/scroll-region';

const heading = 'text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white';
const card =
  'rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900';

export default function CrmPage({ crm, migrations, compareWith }: PageProps<'content/crm'>) {
  const { site } = usePage<SharedProps>().props;
  const path = routes.content.publicPage(crm.slug);
  const trail = [
    { name: 'Home', path: routes.content.home() },
    { name: 'CRMs', path: routes.content.crmChooser() },
    { name: crm.name, path },
  ];
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: crm.name,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      url: crm.website,
      description: crm.tagline,
      publisher: { '@type': 'Organization', name: crm.vendor },
    },
    breadcrumbJsonLd(site.url, trail),
    ...(crm.faq.length > 0 ? [faqJsonLd(crm.faq)] : []),
  ];

  return (
    <>
      <Seo
        title={`${crm.name.endsWith('CRM') ? crm.name : `${crm.name} CRM`}: who it fits, pricing and limits`}
        description={`An independent look at ${crm.name}: ${crm.tagline}`.slice(0, 200)}
        canonicalPath={path}
        jsonLd={jsonLd}
      />
      <section className="border-b border-crmgray-100 bg-gradient-to-b from-crmblue-50 to-white dark:border-zinc-800 dark:from-crmblue-950/40 dark:to-surface-dark">
        <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
          <Breadcrumbs trail={trail} />
          <div className="mt-8 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <h1 className="text-4xl font-semibold tracking-tight text-crmgray-950 sm:text-5xl dark:text-white">
                {crm.name}
              </h1>
              <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">{crm.tagline}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
              <CtaLink href={routes.redirects.book()}>Get an independent recommendation</CtaLink>
              <CtaLink href={routes.content.comparePicker()} variant="secondary">
                Compare {crm.name}
              </CtaLink>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="fit-title" className="grid gap-6 md:grid-cols-2">
            <h2 id="fit-title" className="sr-only">
              Who it fits
            </h2>
            <div className={card}>
              <h3 className="flex items-center gap-2 font-semibold text-crmgray-900 dark:text-zinc-100">
                <CheckCircle2
                  className="size-5 text-crmturquoise-600 dark:text-crmturquoise-400"
                  aria-hidden="true"
                />{' '}
                A good fit for
              </h3>
              <p className="mt-3 text-crmgray-600 dark:text-zinc-400">{crm.fit}</p>
            </div>
            <div className={card}>
              <h3 className="flex items-center gap-2 font-semibold text-crmgray-900 dark:text-zinc-100">
                <MinusCircle className="size-5 text-amber-600 dark:text-amber-300" aria-hidden="true" />{' '}
                Probably not for
              </h3>
              <p className="mt-3 text-crmgray-600 dark:text-zinc-400">{crm.notFit}</p>
            </div>
          </section>

          <MarkdownBody html={crm.html} className="max-w-[70ch]" />

          <section aria-labelledby="strengths-title" className="grid gap-8 md:grid-cols-2">
            <div>
              <h2 id="strengths-title" className={heading}>
                Strengths
              </h2>
              <ul className="mt-4 space-y-3">
                {crm.strengths.map((item) => (
                  <li key={item} className="flex gap-3 text-crmgray-700 dark:text-zinc-300">
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
                      aria-hidden="true"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className={heading}>Limitations</h2>
              <ul className="mt-4 space-y-3">
                {crm.limitations.map((item) => (
                  <li key={item} className="flex gap-3 text-crmgray-700 dark:text-zinc-300">
                    <MinusCircle
                      className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-300"
                      aria-hidden="true"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section aria-labelledby="pricing-title">
            <h2 id="pricing-title" className={heading}>
              Pricing
            </h2>
            <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
              {crm.pricesChecked
                ? `List prices as we read them on ${formatDate(crm.pricesChecked)}. Vendors change prices often: confirm on their page before you budget.`
                : 'We have not verified these prices recently: confirm them on the vendor’s page before you budget.'}
            </p>
            <ScrollRegion
              labelledBy="pricing-title"
              className="mt-4 rounded-[var(--radius-card)] border border-crmgray-200 dark:border-zinc-800"
            >
              <table className="w-full text-left text-sm">
                <thead className="bg-crmgray-50 text-crmgray-700 dark:bg-zinc-900 dark:text-zinc-300">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Plan
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Price
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Notes
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-crmgray-200 dark:divide-zinc-800">
                  {crm.plans.map((plan) => (
                    <tr key={plan.name}>
                      <th scope="row" className="px-4 py-3 font-medium text-crmgray-900 dark:text-zinc-100">
                        {plan.name}
                      </th>
                      <td className="tabular px-4 py-3 text-crmgray-800 dark:text-zinc-200">{plan.price}</td>
                      <td className="px-4 py-3 text-crmgray-600 dark:text-zinc-400">{plan.notes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <ExternalLink
              href={crm.pricingUrl}
              className="mt-3 text-sm font-medium text-crmblue-700 hover:underline dark:text-crmblue-300"
            >
              Current prices on {crm.vendor}’s site
            </ExternalLink>
          </section>

          <section aria-labelledby="integrations-title">
            <h2 id="integrations-title" className={heading}>
              Integrations and API
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {crm.integrations.map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-crmgray-200 bg-crmgray-50 px-3 py-1 text-sm text-crmgray-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
                >
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-4 max-w-[70ch] text-crmgray-600 dark:text-zinc-400">{crm.api}</p>
            <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
              Integrations we commonly see in projects; the vendor’s marketplace has the current list.
            </p>
          </section>

          {crm.faq.length > 0 && (
            <section aria-labelledby="faq-title">
              <h2 id="faq-title" className={`${heading} mb-4`}>
                Questions buyers ask about {crm.name}
              </h2>
              <FaqList items={crm.faq} />
            </section>
          )}

          <SourcesList sources={crm.sources} />
        </div>

        <aside className="space-y-6" aria-label={`${crm.name} at a glance`}>
          <div className={card}>
            <h2 className="font-semibold text-crmgray-900 dark:text-zinc-100">At a glance</h2>
            <dl className="mt-4 space-y-3 text-sm">
              {[
                ['Vendor', crm.vendor],
                ['Deployment', crm.deployment],
                ['Team size', `${crm.teamSize[0]}–${crm.teamSize[1]} people`],
                ['Free plan', crm.freePlan],
                ['Trial', crm.trial],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-crmgray-600 dark:text-zinc-400">{term}</dt>
                  <dd className="text-crmgray-800 dark:text-zinc-200">{value}</dd>
                </div>
              ))}
            </dl>
            <ExternalLink
              href={crm.website}
              className="mt-4 text-sm font-medium text-crmblue-700 hover:underline dark:text-crmblue-300"
            >
              Vendor website
            </ExternalLink>
          </div>

          <div className={card}>
            <h2 className="font-semibold text-crmgray-900 dark:text-zinc-100">Our ratings</h2>
            <p className="mt-1 text-xs text-crmgray-600 dark:text-zinc-400">
              Editorial, 1 to 5, from our project work; the same scale on every compare page.
            </p>
            <dl className="mt-4 space-y-3">
              {(Object.keys(RATING_LABELS) as RatingDimension[]).map((dimension) => (
                <div key={dimension} className="flex items-center justify-between gap-3">
                  <dt className="text-sm text-crmgray-700 dark:text-zinc-300">{RATING_LABELS[dimension]}</dt>
                  <dd>
                    <Rating value={crm.ratings[dimension]} label={RATING_LABELS[dimension]} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>

          <nav className={card} aria-label={`Compare ${crm.name}`}>
            <h2 className="font-semibold text-crmgray-900 dark:text-zinc-100">Compare {crm.name} with</h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              {compareWith.map((other) => (
                <li key={other.path}>
                  <Link href={other.path} className="text-crmblue-700 hover:underline dark:text-crmblue-300">
                    {crm.name} vs {other.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          {migrations.length > 0 && (
            <nav className={card} aria-label="Migration guides">
              <h2 className="font-semibold text-crmgray-900 dark:text-zinc-100">Migration guides</h2>
              <ul className="mt-3 space-y-1.5 text-sm">
                {migrations.map((guide) => (
                  <li key={guide.slug}>
                    <Link
                      href={routes.content.publicPage(guide.slug)}
                      className="inline-flex items-center gap-1 text-crmblue-700 hover:underline dark:text-crmblue-300"
                    >
                      {guide.title} <ArrowRight className="size-3.5" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>

      <div className="mx-auto max-w-[1200px] px-4 pb-16 sm:px-6">
        <CtaBand
          heading={`Already on ${crm.name}, or about to be?`}
          text="Our CRM health check scores your setup on data quality, pipeline design, automation, reporting and adoption, and names the three changes that would help most."
          primary={{ label: 'See the CRM health check', href: routes.pages.crmHealthCheck() }}
          secondary={{ label: 'Ask us a question', href: routes.pages.contact() }}
        />
      </div>
    </>
  );
}

CrmPage.layout = layouts.wide;
