import { memo, type ReactNode } from 'react';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';

// The chrome depends on nothing the page passes down: memoised, it is not rendered again when only
// the page changes (or when the official client renders the tree a second time after hydrating).
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

/**
 * The public site's chrome. "default": content in a centred column. "wide": full-width sections
 * that set their own widths and backgrounds. "landing": wide, under a translucent header. "docs": a
 * wider column for the documentation's sidebar, page and table of contents.
 */
function SiteLayout({
  children,
  variant,
}: {
  children?: ReactNode;
  variant: 'default' | 'wide' | 'landing' | 'docs';
}) {
  const landing = variant === 'landing';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header transparent={landing} />
      <main
        id="main"
        className={
          variant === 'default'
            ? 'mx-auto w-full max-w-[1200px] flex-1 px-4 py-10 sm:px-6'
            : variant === 'docs'
              ? 'mx-auto w-full max-w-[1440px] flex-1 px-4 py-8 sm:px-6'
              : 'flex-1'
        }
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}

// Function declarations, not arrows: Inertia treats a prototype-less `Page.layout` as a render function.
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return <SiteLayout variant="default">{children}</SiteLayout>;
}

export function LandingLayout({ children }: { children?: ReactNode }) {
  return <SiteLayout variant="landing">{children}</SiteLayout>;
}

export function WideLayout({ children }: { children?: ReactNode }) {
  return <SiteLayout variant="wide">{children}</SiteLayout>;
}

export function DocsLayout({ children }: { children?: ReactNode }) {
  return <SiteLayout variant="docs">{children}</SiteLayout>;
}
