import { IsBoolean, IsEmail, IsOptional, MaxLength } from 'class-validator';
import { LeadFormDto } from '@modules/leads';
import { Trim } from '@common/validation/text.decorator';
import { LEAD_LIMITS } from '@shared/lead-options';
import type { ResultEmailForm } from '@shared/forms/tools';

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';

/** A tool's "email me my result": the address and the newsletter tick, besides the lead-form fields. */
export class ResultEmailDto extends LeadFormDto implements ResultEmailForm {
  @Trim()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(LEAD_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @IsOptional()
  @IsBoolean({ message: 'Tick the box or leave it empty.' })
  newsletter?: boolean;
}
