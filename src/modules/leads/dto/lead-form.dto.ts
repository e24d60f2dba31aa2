import { Type } from 'class-transformer';
import {
  Equals,
  IsEmail,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { CRM_IN_USE, LEAD_LIMITS, valuesOf } from '@shared/lead-options';
import { IsText, Trim } from '@common/validation/text.decorator';

/** First-touch attribution the browser sends with a lead; long or odd values are cut, not refused. */
export class AttributionDto {
  @IsOptional() @IsString() utm_source?: string;
  @IsOptional() @IsString() utm_medium?: string;
  @IsOptional() @IsString() utm_campaign?: string;
  @IsOptional() @IsString() utm_term?: string;
  @IsOptional() @IsString() utm_content?: string;
  @IsOptional() @IsString() referrer?: string;
  @IsOptional() @IsString() landing_path?: string;
}

/**
 * What every lead form sends besides its own fields: the honeypot (`homepage`, hidden from
 * people), the signed time the form was shown, the page it was on, and the visit's attribution.
 * None of them can fail validation in a way a person would see.
 */
export class LeadFormDto {
  @IsOptional()
  @IsString()
  homepage?: string;

  @IsOptional()
  @IsString()
  form_token?: string;

  @IsOptional()
  @IsString()
  source_path?: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => AttributionDto)
  attribution?: AttributionDto;
}

export const NAME_RULES = {
  required: 'Enter your name.',
  max: LEAD_LIMITS.name,
  tooLong: `Your name can be at most ${LEAD_LIMITS.name} characters.`,
};

export const COMPANY_RULES = {
  required: 'Enter your company’s name (or “Independent”).',
  max: LEAD_LIMITS.company,
  tooLong: `The company name can be at most ${LEAD_LIMITS.company} characters.`,
};

/** Name, email, optional phone and consent: the contact details every lead form asks for. */
export class ContactDetailsDto extends LeadFormDto {
  @Trim()
  @IsText(NAME_RULES)
  name: string;

  @Trim()
  @IsEmail({}, { message: 'Enter a valid email address, like name@example.com.' })
  @MaxLength(LEAD_LIMITS.email, { message: 'Enter a valid email address, like name@example.com.' })
  email: string;

  @Trim({ blankIsMissing: true })
  @IsOptional()
  @Matches(/^\+?[\d\s().-]{6,40}$/, {
    message: 'Enter a phone number using digits, spaces and an optional leading +, or leave it empty.',
  })
  phone?: string;

  @IsIn(valuesOf(CRM_IN_USE), { message: 'Choose the CRM you use now, or “No CRM yet”.' })
  crm: string;

  @Equals(true, { message: 'Tick the box to let us use these details to reply to you.' })
  consent: boolean;
}
