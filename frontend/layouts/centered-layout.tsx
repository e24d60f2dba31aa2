import type { ReactNode } from 'react';
import { BrandMark } from '@/components/site/brand-mark';

/** A brand mark above one centred card: sign-in, password and confirmation screens (auth, sign-in layouts). */
export function CenteredLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-crmgray-50 px-4 py-12 dark:bg-surface-dark">
      <div className="mb-8">
        <BrandMark />
      </div>
      <main id="main" className="w-full max-w-md">
        {children}
      </main>
    </div>
  );
}
