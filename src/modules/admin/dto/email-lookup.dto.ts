import { IsEmail, MaxLength } from 'class-validator';
import { Match } from '@common/validation/match.decorator';
import { QueryText, Trim } from '@common/validation/text.decorator';
import { Transform } from 'class-transformer';
import type { EmailForm, EraseForm } from '@shared/forms/admin';

/** An address an admin looks up, invites or erases: trimmed and lower-cased (every table stores it so). */
export class EmailDto implements EmailForm {
  @Trim()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @MaxLength(254, { message: 'An email address can be at most 254 characters.' })
  @IsEmail({}, { message: 'Enter an email address, e.g. name@example.com.' })
  email: string;
}

/** Erasure repeats the address as confirmation: nobody erases the wrong person by a slip. */
export class EraseDto extends EmailDto implements EraseForm {
  @Trim()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @MaxLength(254, { message: 'Type the email address again to confirm.' })
  @Match('email', { message: 'Type the same email address to confirm the erasure.' })
  confirm: string;
}

/** `?email=` of the data-rights page and its export: checked as an address by the page (lookupOf). */
export class EmailQueryDto {
  @QueryText(320)
  email?: string;
}
