import { Head, Link } from '@inertiajs/react';
import { CheckCircle2, CircleSlash, Clock, FileSignature } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import type { ClosedState } from '@shared/pages';
import { formatDate } from '@shared/dates';

/** Every signing page: its title, never indexed, and nothing sent onward as a referrer. */
export function SignHead({ title }: { title: string }) {
  return (
    <Head title={title}>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </Head>
  );
}

export function SignCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-xl border border-crmgray-200 bg-white p-5 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900 ${className}`}
    >
      {children}
    </div>
  );
}

const CLOSED_ICONS = {
  signed: CheckCircle2,
  awaiting_payment: Clock,
  paid: CheckCircle2,
  declined: CircleSlash,
  expired: Clock,
  voided: CircleSlash,
} as const;

/** The agreement's state instead of a form: what happened, and the next step if there is one. */
export function ClosedNotice({ closed }: { closed: ClosedState }) {
  const Icon = CLOSED_ICONS[closed.status as keyof typeof CLOSED_ICONS] ?? FileSignature;
  const good = closed.status === 'signed' || closed.status === 'paid' || closed.status === 'awaiting_payment';
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-lg border p-4 ${good ? 'border-crmturquoise-200 bg-crmturquoise-50 dark:border-crmturquoise-900 dark:bg-crmturquoise-950' : 'border-crmgray-200 bg-crmgray-50 dark:border-zinc-800 dark:bg-zinc-950'}`}
    >
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${good ? 'text-crmturquoise-700 dark:text-crmturquoise-400' : 'text-crmgray-600 dark:text-zinc-400'}`}
        aria-hidden="true"
      />
      <div className="space-y-2 text-sm">
        <p className="font-semibold text-crmgray-950 dark:text-zinc-50">{closed.title}</p>
        <p className="text-crmgray-700 dark:text-zinc-300">{closed.message}</p>
        {closed.next && (
          <Link href={closed.next.href} className={buttonStyles({ size: 'sm' })}>
            {closed.next.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/** "1 Dec 2026", the site's one date style. */
export const longDate = (iso: string | null) => (iso ? formatDate(iso) : '—');
