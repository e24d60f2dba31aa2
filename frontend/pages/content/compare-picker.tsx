import { router } from '@inertiajs/react';
import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LinkCards } from '@/components/content/link-cards';
import { Seo } from '@/components/content/seo';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PageProps } from '@shared/pages';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';
import { routes } from '@shared/routes';

const MAX_PICKS = 3;

/** Pick two or three CRMs; the server turns any order into one canonical compare URL. */
export default function ComparePicker({ crms, popular }: PageProps<'content/compare-picker'>) {
  const [picked, setPicked] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const full = picked.length >= MAX_PICKS;

  const toggle = (slug: string) =>
    setPicked((current) =>
      current.includes(slug)
        ? current.filter((s) => s !== slug)
        : current.length < MAX_PICKS
          ? [...current, slug]
          : current,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length < 2) return;
    router.visit(routes.content.compare(picked.join('-vs-')), {
      onStart: () => setSubmitting(true),
      onFinish: () => setSubmitting(false),
    });
  };

  const status =
    picked.length === 0
      ? 'Pick two or three CRMs.'
      : picked.length === 1
        ? 'Pick at least one more.'
        : `${picked.length} picked${full ? ' (the most we compare at once)' : ''}.`;

  return (
    <>
      <Seo
        title="Compare CRMs side by side"
        description="Pick two or three CRMs and compare pricing, ratings, fit and features side by side, with a verdict for each use case."
      />
      <h1 className="text-4xl font-semibold tracking-tight text-crmgray-950 dark:text-white">
        Compare CRMs side by side
      </h1>
      <p className="mt-4 max-w-[65ch] text-lg text-crmgray-600 dark:text-zinc-300">
        Pick two or three. You get pricing as we last checked it, our ratings on six dimensions, who each one
        fits, and a verdict for common use cases.
      </p>

      <form method="get" onSubmit={submit} className="mt-10" aria-describedby="compare-status">
        <fieldset>
          <legend className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">
            CRMs to compare
          </legend>
          <ul className={`mt-4 gap-3 ${BALANCED_GRID}`}>
            {crms.map((crm, index) => {
              const checked = picked.includes(crm.slug);
              const disabled = !checked && full;
              return (
                <li key={crm.slug} className={balancedSpan(index, crms.length)}>
                  <label
                    className={cn(
                      'flex h-full cursor-pointer gap-3 rounded-[var(--radius-card)] border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-crmblue-600 dark:bg-zinc-900',
                      checked
                        ? 'border-crmblue-600 ring-1 ring-crmblue-600'
                        : 'border-crmgray-200 hover:border-crmgray-300 dark:border-zinc-800',
                      disabled && 'cursor-not-allowed opacity-50',
                    )}
                  >
                    <input
                      type="checkbox"
                      name="crm"
                      value={crm.slug}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => toggle(crm.slug)}
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border',
                        checked
                          ? 'border-crmblue-600 bg-crmblue-600 text-white'
                          : 'border-crmgray-300 dark:border-zinc-600',
                      )}
                    >
                      {checked && <Check className="size-3.5" />}
                    </span>
                    <span>
                      <span className="block font-semibold text-crmgray-900 dark:text-zinc-100">
                        {crm.name}
                      </span>
                      <span className="mt-1 block text-sm text-crmgray-600 dark:text-zinc-400">
                        {crm.tagline}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="sticky bottom-0 mt-6 flex flex-col gap-3 border-t border-crmgray-200 bg-white/95 py-4 backdrop-blur sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800 dark:bg-surface-dark/95">
          <p id="compare-status" role="status" className="text-sm text-crmgray-600 dark:text-zinc-400">
            {status}
          </p>
          <Button type="submit" size="lg" disabled={picked.length < 2} loading={submitting}>
            Compare {picked.length >= 2 ? picked.length : ''} CRMs
          </Button>
        </div>
      </form>

      <section aria-labelledby="popular-title" className="mt-14">
        <h2
          id="popular-title"
          className="text-2xl font-semibold tracking-tight text-crmgray-950 dark:text-white"
        >
          Comparisons buyers ask us about
        </h2>
        <div className="mt-6">
          <LinkCards
            items={popular.map((comparison) => ({
              href: comparison.path,
              title: comparison.names.join(' vs '),
            }))}
          />
        </div>
      </section>
    </>
  );
}
