import { Link } from '@inertiajs/react';
import { ArrowRight } from 'lucide-react';
import { Rating } from '@/components/content/rating';
import { RATING_LABELS, type CrmSummary } from '@shared/pages/content-types';
import { routes } from '@shared/routes';

/** A CRM in a list: name, tagline, four headline ratings and who it fits. */
export function CrmCard({ crm }: { crm: CrmSummary }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h3 className="text-lg font-semibold text-crmgray-950 dark:text-white">
        <Link
          href={routes.content.publicPage(crm.slug)}
          className="hover:text-crmblue-700 dark:hover:text-crmblue-300"
        >
          {crm.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">{crm.tagline}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2">
        {(['easeOfUse', 'automation', 'reporting', 'value'] as const).map((dimension) => (
          <div key={dimension}>
            <dt className="text-xs text-crmgray-600 dark:text-zinc-400">{RATING_LABELS[dimension]}</dt>
            <dd>
              <Rating value={crm.ratings[dimension]} label={`${crm.name} ${RATING_LABELS[dimension]}`} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex-1 text-sm text-crmgray-700 dark:text-zinc-300">
        <span className="font-medium">Fits: </span>
        {crm.fit}
      </p>
      <Link
        href={routes.content.publicPage(crm.slug)}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-crmblue-700 hover:underline dark:text-crmblue-300"
      >
        Read the {crm.name} page <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
