import { firstName, renderEmail, RenderedEmail } from '@modules/mail';
import type { Agreement } from '@modules/signing';

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
