import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { QueryText } from '@common/validation/text.decorator';
import type { TestEmailForm } from '@shared/forms/mail';

export class TestEmailDto implements TestEmailForm {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Enter an email address.' })
  @MaxLength(254, { message: 'An email address is at most 254 characters.' })
  @IsEmail({}, { message: 'Enter a valid email address, like name@example.com.' })
  to: string;
}

/** `/admin/email?sent=<message id>`: the test email just sent, shown above the outbox. */
export class SentMessageQueryDto {
  @QueryText(100)
  sent?: string;
}
