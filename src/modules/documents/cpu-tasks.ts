import { cpuTask } from '@common/workers/cpu-task';
import type * as DocumentPdf from './document-pdf';

/** Document versions as PDFs, built in the CPU pool (a type-only import: the main thread never loads pdf-lib). */
export const DOCUMENT_PDF = cpuTask<typeof DocumentPdf>(require.resolve('./document-pdf'))(
  'renderDocumentPdf',
);
