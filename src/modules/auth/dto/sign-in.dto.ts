import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { SignInForm } from '@shared/forms/auth';

export class SignInDto implements SignInForm {
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Enter a valid email address.' })
  email: string;

  @IsString({ message: 'Enter your password.' })
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(200, { message: 'Password should be at most 200 characters.' })
  password: string;
}
