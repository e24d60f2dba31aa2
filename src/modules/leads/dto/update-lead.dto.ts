import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '@common/validation/text.decorator';
import type { LeadReviewForm } from '@shared/forms/leads';

/** An admin's review of a lead: its status (checked against the lead's own list) and notes. */
export class UpdateLeadDto implements LeadReviewForm {
  @IsString({ message: 'Choose a status.' })
  status: string;

  @Trim()
  @IsOptional()
  @IsString({ message: 'Notes must be text.' })
  @MaxLength(10_000, { message: 'Notes can be at most 10,000 characters.' })
  notes?: string;
}
