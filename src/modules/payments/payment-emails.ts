import { firstName, renderEmail, RenderedEmail } from '@modules/mail';
import type { Agreement } from '@modules/signing';
import { formatMoney } from '@shared/signing';
import type { Payment } from './entities/payment.entity';

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** How a payment was made, in words. */
export const paymentMethod = (payment: Payment): string =>
  payment.provider === 'stripe'
    ? 'Card, through Stripe'
    : `Bank transfer against invoice INV-${payment.invoiceNumber ?? ''}`;

/** The day a payment was made, as receipts print it. */
export const paidOnText = (payment: Payment): string => (payment.paidAt ? DAY.format(payment.paidAt) : '');

/** A receipt's number: the invoice's for a transfer, the payment's own reference for a card. */
export const receiptNumber = (payment: Payment): string =>
  payment.invoiceNumber !== null
    ? `RCT-INV-${payment.invoiceNumber}`
    : `RCT-${payment.id.slice(0, 8).toUpperCase()}`;

/**
 * To the signer for every settled payment, card or invoice (and again when an admin resends it):
 * what was paid, when, how, and for which agreement.
 */
export function receiptEmail(agreement: Agreement, payment: Payment, receiptPdfUrl: string): RenderedEmail {
  const method = paymentMethod(payment);
  return renderEmail({
    template: 'payments/receipt',
    subject: `Receipt ${receiptNumber(payment)}: ${agreement.title}`,
    heading: 'Payment received, thank you',
    blocks: [
      `Hello ${firstName(agreement.signerName)},`,
      `This is your receipt for "${agreement.title}" (agreement ${agreement.code}). Nothing more is due for it.`,
      {
        details: [
          ['Receipt', receiptNumber(payment)],
          ['Amount paid', formatMoney(payment.amountMinor, payment.currency)],
          ['Paid on', paidOnText(payment)],
          ['Method', method],
          ['Agreement', `${agreement.title} (${agreement.code})`],
        ],
      },
      'Your sealed copy of the signed agreement was emailed to you when you signed; reply to this email if you need it again.',
    ],
    action: { label: 'Download the receipt (PDF)', url: receiptPdfUrl },
    footnote: 'Keep this email for your records. Questions about this payment? Reply to this email.',
  });
}

/** To the signer when a card payment was refunded in full (from Stripe's dashboard). */
export function refundEmail(agreement: Agreement, amount: string): RenderedEmail {
  return renderEmail({
    template: 'payments/refunded',
    subject: `Refund: ${agreement.title}`,
    heading: 'Your payment was refunded',
    blocks: [
      `Hello ${firstName(agreement.signerName)},`,
      `We have refunded your payment for "${agreement.title}" (agreement ${agreement.code}).`,
      { details: [['Amount refunded', amount]] },
      'Card refunds usually reach your statement within 5 to 10 working days, depending on your bank.',
    ],
    footnote: 'Questions about this refund? Reply to this email.',
  });
}
