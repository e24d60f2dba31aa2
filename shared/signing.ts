/**
 * Agreement vocabulary both sides use: statuses, currencies, template variable types, and how an
 * amount in minor units is shown.
 */
export const AGREEMENT_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'signed',
  'awaiting_payment',
  'paid',
  'refunded',
  'declined',
  'expired',
  'voided',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
  declined: 'Declined',
  expired: 'Expired',
  voided: 'Voided',
};

/** Currencies an agreement may be priced in, with their minor-unit exponent (all 2 here). */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'DKK', 'NOK'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** One formatter per currency: making one costs far more than formatting with it (pages list many amounts). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 150000 EUR minor units → "€1,500.00". */
export function formatMoney(amountMinor: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    // Currencies come from stored rows: a bounded map even if odd codes turn up.
    if (moneyFormats.size < 32) moneyFormats.set(currency, format);
  }
  return format.format(amountMinor / 100);
}

export const VARIABLE_TYPES = ['text', 'multiline', 'date', 'money'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** A blank in a template: `{{key}}` in the markdown. */
export interface TemplateVariable {
  key: string;
  label: string;
  type: VariableType;
  required: boolean;
}

/** Audit trail event types, in the order they usually happen. */
export const AGREEMENT_EVENT_TYPES = [
  'created',
  'sent',
  'resent',
  'viewed',
  'password_passed',
  'password_failed',
  'password_locked',
  'code_sent',
  'code_passed',
  'code_failed',
  'signed',
  'countersigned',
  'sealed',
  'declined',
  'invoice_issued',
  'checkout_started',
  'paid',
  'receipt_sent',
  'payment_failed',
  'refunded',
  'voided',
  'reminded',
  'expired',
] as const;
export type AgreementEventType = (typeof AGREEMENT_EVENT_TYPES)[number];

/** States an agreement ends in: the signer sees what happened and never a form. */
export const CLOSED_STATUSES: readonly AgreementStatus[] = [
  'signed',
  'awaiting_payment',
  'paid',
  'refunded',
  'declined',
  'expired',
  'voided',
];

/**
 * The largest PDF `/sign/verify` reads. A sealed agreement of ours is 100–400 KB (text, drawn
 * signature, certificate page): 1 MB leaves room for long ones and keeps a crafted upload small.
 */
export const VERIFY_MAX_BYTES = 1024 * 1024;
export const VERIFY_TOO_LARGE =
  'This file is larger than 1 MB. A sealed agreement from us is far smaller: check you chose the right file.';
