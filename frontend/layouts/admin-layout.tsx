import { Link, router, usePage } from '@inertiajs/react';
import { LogOut, Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ADMIN_NAV } from '@/components/admin/admin-nav';
import { CommandPalette } from '@/components/admin/command-palette';
import { BrandMark } from '@/components/site/brand-mark';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { SharedProps } from '@shared/shared-props';
import { routes } from '@shared/routes';

/** Back office: a sidebar with every admin page (a menu button on small screens), the admin's email and sign-out. */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const { url, props } = usePage<SharedProps>();
  const path = url.split('?')[0];
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === path;
  const unread = props.adminUnread ?? {};

  const nav = (
    <nav aria-label="Admin" className="space-y-6">
      {ADMIN_NAV.map((group) => (
        <div key={group.label}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-crmgray-600 dark:text-zinc-400">
            {group.label}
          </p>
          <ul className="mt-2 space-y-0.5">
            {group.items.map((item) => {
              const current = path === item.href;
              return (
                <li key={item.href}>
                  <Tooltip content={item.summary} side="right">
                    <Link
                      href={item.href}
                      // The page's data is fetched while the pointer rests on the link (75 ms), and
                      // used if clicked within 5 s: back-office numbers stay fresh.
                      prefetch
                      cacheFor="5s"
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-2 rounded-md px-3 py-1.5 text-sm transition-colors duration-150',
                        current
                          ? 'bg-crmblue-50 font-medium text-crmblue-800 dark:bg-crmblue-950 dark:text-crmblue-200'
                          : 'text-crmgray-700 hover:bg-crmgray-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                      )}
                    >
                      <item.icon className="size-4 shrink-0" aria-hidden="true" />
                      <span className="flex-1">{item.label}</span>
                      {unread[item.href] ? (
                        <span className="rounded-full bg-crmblue-600 px-1.5 text-xs font-medium text-white tabular-nums">
                          {unread[item.href]! > 99 ? '99+' : unread[item.href]}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </Link>
                  </Tooltip>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );

  const account = (
    <div className="border-t border-crmgray-200 pt-4 text-sm dark:border-zinc-800">
      <p className="px-3 break-all text-crmgray-600 dark:text-zinc-400">{props.auth.user?.email}</p>
      <Link
        href={routes.auth.security()}
        className="mt-1 block rounded-md px-3 py-1.5 text-crmgray-700 hover:bg-crmgray-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        Account security
      </Link>
      <SignOutButton />
    </div>
  );

  return (
    <TooltipProvider>
      <div className="min-h-screen bg-crmgray-50 lg:flex dark:bg-surface-dark">
        <header className="flex items-center justify-between border-b border-crmgray-200 bg-white px-4 py-3 lg:hidden dark:border-zinc-800 dark:bg-zinc-900">
          <BrandMark />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpenedOn(menuOpen ? null : path)}
            className="rounded-md p-2 text-crmgray-700 hover:bg-crmgray-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
            <span className="sr-only">Admin menu</span>
          </button>
        </header>
        <div
          id="admin-menu"
          hidden={!menuOpen}
          className="border-b border-crmgray-200 bg-white p-4 lg:hidden dark:border-zinc-800 dark:bg-zinc-900"
        >
          {/* Made only when opened: closed, it was a second copy of the whole navigation on every page. */}
          {menuOpen && (
            <>
              <div className="mb-4">
                <CommandPalette />
              </div>
              {nav}
              <div className="mt-6">{account}</div>
            </>
          )}
        </div>
        {/* The links scroll inside the sidebar; the account links stay pinned at its foot, on any window height. */}
        <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-r border-crmgray-200 bg-white p-4 lg:flex dark:border-zinc-800 dark:bg-zinc-900">
          <BrandMark />
          <div className="mt-4">
            <CommandPalette shortcut />
          </div>
          <div className="-mx-2 mt-4 min-h-0 flex-1 overflow-y-auto px-2 pb-4">{nav}</div>
          <div className="shrink-0">{account}</div>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </TooltipProvider>
  );
}

function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() =>
        router.post(routes.auth.signOut(), { redirect_to: routes.auth.loginPage('/admin-login') })
      }
      className="flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-left text-sm text-crmgray-700 hover:bg-crmgray-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <LogOut className="size-4" aria-hidden="true" />
      Sign out
    </button>
  );
}
