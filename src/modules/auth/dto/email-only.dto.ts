import { IsEmail, MaxLength } from 'class-validator';
import type { EmailOnlyForm } from '@shared/forms/auth';

export class EmailOnlyDto implements EmailOnlyForm {
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Enter a valid email address.' })
  email: string;
}
