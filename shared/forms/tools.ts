import type { BusinessModel, DealSize, SalesCycle, SalesMotion } from '../tools/sales-stages';

/** The bodies of the tools' forms (src/modules/tools/dto). */

/** "Email me the result", with the newsletter's opt-in beside it. */
export interface ResultEmailForm {
  email: string;
  newsletter?: boolean;
}

/** The pipeline generator's result by email: the address and the four choices the stages follow. */
export interface PipelineEmailForm extends ResultEmailForm {
  model: BusinessModel;
  motion: SalesMotion;
  dealSize: DealSize;
  cycle: SalesCycle;
}

/** The inbound lead audit's answers, by question id (which ids and options exist is the audit's rule). */
export interface LeadAuditForm {
  answers: Record<string, unknown>;
  source_path?: string;
}
