import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** The visible heading when it differs from the document title. */
  heading?: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every sign-in, password and confirmation screen sits in. Never indexed by search engines. */
export function AuthCard({ title, heading, description, children, footer }: AuthCardProps) {
  return (
    <>
      <Head title={title}>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="rounded-xl border border-crmgray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <h1 className="text-xl font-semibold text-crmgray-950 dark:text-zinc-50">{heading ?? title}</h1>
        {description && <div className="mt-2 text-sm text-crmgray-600 dark:text-zinc-400">{description}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-crmgray-600 dark:text-zinc-400">{footer}</div>}
    </>
  );
}
