import { clientAreaNote, firstName, renderEmail, RenderedEmail } from '@modules/mail';
import type { Agreement } from '@modules/signing';
import { formatMoney } from '@shared/signing';
import { vatLabel } from '@shared/fees';
import type { Payment } from './entities/payment.entity';
import { paymentMethod, receiptNumber } from './payment-documents';
import { formatDate } from '@shared/dates';

/** The day a payment was made, as receipts print it. */
export const paidOnText = (payment: Payment): string => (payment.paidAt ? formatDate(payment.paidAt) : '');

/**
 * To the signer for every settled payment, card or invoice (and again when an admin resends it):
 * what was paid, when, how, and for which agreement.
 */
export function receiptEmail(
  agreement: Agreement,
  payment: Payment,
  links: { receiptPdf: string; signedPdf: string; clientArea: string },
): RenderedEmail {
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
          ...(agreement.taxTreatment === 'standard'
            ? [
                [
                  `Of which ${vatLabel(agreement.taxRate)}`,
                  formatMoney(agreement.taxMinor ?? 0, payment.currency),
                ] as [string, string],
              ]
            : []),
          ['Paid on', paidOnText(payment)],
          ['Method', method],
          ['Agreement', `${agreement.title} (${agreement.code})`],
        ],
      },
      `The signed agreement (sealed PDF) stays available to download: ${links.signedPdf}`,
      clientAreaNote(links.clientArea),
    ],
    action: { label: 'Download the receipt (PDF)', url: links.receiptPdf },
    footnote: 'Keep this email for your records. Questions about this payment? Reply to this email.',
  });
}

/** To the signer when a card payment was refunded in full (from Stripe's dashboard), with its credit note. */
export function refundEmail(
  agreement: Agreement,
  amount: string,
  creditNote: { number: string; url: string; clientArea: string },
): RenderedEmail {
  return renderEmail({
    template: 'payments/refunded',
    subject: `Refund: ${agreement.title}`,
    heading: 'Your payment was refunded',
    blocks: [
      `Hello ${firstName(agreement.signerName)},`,
      `We have refunded your payment for "${agreement.title}" (agreement ${agreement.code}).`,
      {
        details: [
          ['Amount refunded', amount],
          ['Credit note', creditNote.number],
        ],
      },
      'Card refunds usually reach your statement within 5 to 10 working days, depending on your bank.',
      clientAreaNote(creditNote.clientArea),
    ],
    action: { label: 'Download the credit note (PDF)', url: creditNote.url },
    footnote: 'Questions about this refund? Reply to this email.',
  });
}
