import { cpuTask } from '@common/workers/cpu-task';
import type * as PaymentPdf from './payment-pdf';

/** Invoices, receipts and credit notes as PDFs, built in the CPU pool (a type-only import: the main thread never loads pdf-lib). */
export const PAYMENT_PDF = cpuTask<typeof PaymentPdf>(require.resolve('./payment-pdf'))('renderPaymentPdf');
