import { page, type ModulePages } from './page';
import type { SignerAgreement } from './signing';

/** Props of the payment pages after signing (src/modules/payments). */

/** The payment step after signing: Stripe Checkout or an invoice. */
export interface PaymentProps {
  agreement: SignerAgreement;
  mode: 'stripe' | 'invoice';
  invoice: { number: string; amount: string; dueOn: string; bankDetails: string; pdfUrl: string } | null;
  paid: boolean;
}

export interface PaymentSuccessProps {
  agreement: SignerAgreement;
  /** How it is paid: by card through Stripe, or by bank transfer against the invoice. */
  mode: 'stripe' | 'invoice';
  /** Reloaded alone by the page until it turns true (the webhook confirmed the payment). */
  paid: boolean;
  /** The sealed PDF, once sealing (a job right after signing) has made it. */
  signedPdfUrl: string | null;
  /** The receipt PDF, once the payment has arrived. */
  receiptPdfUrl: string | null;
}

/** The payments module's pages: name (its file under frontend/pages), props and layout. */
export const paymentsPages = {
  'payments/payment': page<PaymentProps>('sign'),
  'payments/success': page<PaymentSuccessProps>('sign'),
} satisfies ModulePages<'payments'>;
