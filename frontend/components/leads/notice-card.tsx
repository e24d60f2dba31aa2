import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';

/** A short, single-message page (newsletter confirmation, unsubscribe), kept out of search engines. */
export function NoticeCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Head title={title}>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className="rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-8 dark:border-zinc-800 dark:bg-zinc-900">
          <div className="flex items-start gap-4">
            <span className="mt-1 shrink-0">{icon}</span>
            <div>
              <h1 className="text-2xl font-semibold text-crmgray-950 dark:text-white">{title}</h1>
              <div className="mt-3 space-y-4 text-crmgray-700 dark:text-zinc-300">{children}</div>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
