import { Link, usePage } from '@inertiajs/react';
import { NewsletterSignup } from '@/components/leads/newsletter-signup';
import { BrandMark } from '@/components/site/brand-mark';
import { FOOTER_COLUMNS } from '@/components/site/site-nav';
import { ThemeSwitcher } from '@/components/site/theme-switcher';
import { SITE_NAME } from '@/lib/site';
import type { SharedProps } from '@shared/shared-props';

export function SiteFooter() {
  const { app } = usePage<SharedProps>().props;
  return (
    <footer className="render-when-near border-t print:hidden border-crmgray-200 bg-crmgray-50 dark:border-zinc-800 dark:bg-zinc-900/40">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-8 px-4 py-10 sm:px-6 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <BrandMark />
          <p className="mt-3 max-w-sm text-sm text-crmgray-600 dark:text-zinc-400">
            Independent CRM advice for sales and revenue teams: choose the right system, move to it safely,
            and get your people using it.
          </p>
        </div>
        <div className="w-full lg:max-w-md">
          <NewsletterSignup />
        </div>
      </div>
      <nav
        aria-label="Footer"
        className="mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 border-t border-crmgray-200 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-6 dark:border-zinc-800"
      >
        {FOOTER_COLUMNS.map((section) => (
          <div key={section.id}>
            <h2 className="text-sm font-semibold text-crmgray-900 dark:text-zinc-100">{section.label}</h2>
            <ul className="mt-3 space-y-1">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-block py-1 text-sm text-crmgray-600 hover:text-crmblue-700 dark:text-zinc-400 dark:hover:text-crmblue-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="mx-auto flex max-w-[1200px] flex-col items-start justify-between gap-4 border-t border-crmgray-200 px-4 py-6 text-xs text-crmgray-600 sm:flex-row sm:items-center sm:px-6 dark:border-zinc-800 dark:text-zinc-400">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. Version {app.version}.
        </p>
        <ThemeSwitcher />
      </div>
    </footer>
  );
}
