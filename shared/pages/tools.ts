import type { AuditAnswers, AuditResult, Grade } from '../tools/lead-audit';
import type { TablePage } from '../table';
import type { AdvancedInputs } from '../tools/advanced-pipeline';
import type { PipelineInputs } from '../tools/sales-stages';
import { page, type ModulePages } from './page';

export interface SalesStageGeneratorProps {
  /** The answers in the URL (defaults for missing or unknown ones); the page computes the pipeline itself. */
  inputs: PipelineInputs;
}

export interface AdvancedSalesStageGeneratorProps {
  inputs: AdvancedInputs;
}

export interface LeadAuditResultsProps {
  result: AuditResult;
  answers: AuditAnswers;
  takenAt: string;
  /** The browser that took the audit: it may email the report and replace the link. */
  owner: boolean;
  emailedTo: string | null;
  /** The results link's token (the owner's forms post to it). */
  token: string;
}

/** One audit in the back office: the visitor's answers and the result they saw. */
export interface LeadAuditProps {
  audit: LeadAuditRow;
  result: AuditResult;
  answers: Array<{ question: string; answer: string }>;
}

export interface LeadAuditRow {
  id: string;
  createdAt: string;
  score: number;
  grade: Grade;
  email: string | null;
  sourcePath: string | null;
}

export interface LeadAuditsProps {
  table: TablePage<LeadAuditRow>;
  counts: Record<Grade, number>;
  csvUrl: string;
}

/** The tools module's pages: name (its file under frontend/pages), props and layout. */
export const toolsPages = {
  'tools/sales-stage-generator': page<SalesStageGeneratorProps>('landing'),
  'tools/advanced-sales-stage-generator': page<AdvancedSalesStageGeneratorProps>('landing'),
  'tools/inbound-lead-audit': page<Record<string, never>>('default'),
  'tools/lead-audit-results': page<LeadAuditResultsProps>('default'),
  'tools/lead-audits': page<LeadAuditsProps>('admin'),
  'tools/lead-audit': page<LeadAuditProps>('admin'),
} satisfies ModulePages<'tools'>;
