import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/site/brand-mark';

/** Back office: a sidebar of admin sections beside the work area. Sections arrive with their modules. */
export function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen bg-crmgray-50 dark:bg-surface-dark">
      <aside className="hidden w-60 shrink-0 border-r border-crmgray-200 bg-white p-4 lg:block dark:border-zinc-800 dark:bg-zinc-900">
        <BrandMark />
        <nav aria-label="Admin" className="mt-8">
          <Link
            href="/admin"
            className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-crmgray-100 dark:hover:bg-zinc-800"
          >
            Dashboard
          </Link>
        </nav>
      </aside>
      <main id="main" className="flex-1 p-6">
        {children}
      </main>
    </div>
  );
}
