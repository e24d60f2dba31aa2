import { Equals, IsEmail, IsIn, IsObject, IsOptional, MaxLength } from 'class-validator';
import { SECTION_IDS, type SectionId } from '@shared/assessment';
import { LEAD_LIMITS } from '@shared/lead-options';
import { IsText, Trim } from '@common/validation/text.decorator';
import { NAME_RULES } from '@modules/leads';
import type {
  DraftForm,
  ResumeLinkForm,
  StepAnswersForm,
  StepNavigationForm,
  SubmitAssessmentForm,
} from '@shared/forms/assessment';

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';

/** A step's answers; each answer is checked against its question by the shared validation. */
export class StepAnswersDto implements StepAnswersForm {
  @IsOptional()
  @IsObject({ message: 'Send the answers as an object.' })
  answers?: Record<string, unknown>;
}

/** Next or Back on a step page. */
export class StepNavigationDto extends StepAnswersDto implements StepNavigationForm {
  @IsOptional()
  @IsIn(['next', 'back'], { message: 'Choose next or back.' })
  direction?: 'next' | 'back';
}

/** Autosave while the visitor types. */
export class DraftDto extends StepAnswersDto implements DraftForm {
  @IsIn(SECTION_IDS, { message: 'Unknown step.' })
  step: SectionId;
}

/** The last step: the ranking plus who gets the report. */
export class SubmitAssessmentDto extends StepAnswersDto implements SubmitAssessmentForm {
  @Trim()
  @IsText(NAME_RULES)
  name: string;

  @Trim()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(LEAD_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @Equals(true, { message: 'Tick the box so we can email you the report.' })
  consent: boolean;
}

/**
 * "Email me a link". It carries the step's answers as shown, which are saved before the link is
 * made: an answer given a moment before (its autosave still waiting) reaches the other device too.
 */
export class ResumeLinkDto extends StepAnswersDto implements ResumeLinkForm {
  @IsOptional()
  @IsIn(SECTION_IDS, { message: 'Unknown step.' })
  step?: SectionId;

  @Trim()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(LEAD_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;
}
