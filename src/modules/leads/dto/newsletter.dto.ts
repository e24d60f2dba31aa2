import { IsEmail, MaxLength } from 'class-validator';
import { LEAD_LIMITS } from '@shared/lead-options';
import { QueryText, Trim } from '@common/validation/text.decorator';
import { LeadFormDto } from './lead-form.dto';
import type { NewsletterSignupForm } from '@shared/forms/leads';

export class NewsletterSignupDto extends LeadFormDto implements NewsletterSignupForm {
  @Trim()
  @IsEmail({}, { message: 'Enter a valid email address, like name@example.com.' })
  @MaxLength(LEAD_LIMITS.email, { message: 'Enter a valid email address, like name@example.com.' })
  email: string;
}

/** `/newsletter/confirm?token=`: the emailed confirmation link. */
export class NewsletterLinkQueryDto {
  @QueryText(512)
  token?: string;
}

/** `/newsletter/unsubscribe?id=&token=`: the signed link in every newsletter. */
export class UnsubscribeLinkQueryDto {
  @QueryText(100)
  id?: string;

  @QueryText(512)
  token?: string;
}
