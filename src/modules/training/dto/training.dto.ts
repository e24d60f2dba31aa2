import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { IsText, QueryText, Trim } from '@common/validation/text.decorator';
import { GRANT_NOTE_MAX, type CertificateForm, type GrantForm, type QuizForm } from '@shared/forms/training';
import { CERTIFICATE_NAME_MAX, TRAINING_TIERS, type TrainingTier } from '@shared/training';

export class QuizDto implements QuizForm {
  // Each answer is checked against its question's options by the service, which names the question.
  @IsArray({ message: 'Answer every question before checking.' })
  @ArrayMaxSize(20, { message: 'Answer every question before checking.' })
  answers: Array<number | null>;
}

export class CertificateDto implements CertificateForm {
  @Trim()
  @IsText({
    required: 'Type your name as it should appear on the certificate.',
    max: CERTIFICATE_NAME_MAX,
    tooLong: `Keep the name under ${CERTIFICATE_NAME_MAX} characters.`,
  })
  name: string;
}

export class GrantDto implements GrantForm {
  @Trim()
  @IsEmail({}, { message: 'Enter the learner’s email address, e.g. name@example.com.' })
  @MaxLength(254, { message: 'Enter the learner’s email address, e.g. name@example.com.' })
  email: string;

  @IsIn(TRAINING_TIERS, { message: 'Choose the tier to open.' })
  tier: TrainingTier;

  @Trim()
  @IsOptional()
  @MaxLength(GRANT_NOTE_MAX, { message: `Keep the note under ${GRANT_NOTE_MAX} characters.` })
  note: string = '';
}

export class GrantQueryDto {
  @QueryText(320)
  email?: string;
}
