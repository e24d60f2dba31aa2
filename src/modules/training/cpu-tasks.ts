import { cpuTask } from '@common/workers/cpu-task';
import type * as CertificatePdf from './certificate-pdf';

/** Certificates as PDFs, built in the CPU pool (a type-only import: the main thread never loads pdf-lib). */
export const CERTIFICATE_PDF = cpuTask<typeof CertificatePdf>(require.resolve('./certificate-pdf'))(
  'renderCertificatePdf',
);
