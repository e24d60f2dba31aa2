import { cpuTask } from '@common/workers/cpu-task';
import type * as ReportPdf from './report-pdf';

/** The report PDF, built in the CPU pool (a type-only import: the main thread never loads pdf-lib). */
export const REPORT_PDF = cpuTask<typeof ReportPdf>(require.resolve('./report-pdf'))('renderReportPdf');
