import { Link } from '@inertiajs/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from './button';

/** Nothing to show yet: what will appear here, and the next thing to do. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: { label: string; href: string };
}) {
  return (
    <div className="rounded-xl border border-dashed border-crmgray-300 bg-white px-6 py-12 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <Icon className="mx-auto size-8 text-crmgray-400" aria-hidden="true" />
      <h2 className="mt-3 text-base font-semibold text-crmgray-950 dark:text-white">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-crmgray-600 dark:text-zinc-400">{children}</p>
      {action && (
        <Link href={action.href} className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
