import { cpuTask } from '@common/workers/cpu-task';
import type * as InvoicePdf from './invoice-pdf';

/** The invoice PDF, built in the CPU pool (a type-only import: the main thread never loads pdf-lib). */
export const INVOICE_PDF = cpuTask<typeof InvoicePdf>(require.resolve('./invoice-pdf'))('renderInvoicePdf');
