import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '@shared/pages/content-types';

/** Native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-crmgray-200 rounded-[var(--radius-card)] border border-crmgray-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-crmgray-900 dark:text-zinc-100 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-4 shrink-0 text-crmgray-600 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-3 max-w-[70ch] text-crmgray-600 dark:text-zinc-400">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
