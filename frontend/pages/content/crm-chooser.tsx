import { RotateCcw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { CrmCard } from '@/components/content/crm-card';
import { LinkCards } from '@/components/content/link-cards';
import { CtaBand } from '@/components/content/cta-band';
import { Seo } from '@/components/content/seo';
import { Button } from '@/components/ui/button';
import { BUDGET_LABELS, NEED_LABELS } from '@shared/pages/content-types';
import type { PageProps } from '@shared/pages';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';
import { routes } from '@shared/routes';

const TEAM_SIZES = [
  { id: 'any', label: 'Any size', size: 0 },
  { id: '1-5', label: '1–5 people', size: 3 },
  { id: '6-20', label: '6–20 people', size: 12 },
  { id: '21-100', label: '21–100 people', size: 50 },
  { id: '100+', label: 'More than 100', size: 150 },
];
const BUDGET_ORDER = { low: 0, medium: 1, high: 2 } as const;
const CATEGORIES = [
  {
    href: routes.content.crmCategory('simple'),
    title: 'Simple CRMs',
    text: 'Quick to set up, easy for small teams to keep tidy.',
  },
  {
    href: routes.content.crmCategory('marketing'),
    title: 'Marketing-led CRMs',
    text: 'Email, forms and automation next to the pipeline.',
  },
  {
    href: routes.content.crmCategory('erp'),
    title: 'CRMs inside an ERP',
    text: 'Sales next to invoicing, stock and finance.',
  },
];

const select =
  'mt-1 block w-full rounded-lg border border-crmgray-300 bg-white px-3 py-2 text-sm text-crmgray-900 focus:border-crmblue-600 focus:outline-2 focus:outline-crmblue-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/** /crm: filter the CRMs we cover by team size, budget and the one need that matters most. */
export default function CrmChooser({ crms }: PageProps<'content/crm-chooser'>) {
  const ids = { team: useId(), budget: useId(), need: useId() };
  const [team, setTeam] = useState('any');
  const [budget, setBudget] = useState<'any' | keyof typeof BUDGET_ORDER>('any');
  const [need, setNeed] = useState('any');

  const matches = useMemo(() => {
    const size = TEAM_SIZES.find((option) => option.id === team)?.size ?? 0;
    return crms.filter(
      (crm) =>
        (size === 0 || (crm.teamSize[0] <= size && size <= crm.teamSize[1])) &&
        (budget === 'any' || BUDGET_ORDER[crm.budget] <= BUDGET_ORDER[budget]) &&
        (need === 'any' || crm.needs.includes(need)),
    );
  }, [crms, team, budget, need]);

  const filtered = team !== 'any' || budget !== 'any' || need !== 'any';
  const reset = () => {
    setTeam('any');
    setBudget('any');
    setNeed('any');
  };

  return (
    <>
      <Seo
        title="Find the right CRM for your team"
        description="Filter HubSpot, Salesforce, Pipedrive, Zoho and six other CRMs by team size, budget and need, with honest notes on who each one fits."
      />
      <h1 className="text-4xl font-semibold tracking-tight text-crmgray-950 dark:text-white">
        Find the right CRM
      </h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">
        Ten CRMs we set up, fix and migrate between. Tell us three things and we narrow the list; every page
        says who the CRM fits, where it falls short, and what it costs as we last checked.
      </p>

      <form
        method="get"
        className="mt-8 grid gap-4 rounded-[var(--radius-card)] border border-crmgray-200 bg-crmgray-50 p-5 sm:grid-cols-3 dark:border-zinc-800 dark:bg-zinc-900/60"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Filter CRMs"
      >
        <label htmlFor={ids.team} className="text-sm font-medium text-crmgray-800 dark:text-zinc-200">
          Team size
          <select id={ids.team} className={select} value={team} onChange={(e) => setTeam(e.target.value)}>
            {TEAM_SIZES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.budget} className="text-sm font-medium text-crmgray-800 dark:text-zinc-200">
          Budget
          <select
            id={ids.budget}
            className={select}
            value={budget}
            onChange={(e) => setBudget(e.target.value as typeof budget)}
          >
            <option value="any">Any budget</option>
            {Object.entries(BUDGET_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.need} className="text-sm font-medium text-crmgray-800 dark:text-zinc-200">
          Most important need
          <select id={ids.need} className={select} value={need} onChange={(e) => setNeed(e.target.value)}>
            <option value="any">Anything</option>
            {Object.entries(NEED_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </form>

      <div className="mt-6 flex items-center justify-between gap-4">
        <p role="status" className="text-sm text-crmgray-600 dark:text-zinc-400">
          {matches.length === crms.length
            ? `Showing all ${crms.length} CRMs.`
            : `${matches.length} of ${crms.length} CRMs match.`}
        </p>
        {filtered && matches.length > 0 && (
          <Button variant="ghost" size="sm" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden="true" /> Clear filters
          </Button>
        )}
      </div>

      <h2 className="sr-only">Matching CRMs</h2>
      {matches.length === 0 ? (
        <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-crmgray-300 p-10 text-center dark:border-zinc-700">
          <p className="font-medium text-crmgray-900 dark:text-zinc-100">
            No CRM we cover matches all three.
          </p>
          <p className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">
            Try a larger budget or another need, or talk to us: the answer may be a CRM we do not list here.
          </p>
          <Button variant="secondary" className="mt-5" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden="true" /> Clear filters
          </Button>
        </div>
      ) : (
        <ul className={`mt-4 gap-4 ${BALANCED_GRID}`}>
          {matches.map((crm, index) => (
            <li key={crm.slug} className={balancedSpan(index, matches.length)}>
              <CrmCard crm={crm} />
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="categories-title" className="mt-16">
        <h2
          id="categories-title"
          className="text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
        >
          Browse by kind of CRM
        </h2>
        <div className="mt-6">
          <LinkCards items={CATEGORIES} />
        </div>
      </section>

      <CtaBand
        className="mt-16"
        heading="Not sure the filters capture it?"
        text="Most choices come down to two or three details of how you sell. Compare finalists side by side, or let us look at your process with you."
        primary={{ label: 'Compare CRMs', href: routes.content.comparePicker() }}
        secondary={{ label: 'Book a call', href: routes.redirects.book() }}
      />
    </>
  );
}
