import { IsEmail, MaxLength } from 'class-validator';

export class EmailOnlyDto {
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Enter a valid email address.' })
  email: string;
}
