import type { ReactNode } from 'react';
import { BrandMark } from '@/components/site/brand-mark';

/**
 * A task the visitor should finish without distraction (signing an agreement, taking the assessment):
 * a slim header with the brand and the task's own progress, no site navigation.
 */
export function FocusedLayout({ children, label }: { children?: ReactNode; label: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-crmgray-50 dark:bg-surface-dark">
      <header className="border-b border-crmgray-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mx-auto flex h-14 max-w-[1200px] items-center justify-between px-4 sm:px-6">
          <BrandMark />
          <span className="text-sm text-crmgray-600 dark:text-zinc-400">{label}</span>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        {children}
      </main>
    </div>
  );
}

// Function declarations, not arrows: Inertia treats a prototype-less `Page.layout` as a render function.
export function SignLayout({ children }: { children?: ReactNode }) {
  return <FocusedLayout label="Agreement">{children}</FocusedLayout>;
}

export function AssessmentLayout({ children }: { children?: ReactNode }) {
  return <FocusedLayout label="CRM health assessment">{children}</FocusedLayout>;
}
