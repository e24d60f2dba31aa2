import { IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Match } from '@common/validation/match.decorator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords';
import type { NewPasswordForm } from '@shared/forms/auth';

export class NewPasswordDto implements NewPasswordForm {
  /** The emailed re-authentication code: the account page sends it; the email-link screens leave it out. */
  @ValidateIf((dto: NewPasswordDto) => dto.nonce !== undefined && dto.nonce !== null && dto.nonce !== '')
  @IsString({ message: 'Enter the 6-digit code from the email.' })
  @Matches(/^\s*\d{6}\s*$/, { message: 'Enter the 6-digit code from the email.' })
  nonce?: string;

  @IsString({ message: 'Choose a password.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` })
  password: string;

  @Match('password', { message: 'The passwords do not match.' })
  password_confirmation: string;
}
