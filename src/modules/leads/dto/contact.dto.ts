import { IsIn } from 'class-validator';
import type { ContactForm } from '@shared/forms/leads';
import { CONTACT_TOPICS, LEAD_LIMITS, valuesOf } from '@shared/lead-options';
import { IsText, Trim } from '@common/validation/text.decorator';
import { COMPANY_RULES, ContactDetailsDto } from './lead-form.dto';

/** The contact form's body (its shape is shared with the form: ContactForm). */
export class ContactDto extends ContactDetailsDto implements ContactForm {
  @Trim()
  @IsText(COMPANY_RULES)
  company: string;

  @IsIn(valuesOf(CONTACT_TOPICS), { message: 'Choose what your message is about.' })
  topic: string;

  @Trim()
  @IsText({
    required: 'Write your message.',
    min: LEAD_LIMITS.messageMin,
    tooShort: `Tell us a little more: at least ${LEAD_LIMITS.messageMin} characters.`,
    max: LEAD_LIMITS.messageMax,
    tooLong: `Keep the message under ${LEAD_LIMITS.messageMax.toLocaleString('en-US')} characters.`,
  })
  message: string;
}
