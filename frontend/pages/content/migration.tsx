import { Link, usePage } from '@inertiajs/react';
import { AlertTriangle, ArrowRight, CalendarClock, CheckCircle2 } from 'lucide-react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CrmLogo } from '@/components/content/crm-logo';
import { CtaBand } from '@/components/content/cta-band';
import { CtaLink } from '@/components/content/cta-link';
import { FaqList } from '@/components/content/faq-list';
import { MarkdownBody } from '@/components/content/markdown-body';
import { breadcrumbJsonLd, faqJsonLd, Seo } from '@/components/content/seo';
import { SourcesList } from '@/components/content/sources-list';
import { layouts } from '@/layouts/layout-for';
import { comparePath } from '@/lib/compare-path';
import { formatDate } from '@shared/dates';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import { ScrollRegion } from '@/components/ui/scroll-region';

const heading = 'text-2xl font-semibold tracking-tight text-crmgray-950 sm:text-3xl dark:text-white';

/** /zoho-to-hubspot and friends: what maps to what, the steps, the risks, and what we do. */
export default function MigrationGuide({ guide, from, to }: PageProps<'content/migration'>) {
  const { site } = usePage<SharedProps>().props;
  const path = routes.content.publicPage(guide.slug);
  const trail = [
    { name: 'Home', path: routes.content.home() },
    { name: from.name, path: routes.content.publicPage(from.slug) },
    { name: guide.title, path },
  ];
  const jsonLd = [breadcrumbJsonLd(site.url, trail), ...(guide.faq.length > 0 ? [faqJsonLd(guide.faq)] : [])];

  return (
    <>
      <Seo title={guide.title} description={guide.description} canonicalPath={path} jsonLd={jsonLd} />
      <section className="border-b border-crmgray-100 bg-gradient-to-b from-crmblue-50 to-white dark:border-zinc-800 dark:from-crmblue-950/40 dark:to-surface-dark">
        <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 lg:py-16">
          <Breadcrumbs trail={trail} />
          <div className="mt-8 flex items-center gap-4" aria-hidden="true">
            <CrmLogo slug={from.slug} name="" height={32} priority />
            <ArrowRight className="size-5 text-crmgray-400" />
            <CrmLogo slug={to.slug} name="" height={32} priority />
          </div>
          <h1 className="mt-6 max-w-[24ch] text-4xl font-semibold tracking-tight text-balance text-crmgray-950 sm:text-5xl dark:text-white">
            {guide.title}
          </h1>
          <p className="mt-5 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">{guide.description}</p>
          <p className="mt-4 inline-flex items-start gap-2 rounded-lg bg-white/80 px-3 py-2 text-sm text-crmgray-700 ring-1 ring-crmgray-200 dark:bg-zinc-900/80 dark:text-zinc-300 dark:ring-zinc-700">
            <CalendarClock
              className="mt-0.5 size-4 shrink-0 text-crmblue-600 dark:text-crmblue-300"
              aria-hidden="true"
            />
            <span>
              <span className="font-semibold">Timeline: </span>
              {guide.timeline}
            </span>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CtaLink href={routes.redirects.book()}>Plan your migration with us</CtaLink>
            <CtaLink href={comparePath([from.slug, to.slug])} variant="secondary">
              {from.name} vs {to.name}
            </CtaLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-[1200px] space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="mapping-title">
          <h2 id="mapping-title" className={heading}>
            How {from.name} data maps to {to.name}
          </h2>
          <ScrollRegion
            labelledBy="mapping-title"
            className="mt-6 rounded-[var(--radius-card)] border border-crmgray-200 dark:border-zinc-800"
          >
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="bg-crmgray-50 text-crmgray-700 dark:bg-zinc-900 dark:text-zinc-300">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    In {from.name}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    In {to.name}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    What to decide
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-crmgray-200 dark:divide-zinc-800">
                {guide.objectMapping.map((row) => (
                  <tr key={row.source}>
                    <th
                      scope="row"
                      className="px-4 py-3 align-top font-medium text-crmgray-900 dark:text-zinc-100"
                    >
                      {row.source}
                    </th>
                    <td className="px-4 py-3 align-top text-crmgray-800 dark:text-zinc-200">{row.target}</td>
                    <td className="px-4 py-3 align-top text-crmgray-600 dark:text-zinc-400">{row.notes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>

        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className={heading}>
            The steps
          </h2>
          <ol className="mt-6 space-y-6">
            {guide.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="tabular flex size-9 shrink-0 items-center justify-center rounded-full bg-crmblue-600 text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-crmgray-900 dark:text-zinc-100">{step.title}</h3>
                  <p className="mt-1 max-w-[70ch] text-crmgray-600 dark:text-zinc-400">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="risks-title">
          <h2 id="risks-title" className={heading}>
            Risks, and how to defuse them
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {guide.risks.map((risk) => (
              <li
                key={risk.title}
                className="rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-5 dark:border-amber-900/60 dark:bg-amber-950/30"
              >
                <h3 className="flex items-center gap-2 font-semibold text-crmgray-900 dark:text-zinc-100">
                  <AlertTriangle className="size-4 text-amber-600 dark:text-amber-300" aria-hidden="true" />{' '}
                  {risk.title}
                </h3>
                <p className="mt-2 text-sm text-crmgray-700 dark:text-zinc-300">{risk.mitigation}</p>
              </li>
            ))}
          </ul>
        </section>

        {guide.html && <MarkdownBody html={guide.html} className="max-w-[70ch]" />}

        <section
          aria-labelledby="we-do-title"
          className="rounded-2xl bg-crmgray-50 p-6 sm:p-10 dark:bg-zinc-900/60"
        >
          <h2 id="we-do-title" className={heading}>
            What we do in a {from.name} to {to.name} migration
          </h2>
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {guide.whatWeDo.map((item) => (
              <li key={item} className="flex gap-3 text-crmgray-700 dark:text-zinc-300">
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
                  aria-hidden="true"
                />
                {item}
              </li>
            ))}
          </ul>
        </section>

        {guide.faq.length > 0 && (
          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className={`${heading} mb-6`}>
              Questions we hear about this move
            </h2>
            <FaqList items={guide.faq} />
          </section>
        )}

        <div>
          <p className="text-sm text-crmgray-600 dark:text-zinc-400">
            Guide updated {formatDate(guide.updated)}. Read more about{' '}
            <Link href={routes.content.publicPage(from.slug)} className="underline">
              {from.name}
            </Link>{' '}
            and{' '}
            <Link href={routes.content.publicPage(to.slug)} className="underline">
              {to.name}
            </Link>
            , or the{' '}
            <Link href={routes.content.helpIndex()} className="underline">
              migration checklist in the help centre
            </Link>
            .
          </p>
          <SourcesList sources={guide.sources} />
        </div>

        <CtaBand
          heading={`Moving from ${from.name} to ${to.name}?`}
          text="We map your objects, run a test import you sign off, and plan a cut-over measured in hours. Start with a 30-minute call about your data."
          primary={{ label: 'Book a migration call', href: routes.redirects.book() }}
          secondary={{ label: 'Contact us', href: routes.pages.contact() }}
        />
      </div>
    </>
  );
}

MigrationGuide.layout = layouts.wide;
