import type { Agreement } from '@modules/signing';
import type { AgreementStatus } from '@shared/signing';
import { paymentDue, SigningError } from '@modules/signing';
import { PaymentsError } from './payments.error';

/** Rules of payments that need no database. */

/** How an invoice is named on the PDF, in emails and in the back office. */
export const invoiceLabel = (number: number) => `INV-${number}`;

/** The states in which an agreement takes a payment: signed, or waiting for its invoice to be paid. */
export const awaitsPayment = (status: AgreementStatus): boolean =>
  status === 'signed' || status === 'awaiting_payment';

/** A payment can start only for a signed agreement with an amount that is not yet paid. */
export function requirePaymentDue(agreement: Agreement): void {
  if (!paymentDue(agreement))
    throw new PaymentsError(409, 'payments.nothing_due', 'Nothing is due for this agreement.');
  if (!awaitsPayment(agreement.status)) throw SigningError.forbidden(agreement.status, 'paid');
}

/** Stripe's own tolerance for late deliveries (5 minutes), used for signatures dated ahead too. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header (seconds), or Infinity when there is none. */
export function signedAt(header: string): number {
  const match = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : Infinity;
}
