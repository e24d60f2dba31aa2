import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsObject,
  IsOptional,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsText, Trim } from '@common/validation/text.decorator';
import { CURRENCIES, VARIABLE_TYPES, type VariableType } from '@shared/signing';
import { TAX_TREATMENTS, type TaxTreatment } from '@shared/fees';
import { TRAINING_TIERS, type TrainingTier } from '@shared/training';
import type {
  AgreementCodeForm,
  CountersignForm,
  CreateAgreementForm,
  PreviewForm,
  ReasonForm,
  SignForm,
  SignerCodeForm,
  SignerPasswordForm,
  TemplateForm,
  TemplateVariableForm,
} from '@shared/forms/signing';

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';
/** A drawn signature as a PNG data URL; 300 KB is far above any real one (a 600×200 pad). */
export const SIGNATURE_IMAGE_MAX = 300_000;

/** /sign: the code printed in the email (AGR-XXXX-XXXX). */
export class AgreementCodeDto implements AgreementCodeForm {
  @Trim()
  @IsText({
    required: 'Enter the agreement code from your email.',
    max: 40,
    tooLong: 'That is not an agreement code.',
  })
  code: string;
}

export class PasswordDto implements SignerPasswordForm {
  @IsText({ required: 'Enter the password you were given.', max: 200, tooLong: 'That password is too long.' })
  password: string;
}

export class CodeDto implements SignerCodeForm {
  @Trim()
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from the email.' })
  code: string;
}

/** A signature, typed or drawn: the client's and the countersigner's. */
abstract class SignatureDto {
  @IsIn(['typed', 'drawn'], { message: 'Choose how to sign: type your name or draw your signature.' })
  method: 'typed' | 'drawn';

  @Trim()
  @IsText({
    required: 'Type your full name to sign.',
    max: 120,
    tooLong: 'Your name can be at most 120 characters.',
  })
  name: string;

  // Required when drawing: a drawn signature without its image is no signature.
  @ValidateIf(
    (dto: SignatureDto) => dto.method === 'drawn' || (dto.image !== undefined && dto.image !== null),
  )
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { message: 'Draw your signature in the box.' })
  @MaxLength(SIGNATURE_IMAGE_MAX, { message: 'The drawing is too large: clear it and sign again.' })
  image?: string;
}

export class SignDto extends SignatureDto implements SignForm {
  @Equals(true, { message: 'Confirm that you have read the agreement.' })
  readConfirmed: boolean;

  @Equals(true, { message: 'Tick the box to agree to sign electronically.' })
  consent: boolean;

  @IsOptional()
  @Matches(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/, { message: 'Unknown time zone.' })
  @MaxLength(64)
  timeZone?: string;
}

/** The countersigner's signature: the same two ways as the client's, no consent boxes (they wrote the terms). */
export class CountersignDto extends SignatureDto implements CountersignForm {
  // Required only without two-step verification on the session (SignerChecks.countersignerProof).
  @Trim({ blankIsMissing: true })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from the email.' })
  code?: string;
}

export class DeclineDto implements ReasonForm {
  @Trim()
  @IsText({
    required: 'Tell the sender why you are declining.',
    max: 2000,
    tooLong: 'Keep the reason under 2,000 characters.',
  })
  reason: string;
}

export class VoidDto implements ReasonForm {
  @Trim()
  @IsText({
    required: 'Say why the agreement is withdrawn (the signer does not see it).',
    max: 500,
    tooLong: 'Keep the reason under 500 characters.',
  })
  reason: string;
}

export class CreateAgreementDto implements CreateAgreementForm {
  @Matches(/^[0-9a-f-]{36}$/i, { message: 'Choose a template from the list.' })
  templateId: string;

  @Trim()
  @IsText({
    required: 'Give the agreement a title.',
    max: 160,
    tooLong: 'Keep the title under 160 characters.',
  })
  title: string;

  @IsObject({ message: 'Fill in the template’s fields.' })
  variables: Record<string, string>;

  @Trim()
  @IsText({
    required: 'Enter the signer’s name.',
    max: 120,
    tooLong: 'The name can be at most 120 characters.',
  })
  signerName: string;

  @Trim()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  signerEmail: string;

  @IsBoolean({ message: 'Choose whether the fee is paid on signing.' })
  payOnSigning: boolean;

  @IsIn(CURRENCIES, { message: 'Choose a currency from the list.' })
  currency: string;

  @IsIn(TAX_TREATMENTS, { message: 'Choose how VAT applies.' })
  taxTreatment: TaxTreatment;

  // Checked (and normalised) with the treatment in AgreementsService: it matters only for the reverse charge.
  @Trim({ blankIsMissing: true })
  @IsOptional()
  @MaxLength(40, { message: 'A VAT number is at most 40 characters.' })
  buyerVatNumber?: string;

  // Blank means no password; a password's own spaces are kept (it is not trimmed).
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsText({
    required: 'Enter a password or leave it empty.',
    max: 200,
    tooLong: 'Keep the password under 200 characters.',
    min: 8,
    tooShort: 'Use at least 8 characters, or leave it empty.',
  })
  password?: string;

  @Trim({ blankIsMissing: true })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Choose an expiry date, or leave it empty.' })
  expiresOn?: string;

  @IsBoolean({ message: 'Choose whether to ask for an emailed code.' })
  requireCode: boolean;

  @IsBoolean()
  send: boolean;
}

export class TemplateVariableDto implements TemplateVariableForm {
  @Matches(/^[a-z][a-z0-9_]{0,39}$/, {
    message: 'Variable keys are lower-case letters, digits and _ (like client_name).',
  })
  key: string;

  @Trim()
  @IsText({ required: 'Give each variable a label.', max: 80, tooLong: 'Keep labels under 80 characters.' })
  label: string;

  @IsIn(VARIABLE_TYPES, { message: 'Choose a variable type from the list.' })
  type: VariableType;

  @IsBoolean()
  required: boolean;
}

export class TemplateDto implements TemplateForm {
  @Trim()
  @IsText({ required: 'Name the template.', max: 120, tooLong: 'Keep the name under 120 characters.' })
  name: string;

  @Trim()
  @IsOptional()
  @MaxLength(500, { message: 'Keep the description under 500 characters.' })
  description?: string;

  @Trim({ blankIsMissing: true })
  @IsOptional()
  @IsEmail({}, { message: 'Enter the countersigning admin’s email address, or leave it empty.' })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  countersignerEmail?: string;

  @Trim({ blankIsMissing: true })
  @IsOptional()
  @IsIn(TRAINING_TIERS, { message: 'Choose a programme tier from the list, or none.' })
  trainingTier?: TrainingTier;

  @IsText({
    required: 'Write the agreement text.',
    max: 100_000,
    tooLong: 'The text can be at most 100,000 characters.',
  })
  body: string;

  @IsArray({ message: 'Declare the variables as a list.' })
  @ArrayMaxSize(40, { message: 'A template can have at most 40 variables.' })
  @ValidateNested({ each: true })
  @Type(() => TemplateVariableDto)
  variables: TemplateVariableDto[];
}

export class PreviewDto implements PreviewForm {
  @Matches(/^[0-9a-f-]{36}$/i, { message: 'Choose a template from the list.' })
  templateId: string;

  @IsObject()
  variables: Record<string, string>;

  @IsIn(CURRENCIES)
  currency: string;
}
