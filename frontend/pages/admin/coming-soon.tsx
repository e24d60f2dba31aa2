import { Construction } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ADMIN_NAV_ITEMS } from '@/components/admin/admin-nav';
import type { PageProps } from '@shared/pages';

/** An admin page whose feature is not built yet: says so plainly instead of showing made-up data. */
export default function ComingSoon({ section }: PageProps<'admin/coming-soon'>) {
  const href = `/admin/${section}`;
  const item = ADMIN_NAV_ITEMS.find((entry) => entry.href === href);
  const title = item?.label ?? section;
  return (
    <>
      <AdminPageHeader title={title} description={item?.summary} />
      <div className="flex max-w-xl gap-4 rounded-xl border border-dashed border-crmgray-300 bg-white p-6 dark:border-zinc-700 dark:bg-zinc-900">
        <Construction
          className="size-6 shrink-0 text-crmaccent-600 dark:text-crmaccent-400"
          aria-hidden="true"
        />
        <div>
          <h2 className="font-semibold">Coming soon</h2>
          <p className="mt-1 text-sm text-crmgray-600 dark:text-zinc-400">
            This page arrives with its feature. Until then there is nothing to show here, and nothing is being
            recorded for it yet.
          </p>
        </div>
      </div>
    </>
  );
}
