import { Link, router } from '@inertiajs/react';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { BrandMark } from '@/components/site/brand-mark';
import { ASSESSMENT_CTA, NAV_MENUS, type NavMenu } from '@/components/site/site-nav';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { routes } from '@shared/routes';

const HEADER_MENUS = NAV_MENUS.filter((menu) => !menu.footerOnly);

/**
 * Site header. Menus follow the disclosure pattern (a button with aria-expanded that shows a list of
 * links): Escape closes and returns focus, clicking elsewhere or navigating closes.
 */
export function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const close = () => {
      setOpenMenu(null);
      setMobileOpen(false);
    };
    const offNavigate = router.on('navigate', close);
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      offNavigate();
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b backdrop-blur print:hidden',
        transparent
          ? 'border-transparent bg-white/70 dark:bg-surface-dark/70'
          : 'border-crmgray-200 bg-white/90 dark:border-zinc-800 dark:bg-surface-dark/90',
      )}
    >
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-6 px-4 sm:px-6">
        <BrandMark />
        <nav ref={navRef} aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_MENUS.map((menu) => (
              <li key={menu.id} className="relative">
                <DesktopMenu
                  menu={menu}
                  open={openMenu === menu.id}
                  onToggle={(open) => setOpenMenu(open ? menu.id : null)}
                />
              </li>
            ))}
            <li>
              <Link
                href={routes.pages.about()}
                className="rounded-md px-3 py-2 text-sm font-medium text-crmgray-700 hover:bg-crmgray-100 hover:text-crmgray-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
              >
                About
              </Link>
            </li>
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <Link href={routes.pages.contact()} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            Contact
          </Link>
          <Link href={ASSESSMENT_CTA.href} className={buttonStyles({ variant: 'accent', size: 'sm' })}>
            {ASSESSMENT_CTA.label}
          </Link>
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className="rounded-md p-2 text-crmgray-700 hover:bg-crmgray-100 lg:hidden dark:text-zinc-300 dark:hover:bg-zinc-800"
          aria-expanded={mobileOpen}
          aria-controls="mobile-nav"
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
          <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <MobileMenu
        open={mobileOpen}
        onClose={() => {
          setMobileOpen(false);
          menuButtonRef.current?.focus();
        }}
      />
    </header>
  );
}

function DesktopMenu({
  menu,
  open,
  onToggle,
}: {
  menu: NavMenu;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `menu-${menu.id}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onToggle(false);
      buttonRef.current?.focus();
    }
  };
  // Tabbing past the last link closes the menu instead of leaving it open over the page.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onToggle(false);
  };
  return (
    <div onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium',
          open
            ? 'bg-crmgray-100 text-crmgray-900 dark:bg-zinc-800 dark:text-zinc-100'
            : 'text-crmgray-700 hover:bg-crmgray-100 hover:text-crmgray-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
        )}
      >
        {menu.label}
        <ChevronDown
          className={cn(
            'size-4 transition-transform duration-200 motion-reduce:transition-none',
            open && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-80 rounded-[var(--radius-card)] border border-crmgray-200 bg-white p-2 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
      >
        {/* Links only while open: a closed panel needs none, and every page rendered and hydrated them. */}
        {open && <MenuLinks menu={menu} />}
      </div>
    </div>
  );
}

function MenuLinks({ menu }: { menu: NavMenu }) {
  return (
    <ul>
      {menu.links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="block rounded-md px-3 py-2 hover:bg-crmgray-50 focus-visible:outline-2 focus-visible:outline-crmblue-600 dark:hover:bg-zinc-800"
          >
            <span className="block text-sm font-medium text-crmgray-900 dark:text-zinc-100">
              {link.label}
            </span>
            {link.description && (
              <span className="block text-xs text-crmgray-600 dark:text-zinc-400">{link.description}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <nav
      id="mobile-nav"
      hidden={!open}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      aria-label="Main"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-crmgray-200 px-4 py-3 lg:hidden dark:border-zinc-800"
    >
      {/* Its links only while open, as the desktop menus: hidden, they were half the header's markup. */}
      {open && <MobileMenuLinks />}
    </nav>
  );
}

function MobileMenuLinks() {
  return (
    <>
      {HEADER_MENUS.map((menu) => (
        <details key={menu.id} className="group border-b border-crmgray-100 py-1 dark:border-zinc-800">
          <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 text-base font-medium text-crmgray-900 hover:bg-crmgray-100 dark:text-zinc-100 dark:hover:bg-zinc-800 [&::-webkit-details-marker]:hidden">
            {menu.label}
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <ul className="pb-2 pl-3">
            {menu.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="block rounded-md px-3 py-2 text-sm text-crmgray-700 hover:bg-crmgray-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="mt-2 flex flex-col gap-1">
        <li>
          <Link
            href={routes.pages.about()}
            className="block rounded-md px-3 py-2.5 text-base font-medium text-crmgray-900 hover:bg-crmgray-100 dark:text-zinc-100 dark:hover:bg-zinc-800"
          >
            About
          </Link>
        </li>
        <li>
          <Link
            href={routes.pages.contact()}
            className="block rounded-md px-3 py-2.5 text-base font-medium text-crmgray-900 hover:bg-crmgray-100 dark:text-zinc-100 dark:hover:bg-zinc-800"
          >
            Contact
          </Link>
        </li>
        <li>
          <Link href={ASSESSMENT_CTA.href} className={cn(buttonStyles({ variant: 'accent' }), 'mt-2 w-full')}>
            {ASSESSMENT_CTA.label}
          </Link>
        </li>
      </ul>
    </>
  );
}
