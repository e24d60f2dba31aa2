import type { ReactNode } from 'react';

/** Label/value pairs of a record's detail page; empty values show a dash. */
export function DetailList({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-crmgray-600 dark:text-zinc-400">{label}</dt>
          <dd className="break-words text-crmgray-900 dark:text-zinc-100">
            {value === null || value === undefined || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled white panel of an admin detail page. */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900 ${className ?? ''}`}
    >
      <h2 className="mb-4 text-base font-semibold text-crmgray-950 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}
