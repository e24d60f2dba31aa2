import { cpuTask } from '@common/workers/cpu-task';
import type * as InvoicePdf from './invoice-pdf';
import type * as ReceiptPdf from './receipt-pdf';

/** The invoice PDF, built in the CPU pool (a type-only import: the main thread never loads pdf-lib). */
export const INVOICE_PDF = cpuTask<typeof InvoicePdf>(require.resolve('./invoice-pdf'))('renderInvoicePdf');

/** The receipt PDF of a settled payment, built in the CPU pool. */
export const RECEIPT_PDF = cpuTask<typeof ReceiptPdf>(require.resolve('./receipt-pdf'))('renderReceiptPdf');
