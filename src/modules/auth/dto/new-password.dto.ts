import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Match } from '../../../common/validation/match.decorator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords';

export class NewPasswordDto {
  /** Required by the account page; the reset form (fresh sign-in from the email link) leaves it out. */
  @IsOptional()
  @IsString()
  current_password?: string;

  @IsString({ message: 'Choose a password.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` })
  password: string;

  @Match('password', { message: 'The passwords do not match.' })
  password_confirmation: string;
}
