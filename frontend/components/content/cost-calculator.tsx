import { useId, useState } from 'react';
import { ExternalLink } from '@/components/content/external-link';
import { formatDate } from '@shared/dates';
import type { CrmPlan, CrmSummary } from '@shared/pages/content-types';
import { clampInput, MONTHS_RANGE, seatCost, SEATS_RANGE } from '@shared/tools/seat-cost';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * What each CRM's plans would cost a team: seats × plan × months, with included seats, extra seats
 * and onboarding fees, from the prices as we last checked them (shared/tools/seat-cost.ts). The
 * sales CRM plans are compared like for like; a vendor's marketing product is shown apart.
 */
export function CostCalculator({ crms }: { crms: CrmSummary[] }) {
  const [seats, setSeats] = useState('10');
  const [months, setMonths] = useState('12');
  const seatCount = clampInput(Number(seats), SEATS_RANGE);
  const monthCount = clampInput(Number(months), MONTHS_RANGE);
  return (
    <section aria-labelledby="cost-title" className="mt-14">
      <h2 id="cost-title" className="text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white">
        What it would cost your team
      </h2>
      <p className="mt-2 max-w-[65ch] text-sm text-crmgray-600 dark:text-zinc-400">
        List prices in US dollars as we last checked them: seats × plan price × months, plus included seats,
        extra seats and onboarding fees where the vendor publishes them. No taxes, discounts or add-ons; plans
        differ in what they include, so compare features before price.
      </p>
      <div className="mt-4 flex flex-wrap gap-4">
        <NumberInput label="People who need a seat" value={seats} range={SEATS_RANGE} onChange={setSeats} />
        <NumberInput label="Months" value={months} range={MONTHS_RANGE} onChange={setMonths} />
      </div>
      <p className="sr-only" aria-live="polite">
        Costs for {seatCount} {seatCount === 1 ? 'seat' : 'seats'} over {monthCount}{' '}
        {monthCount === 1 ? 'month' : 'months'}.
      </p>
      {/* Two CRMs side by side from md, three from lg (never a row with a hole). */}
      <div className={`mt-6 grid gap-4 ${crms.length === 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
        {crms.map((crm) => (
          <div
            key={crm.slug}
            data-crm={crm.slug}
            className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <h3 className="font-semibold text-crmgray-950 dark:text-white">{crm.name}</h3>
            <PlanCosts
              plans={crm.plans.filter((plan) => plan.product === 'sales')}
              seats={seatCount}
              months={monthCount}
            />
            {crm.plans.some((plan) => plan.product === 'marketing') && (
              <>
                <h4 className="mt-4 text-xs font-semibold text-crmgray-600 uppercase dark:text-zinc-400">
                  Marketing product, bought separately
                </h4>
                <PlanCosts
                  plans={crm.plans.filter((plan) => plan.product === 'marketing')}
                  seats={seatCount}
                  months={monthCount}
                />
              </>
            )}
            <p className="mt-3 text-xs text-crmgray-600 dark:text-zinc-400">
              {crm.pricesChecked
                ? `Prices checked ${formatDate(crm.pricesChecked)}. `
                : 'Prices not recently verified. '}
              <ExternalLink href={crm.pricingUrl} className="underline">
                {crm.name} pricing
              </ExternalLink>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}

function NumberInput({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: string;
  range: readonly [number, number];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <p className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-crmgray-900 dark:text-zinc-100">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range[0]}
        max={range[1]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-32 rounded-lg border border-crmgray-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      />
    </p>
  );
}

function PlanCosts({ plans, seats, months }: { plans: CrmPlan[]; seats: number; months: number }) {
  if (plans.length === 0)
    return (
      <p className="mt-2 text-sm text-crmgray-700 dark:text-zinc-300">
        No plans recorded: see the vendor's pricing.
      </p>
    );
  return (
    <dl className="mt-2 divide-y divide-crmgray-100 text-sm dark:divide-zinc-800">
      {plans.map((plan) => {
        const cost = seatCost(plan, seats, months);
        return (
          <div
            key={plan.name}
            className="flex items-baseline justify-between gap-3 py-1.5"
            data-plan={plan.name}
          >
            <dt className="text-crmgray-700 dark:text-zinc-300">{plan.name}</dt>
            <dd className="text-right">
              {cost.kind === 'total' ? (
                <>
                  <span className="tabular font-semibold text-crmgray-950 dark:text-white">
                    {money.format(cost.total)}
                  </span>
                  <span className="block text-xs text-crmgray-600 dark:text-zinc-400">
                    {money.format(cost.monthly)} a month
                    {cost.onboarding > 0 && ` + ${money.format(cost.onboarding)} onboarding`}
                  </span>
                </>
              ) : cost.kind === 'over-cap' ? (
                <span className="text-crmgray-600 dark:text-zinc-400">Up to {cost.maxSeats} seats</span>
              ) : (
                <span className="text-crmgray-600 dark:text-zinc-400">See vendor pricing</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
