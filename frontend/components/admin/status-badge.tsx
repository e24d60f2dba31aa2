import { cn } from '@/lib/cn';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  neutral: 'bg-crmgray-100 text-crmgray-800 dark:bg-zinc-800 dark:text-zinc-200',
  info: 'bg-crmblue-50 text-crmblue-800 dark:bg-crmblue-950 dark:text-crmblue-200',
  success: 'bg-crmturquoise-50 text-crmturquoise-800 dark:bg-crmturquoise-950 dark:text-crmturquoise-200',
  warning: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  danger: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** Every status the back office shows, with its words and colour (the words carry the meaning). */
const STATUSES: Record<string, { label: string; tone: Tone }> = {
  // Leads
  new: { label: 'New', tone: 'info' },
  replied: { label: 'Replied', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
  reviewed: { label: 'Reviewed', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  spam: { label: 'Spam', tone: 'danger' },
  // Newsletter
  pending: { label: 'Pending confirmation', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
  // Error log
  open: { label: 'Open', tone: 'warning' },
  resolved: { label: 'Resolved', tone: 'success' },
  ignored: { label: 'Ignored', tone: 'neutral' },
  critical: { label: 'Critical', tone: 'danger' },
  error: { label: 'Error', tone: 'danger' },
  warning: { label: 'Warning', tone: 'warning' },
  info: { label: 'Info', tone: 'info' },
  // Assessment responses
  draft: { label: 'In progress', tone: 'warning' },
  submitted: { label: 'Completed', tone: 'success' },
  // Mail
  queued: { label: 'Queued', tone: 'info' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  stored: { label: 'Stored (no SMTP)', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
  // Agreements (their own words for draft and sent come from AGREEMENT_STATUS_LABELS)
  viewed: { label: 'Viewed', tone: 'info' },
  signed: { label: 'Signed', tone: 'success' },
  awaiting_payment: { label: 'Awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  refunded: { label: 'Refunded', tone: 'warning' },
  expired: { label: 'Expired', tone: 'neutral' },
  voided: { label: 'Voided', tone: 'neutral' },
  // Sign-in providers
  enabled: { label: 'On', tone: 'success' },
  disabled: { label: 'Off', tone: 'neutral' },
};

export const statusLabel = (status: string) => STATUSES[status]?.label ?? status;

/** `label` replaces the shared word where a module names a status its own way (a draft agreement is "Draft"). */
export function StatusBadge({
  status,
  label: ownLabel,
  size = 'sm',
}: {
  status: string;
  label?: string;
  /** 'md' beside a page heading; 'sm' in tables. */
  size?: 'sm' | 'md';
}) {
  const { label: sharedLabel, tone } = STATUSES[status] ?? { label: status, tone: 'neutral' as Tone };
  const label = ownLabel ?? sharedLabel;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 font-medium whitespace-nowrap',
        size === 'md' ? 'text-sm' : 'text-xs',
        TONES[tone],
      )}
    >
      {label}
    </span>
  );
}
