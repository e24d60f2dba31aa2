import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsText, Trim } from '@common/validation/text.decorator';
import type { RedirectForm } from '@shared/forms/content';

/** A redirect an admin adds or edits at /admin/settings. The service checks the target's safety and loops. */
export class RedirectDto implements RedirectForm {
  @Trim()
  @IsText({
    required: 'Enter the path to redirect, e.g. /book.',
    max: 200,
    tooLong: 'A path can be at most 200 characters.',
  })
  @Matches(/^\/[a-z0-9][a-z0-9\-._~/]*[a-z0-9\-._~]$|^\/[a-z0-9]$/, {
    message:
      'Use a lower-case site path starting with / (letters, digits, - . _ ~ and /), without a trailing slash.',
  })
  path: string;

  @Trim()
  @IsText({
    required: 'Enter where it goes: a site path, an https:// URL, or $BOOKING_URL.',
    max: 2000,
    tooLong: 'A target can be at most 2,000 characters.',
  })
  target: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value) : value))
  @IsIn([301, 302], { message: 'Choose permanent (301) or temporary (302).' })
  status: 301 | 302;

  @Trim({ blankIsMissing: true })
  @IsOptional()
  @IsString({ message: 'The note must be text.' })
  @MaxLength(200, { message: 'The note can be at most 200 characters.' })
  note?: string;

  @Transform(({ value }: { value: unknown }) =>
    value === 'true' || value === 'on' ? true : value === 'false' ? false : value,
  )
  @IsOptional()
  @IsBoolean({ message: 'Choose whether the redirect is on.' })
  enabled?: boolean;
}
