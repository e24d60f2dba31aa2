import { Link } from '@inertiajs/react';
import { ArrowRight } from 'lucide-react';
import { BALANCED_GRID, balancedSpan } from '@/components/ui/balanced-grid';

export interface LinkCard {
  href: string;
  title: string;
  text?: string;
}

/** A grid of cards that each lead to another page of the site. */
export function LinkCards({ items }: { items: LinkCard[] }) {
  return (
    <ul className={`gap-4 ${BALANCED_GRID}`}>
      {items.map((item, index) => (
        <li key={item.href} className={balancedSpan(index, items.length)}>
          <Link
            href={item.href}
            className="group block h-full rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-5 transition-colors hover:border-crmblue-300 focus-visible:outline-2 focus-visible:outline-crmblue-600 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-crmblue-700"
          >
            <span className="flex items-center justify-between gap-2 font-semibold text-crmgray-900 group-hover:text-crmblue-700 dark:text-zinc-100 dark:group-hover:text-crmblue-300">
              {item.title}
              <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
            </span>
            {item.text && (
              <span className="mt-2 block text-sm text-crmgray-600 dark:text-zinc-400">{item.text}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
