import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { LeadAuditForm } from '@shared/forms/tools';

/**
 * `POST /inbound-lead-audit`. The answers are an object here; which questions and which options
 * are known is the audit's own rule (`auditErrors` in shared/tools, which the page uses too), so
 * each unanswered question gets its own message beside it.
 */
export class LeadAuditDto implements LeadAuditForm {
  @IsObject({ message: 'Answer every question.' })
  answers: Record<string, unknown>;

  @IsOptional()
  @MaxLength(500, { message: 'The page you came from is too long to keep.' })
  @IsString({ message: 'The page you came from is not valid.' })
  source_path?: string;
}
