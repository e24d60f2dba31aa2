import { cpuTask } from '@common/workers/cpu-task';
import type * as LeadAuditPdf from './lead-audit-pdf';
import type * as PipelinePdf from './pipeline-pdf';

/** The tools' files built in the CPU pool (type-only imports: the main thread never loads pdf-lib). */
export const PIPELINE_PDF = cpuTask<typeof PipelinePdf>(require.resolve('./pipeline-pdf'))(
  'renderPipelinePdf',
);
export const LEAD_AUDIT_PDF = cpuTask<typeof LeadAuditPdf>(require.resolve('./lead-audit-pdf'))(
  'leadAuditPdf',
);
