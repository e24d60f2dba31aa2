import type { Request } from 'express';
import { AGREEMENT_STATUS_LABELS, formatMoney } from '@shared/signing';
import type { AgreementRow, ClosedState, FeeSummary, SignerAgreement } from '@shared/pages';
import { feeSummary, storedTotals } from '@shared/fees';
import type { Actor } from './agreements.service';
import { paymentDue } from './agreements.service';
import type { Agreement } from './entities/agreement.entity';
import { routes } from '@shared/routes';
import { SITE_NAME } from '@shared/site';

export const SENDER = SITE_NAME;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const amountOf = (agreement: Agreement) =>
  agreement.amountMinor && agreement.currency ? formatMoney(agreement.amountMinor, agreement.currency) : null;

/** The signer, from this request: evidence for the audit trail. */
export const signerActor = (req: Request): Actor => ({
  name: 'signer',
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
});

export const adminActor = (req: Request): Actor => ({
  name: `admin:${req.auth?.user.email ?? 'unknown'}`,
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
});

export function signerView(agreement: Agreement): SignerAgreement {
  return {
    id: agreement.id,
    code: agreement.code,
    title: agreement.title,
    sender: SENDER,
    signerName: agreement.signerName,
    status: agreement.status,
    amount: amountOf(agreement),
    expiresAt: iso(agreement.expiresAt),
    sentAt: iso(agreement.sentAt),
    signedAt: iso(agreement.signedAt),
    requireCode: agreement.requireCode,
    hasPassword: agreement.hasPassword,
    fees: feesShown(agreement),
    countersigner: agreement.countersignerEmail
      ? { name: SENDER, signedAt: iso(agreement.countersignedAt) }
      : null,
  };
}

/** The fee lines, net, VAT and total in the agreement's currency, as the create page computed them. */
/** The fee as the admin's and the signer's pages show it (the invoice prints the same rows). */
export const feesShown = (agreement: Agreement): FeeSummary | null =>
  feeSummary(storedTotals(agreement), agreement.currency, paymentDue(agreement));

export function agreementRow(agreement: Agreement): AgreementRow {
  return {
    id: agreement.id,
    code: agreement.code,
    title: agreement.title,
    signerName: agreement.signerName,
    signerEmail: agreement.signerEmail,
    status: agreement.status,
    amount: amountOf(agreement),
    createdAt: agreement.createdAt.toISOString(),
    sentAt: iso(agreement.sentAt),
    signedAt: iso(agreement.signedAt),
    paidAt: iso(agreement.paidAt),
  };
}

const isExpired = (agreement: Agreement) =>
  (agreement.status === 'sent' || agreement.status === 'viewed') &&
  agreement.expiresAt !== null &&
  agreement.expiresAt <= new Date();

/** What the signer sees instead of a form, or null while the agreement can still be signed. */
export function closedState(agreement: Agreement): ClosedState | null {
  const status = isExpired(agreement) ? 'expired' : agreement.status;
  const payment = { label: 'Continue to payment', href: routes.payments.paymentPage(agreement.id) };
  switch (status) {
    case 'sent':
    case 'viewed':
      return null;
    case 'signed':
      return {
        status,
        title: 'Signed',
        message: paymentDue(agreement)
          ? 'You have signed this agreement. The fee is due now.'
          : 'You have signed this agreement. A sealed copy is on its way to your inbox.',
        next: paymentDue(agreement) ? payment : null,
      };
    case 'awaiting_payment':
      return {
        status,
        title: 'Signed — payment due',
        message: 'You have signed this agreement. Your invoice is ready.',
        next: { label: 'See the invoice', href: payment.href },
      };
    case 'paid':
      return {
        status,
        title: 'Signed and paid',
        message: 'This agreement is signed and paid. Thank you. The sealed copy was emailed to you.',
        next: null,
      };
    case 'refunded':
      return {
        status,
        title: 'Signed — payment refunded',
        message:
          'You signed this agreement and the payment was refunded to you. If you did not expect this, reply to the email it came with.',
        next: null,
      };
    case 'declined':
      return {
        status,
        title: 'Declined',
        message: 'You declined this agreement. If that was a mistake, reply to the email it came with.',
        next: null,
      };
    case 'expired':
      return {
        status: 'expired',
        title: 'Expired',
        message: 'This agreement has expired and can no longer be signed. Ask the sender for a new one.',
        next: null,
      };
    case 'voided':
      return {
        status,
        title: 'Withdrawn',
        message: 'The sender has withdrawn this agreement. There is nothing for you to do.',
        next: null,
      };
    default:
      return {
        status,
        title: AGREEMENT_STATUS_LABELS[status],
        message: 'This agreement is not available.',
        next: null,
      };
  }
}
