import { Transform } from 'class-transformer';
import type { JumpstartForm } from '@shared/forms/leads';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  JUMPSTART_GOALS,
  JUMPSTART_TIMELINES,
  LEAD_LIMITS,
  valuesOf,
} from '@shared/lead-options';
import { IsChoiceList, IsText, Trim } from '@common/validation/text.decorator';
import { COMPANY_RULES, ContactDetailsDto } from './lead-form.dto';

const SEATS_MESSAGE = `Enter how many people will use the CRM: a whole number from 1 to ${LEAD_LIMITS.seatsMax.toLocaleString('en-US')}.`;

/** The Jumpstart application's body (its shape is shared with the form: JumpstartForm). */
export class JumpstartDto extends ContactDetailsDto implements JumpstartForm {
  @Trim()
  @IsText(COMPANY_RULES)
  company: string;

  @Trim({ blankIsMissing: true })
  @IsOptional()
  @Matches(/^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i, {
    message: 'Enter your website, like example.com, or leave it empty.',
  })
  website?: string;

  @IsIn(valuesOf(COMPANY_SIZES), { message: 'Choose the size of your company.' })
  companySize: string;

  /** A number input sends text: "12" becomes 12; anything else stays as sent and fails. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: SEATS_MESSAGE })
  @Min(1, { message: SEATS_MESSAGE })
  @Max(LEAD_LIMITS.seatsMax, { message: SEATS_MESSAGE })
  seats: number;

  @IsChoiceList(valuesOf(JUMPSTART_GOALS), {
    empty: 'Choose at least one goal.',
    unknown: 'Choose goals from the list.',
  })
  goals: string[];

  @Trim()
  @IsText({
    required: 'Describe what a good outcome would look like.',
    min: LEAD_LIMITS.messageMin,
    tooShort: `Tell us a little more: at least ${LEAD_LIMITS.messageMin} characters.`,
    max: LEAD_LIMITS.successMax,
    tooLong: `Keep this under ${LEAD_LIMITS.successMax.toLocaleString('en-US')} characters.`,
  })
  success: string;

  @IsIn(valuesOf(JUMPSTART_TIMELINES), { message: 'Choose when you would like to start.' })
  timeline: string;

  @IsIn(valuesOf(BUDGET_RANGES), { message: 'Choose a budget range, or “Not sure yet”.' })
  budgetRange: string;

  @Trim()
  @IsText({
    required: 'Enter your role, like “Head of Sales”.',
    max: LEAD_LIMITS.role,
    tooLong: `Your role can be at most ${LEAD_LIMITS.role} characters.`,
  })
  role: string;
}
