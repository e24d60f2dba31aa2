import { Link } from '@inertiajs/react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ADMIN_NAV } from '@/components/admin/admin-nav';
import { AUDIT_ACTION_LABELS } from '@/components/admin/audit-columns';
import type { PageProps } from '@shared/pages';

/** The back-office home: where each area is, and the latest sign-in activity. */
export default function AdminDashboard({ recentEvents }: PageProps<'admin/dashboard'>) {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="The back office of the site. Areas marked “coming soon” arrive with their features; none of them shows sample data."
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <section aria-labelledby="areas" className="xl:col-span-2">
          <h2 id="areas" className="mb-3 text-lg font-semibold">
            Areas
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {ADMIN_NAV.filter((group) => group.label !== 'Overview').map((group) => (
              <div
                key={group.label}
                className="rounded-xl border border-crmgray-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
              >
                <h3 className="text-sm font-semibold text-crmgray-600 uppercase dark:text-zinc-400">
                  {group.label}
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        className="text-crmblue-700 hover:underline dark:text-crmblue-300"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="activity">
          <div className="mb-3 flex items-baseline justify-between">
            <h2 id="activity" className="text-lg font-semibold">
              Recent sign-in activity
            </h2>
            <Link
              href="/admin/sign-in-activity"
              className="text-sm text-crmblue-700 hover:underline dark:text-crmblue-300"
            >
              All activity
            </Link>
          </div>
          {recentEvents.length === 0 ? (
            <p className="rounded-xl border border-dashed border-crmgray-300 p-6 text-sm text-crmgray-600 dark:border-zinc-700 dark:text-zinc-400">
              No activity yet.
            </p>
          ) : (
            <ul className="divide-y divide-crmgray-100 rounded-xl border border-crmgray-200 bg-white text-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
              {recentEvents.map((event) => (
                <li key={event.id} className="px-4 py-2.5">
                  <span className="font-medium">{AUDIT_ACTION_LABELS[event.action] ?? event.action}</span>
                  <span className="block text-crmgray-600 dark:text-zinc-400">
                    {event.email ?? 'unknown'} ·{' '}
                    <time dateTime={event.createdAt}>
                      {new Date(event.createdAt).toUTCString().slice(5, 22)} UTC
                    </time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
