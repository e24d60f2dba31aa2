import { Link } from '@inertiajs/react';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { BrandMark } from '@/components/site/brand-mark';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const PRIMARY_NAV = [
  { href: '/#services', label: 'Services' },
  { href: '/#crms', label: 'CRMs we work with' },
  { href: '/#how-we-work', label: 'How we work' },
  { href: '/about', label: 'About' },
];

export function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b backdrop-blur',
        transparent
          ? 'border-transparent bg-white/70 dark:bg-surface-dark/70'
          : 'border-crmgray-200 bg-white/90 dark:border-zinc-800 dark:bg-surface-dark/90',
      )}
    >
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-6 px-4 sm:px-6">
        <BrandMark />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {PRIMARY_NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-crmgray-700 hover:bg-crmgray-100 hover:text-crmgray-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="hidden md:block">
          <Link href="/#contact" className={buttonStyles({ variant: 'accent', size: 'sm' })}>
            Book a call
          </Link>
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-crmgray-700 hover:bg-crmgray-100 md:hidden dark:text-zinc-300 dark:hover:bg-zinc-800"
          aria-expanded={open}
          aria-controls="mobile-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {open && (
        <nav
          id="mobile-nav"
          aria-label="Main"
          className="border-t border-crmgray-200 px-4 py-3 md:hidden dark:border-zinc-800"
        >
          <ul className="flex flex-col gap-1">
            {PRIMARY_NAV.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2 text-base font-medium text-crmgray-800 hover:bg-crmgray-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/#contact"
                onClick={() => setOpen(false)}
                className={cn(buttonStyles({ variant: 'accent' }), 'mt-2 w-full')}
              >
                Book a call
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
