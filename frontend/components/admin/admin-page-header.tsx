import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';

/** Title row of an admin page (the document title too). */
export function AdminPageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Head title={`${title} · Admin`}>
        <meta name="robots" content="noindex" />
      </Head>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-crmgray-950 dark:text-zinc-50">{title}</h1>
          {description && (
            <p className="mt-1 max-w-2xl text-sm text-crmgray-600 dark:text-zinc-400">{description}</p>
          )}
        </div>
        {children}
      </header>
    </>
  );
}
