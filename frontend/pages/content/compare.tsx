import { Link, usePage } from '@inertiajs/react';
import { Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CtaBand } from '@/components/content/cta-band';
import { ExternalLink } from '@/components/content/external-link';
import { Rating } from '@/components/content/rating';
import { breadcrumbJsonLd, Seo } from '@/components/content/seo';
import { comparePath } from '@/lib/compare-path';
import { formatDate } from '@shared/dates';
import {
  RATING_LABELS,
  type CrmPlan,
  type CrmSummary,
  type RatingDimension,
} from '@shared/pages/content-types';
import { CostCalculator } from '@/components/content/cost-calculator';
import type { SharedProps } from '@shared/shared-props';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import { ScrollRegion } from '@/components/ui/scroll-region';

/*
 * From md up a table, one column per CRM. On a phone the same table stacks: each row becomes a block
 * with its label on top and one entry per CRM, named from data-crm (the column heads are hidden), so
 * nothing needs a sideways scroll.
 */
const cell =
  'px-4 py-3 align-top text-sm text-crmgray-700 dark:text-zinc-300 max-md:block max-md:py-2 max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-crmgray-600 max-md:before:content-[attr(data-crm)] dark:max-md:before:text-zinc-400';
const rowHead =
  'px-4 py-3 text-left align-top text-sm font-semibold text-crmgray-900 dark:text-zinc-100 max-md:block max-md:bg-crmgray-50 max-md:py-2 dark:max-md:bg-zinc-900';

export default function Compare({ crms, dimensions, verdicts, otherCrms }: PageProps<'content/compare'>) {
  const { props, url } = usePage<SharedProps>();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const { site } = props;
  const names = crms.map((crm) => crm.name);
  const title = `${names.join(' vs ')}: CRM comparison`;
  const path = url.split('?')[0];
  const trail = [
    { name: 'Home', path: routes.content.home() },
    { name: 'Compare CRMs', path: routes.content.comparePicker() },
    { name: names.join(' vs '), path },
  ];
  const best = (dimension: string) =>
    Math.max(...crms.map((crm) => crm.ratings[dimension as RatingDimension]));

  const salesPlans = (crm: CrmSummary) => crm.plans.filter((plan) => plan.product === 'sales');
  const otherPlans = (crm: CrmSummary) => crm.plans.filter((plan) => plan.product !== 'sales');
  const rows: Array<[string, (crm: CrmSummary) => ReactNode, (crm: CrmSummary) => unknown]> = [
    ['In one line', (crm) => crm.tagline, (crm) => crm.tagline],
    ['A good fit for', (crm) => crm.fit, (crm) => crm.fit],
    ['Probably not for', (crm) => crm.notFit, (crm) => crm.notFit],
    ['Team size', (crm) => `${crm.teamSize[0]}–${crm.teamSize[1]} people`, (crm) => crm.teamSize],
    ['Deployment', (crm) => crm.deployment, (crm) => crm.deployment],
    ['Free plan', (crm) => crm.freePlan, (crm) => crm.freePlan],
    ['Trial', (crm) => crm.trial, (crm) => crm.trial],
    [
      'Sales CRM plans',
      (crm) => (
        <>
          <PlanList plans={salesPlans(crm)} />
          <p className="mt-2 text-xs text-crmgray-600 dark:text-zinc-400">
            {crm.pricesChecked ? `Checked ${formatDate(crm.pricesChecked)}. ` : 'Not recently verified. '}
            <ExternalLink href={crm.pricingUrl} className="underline">
              Vendor prices
            </ExternalLink>
          </p>
        </>
      ),
      (crm) => salesPlans(crm),
    ],
    [
      'Marketing products and add-ons',
      (crm) => (otherPlans(crm).length ? <PlanList plans={otherPlans(crm)} /> : 'None listed'),
      (crm) => otherPlans(crm),
    ],
    ['Strengths', (crm) => <BulletList items={crm.strengths} />, (crm) => crm.strengths],
    ['Limitations', (crm) => <BulletList items={crm.limitations} />, (crm) => crm.limitations],
    ['Integrations', (crm) => crm.integrations.join(', '), (crm) => crm.integrations],
    ['API', (crm) => crm.api, (crm) => crm.api],
  ];
  const same = (value: (crm: CrmSummary) => unknown) =>
    new Set(crms.map((crm) => JSON.stringify(value(crm)))).size === 1;
  const shownRows = differencesOnly ? rows.filter(([, , value]) => !same(value)) : rows;
  const shownDimensions = differencesOnly
    ? dimensions.filter((dimension) => !same((crm) => crm.ratings[dimension]))
    : dimensions;

  return (
    <>
      <Seo
        title={title}
        description={`${names.join(' vs ')} compared side by side: pricing, ratings on six dimensions, who each fits, and our verdict per use case.`}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(site.url, trail)]}
      />
      <Breadcrumbs trail={trail} />
      <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-crmgray-950 dark:text-white">
        {names.join(' vs ')}
      </h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">
        Side by side: fit, pricing as we last checked it, our ratings, and a verdict for the use cases buyers
        ask us about most.
      </p>

      <section aria-labelledby="verdict-title" className="mt-10">
        <h2
          id="verdict-title"
          className="text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
        >
          Our verdict by use case
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {verdicts.map((verdict) => (
            <li
              key={verdict.useCase}
              className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <h3 className="font-semibold text-crmgray-900 dark:text-zinc-100">{verdict.label}</h3>
              <p className="mt-2 flex items-start gap-2 text-sm text-crmgray-700 dark:text-zinc-300">
                <Trophy
                  className="mt-0.5 size-4 shrink-0 text-crmaccent-600 dark:text-crmaccent-400"
                  aria-hidden="true"
                />
                {verdict.summary}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-crmgray-600 dark:text-zinc-400">
          Verdicts follow our editorial ratings below. The right choice still depends on your process: a
          30-minute call usually settles it.
        </p>
      </section>

      <section aria-labelledby="table-title" className="mt-14 render-when-near">
        <h2
          id="table-title"
          className="text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
        >
          Side by side
        </h2>
        {/* On a phone the table stacks: the names and the switch stay in view under the site's header. */}
        <div className="sticky top-16 z-30 -mx-4 mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-crmgray-200 bg-white/95 px-4 py-2 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:py-0 dark:border-zinc-800 dark:bg-surface-dark/95 md:dark:bg-transparent">
          <p
            className="text-sm font-semibold text-crmgray-900 md:hidden dark:text-zinc-100"
            data-testid="compare-names"
          >
            {names.join(' · ')}
          </p>
          <label className="flex items-center gap-2 text-sm text-crmgray-700 dark:text-zinc-300">
            <input
              type="checkbox"
              checked={differencesOnly}
              onChange={(event) => setDifferencesOnly(event.target.checked)}
              className="size-4 rounded border-crmgray-400 accent-crmblue-600"
            />
            Show differences only
          </label>
        </div>
        <ScrollRegion
          label={title}
          className="mt-6 rounded-[var(--radius-card)] border border-crmgray-200 dark:border-zinc-800"
        >
          <table className="w-full border-collapse max-md:block md:min-w-[640px]">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-crmgray-50 max-md:sr-only dark:bg-zinc-900">
              <tr>
                <td className="w-40 px-4 py-3" />
                {crms.map((crm) => (
                  <th key={crm.slug} scope="col" className="px-4 py-4 text-left align-bottom">
                    <Link
                      href={routes.content.publicPage(crm.slug)}
                      className="block text-base font-semibold text-crmgray-950 hover:text-crmblue-700 dark:text-white"
                    >
                      {crm.name}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-crmgray-200 max-md:block dark:divide-zinc-800">
              {shownDimensions.map((dimension) => (
                <tr key={dimension} className="max-md:block">
                  <th scope="row" className={rowHead}>
                    {RATING_LABELS[dimension]}
                  </th>
                  {crms.map((crm) => (
                    <td key={crm.slug} data-crm={crm.name} className={cell}>
                      <Rating
                        value={crm.ratings[dimension]}
                        label={`${crm.name} ${RATING_LABELS[dimension]}`}
                        highlight={crm.ratings[dimension] === best(dimension)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
              {shownRows.map(([label, render]) => (
                <tr key={label} className="max-md:block">
                  <th scope="row" className={rowHead}>
                    {label}
                  </th>
                  {crms.map((crm) => (
                    <td key={crm.slug} data-crm={crm.name} className={cell}>
                      {render(crm)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <CostCalculator crms={crms} />

      {crms.length < 3 && otherCrms.length > 0 && (
        <nav aria-labelledby="add-title" className="mt-10">
          <h2 id="add-title" className="font-semibold text-crmgray-900 dark:text-zinc-100">
            Add a third CRM
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {otherCrms.map((other) => (
              <li key={other.slug}>
                <Link
                  href={comparePath([...crms.map((crm) => crm.slug), other.slug])}
                  className="inline-block rounded-full border border-crmgray-300 px-3 py-1 text-sm text-crmgray-700 hover:border-crmblue-400 hover:text-crmblue-700 dark:border-zinc-700 dark:text-zinc-300"
                >
                  + {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <CtaBand
        className="mt-14"
        heading={`Still between ${names.join(' and ')}?`}
        text="Tell us how your team sells and we will tell you which one we would pick, and why, in a 30-minute call."
        primary={{ label: 'Book a call', href: routes.redirects.book() }}
        secondary={{ label: 'Check your current CRM', href: routes.pages.crmHealthCheck() }}
      />
    </>
  );
}

function PlanList({ plans }: { plans: CrmPlan[] }) {
  return (
    <ul className="space-y-1">
      {plans.map((plan) => (
        <li key={plan.name}>
          <span className="font-medium text-crmgray-900 dark:text-zinc-100">{plan.name}</span>:{' '}
          <span className="tabular">{plan.price}</span>
        </li>
      ))}
    </ul>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
