import { usePage } from '@inertiajs/react';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SharedProps } from '@shared/shared-props';

/** True on the page the server shows right after this kind of lead form was sent. */
export function useLeadSent(kind: 'contact' | 'newsletter'): boolean {
  return usePage<SharedProps>().props.flash.leadSent === kind;
}

/** The panel a form turns into once it has been sent. */
export function SentPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-[var(--radius-card)] border border-crmturquoise-200 bg-crmturquoise-50 p-6 text-crmgray-800 dark:border-crmturquoise-900 dark:bg-crmturquoise-950 dark:text-zinc-200"
    >
      <CheckCircle2
        className="mt-0.5 size-6 shrink-0 text-crmturquoise-600 dark:text-crmturquoise-400"
        aria-hidden="true"
      />
      <div>
        <h3 className="font-semibold text-crmgray-950 dark:text-white">{title}</h3>
        <div className="mt-1 text-sm">{children}</div>
      </div>
    </div>
  );
}
