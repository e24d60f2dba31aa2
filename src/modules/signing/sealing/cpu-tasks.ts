import { cpuTask } from '@common/workers/cpu-task';
import type * as AgreementPdf from './agreement-pdf';
import type * as SealKeysFile from './seal-keys';
import type * as VerifyPdf from './verify-pdf';

/**
 * Signing's heavy work, in the CPU pool: building and sealing agreement PDFs, and reading uploaded
 * ones (type-only imports: the main thread never loads pdf-lib or the signing libraries).
 */
const agreementPdf = cpuTask<typeof AgreementPdf>(require.resolve('./agreement-pdf'));
export const ORIGINAL_PDF = agreementPdf('renderOriginalPdf');
export const SEALED_PDF = agreementPdf('renderSealedPdf');
export const INSPECT_PDF = cpuTask<typeof VerifyPdf>(require.resolve('./verify-pdf'))('inspectPdf');
/** The sealing PKCS#12 read (forge decrypts it: 40–90 ms), or made on a first start (300 ms). */
export const SEAL_KEYS = cpuTask<typeof SealKeysFile>(require.resolve('./seal-keys'))('loadOrCreateSealKeys');
