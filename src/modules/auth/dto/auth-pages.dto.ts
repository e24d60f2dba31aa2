import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsText, QueryText } from '@common/validation/text.decorator';
import type { ClientCodeForm, ClientLinkForm, SignOutForm, VerifyLinkForm } from '@shared/forms/auth';

/** `GET /auth/v1/verify`: where an emailed link lands (the page posts it on the person's click). */
export class VerifyLinkQueryDto {
  @QueryText(512)
  token?: string;

  @QueryText(40)
  type?: string;

  @QueryText(2000)
  redirect_to?: string;
}

const EXPIRED = 'This link is not complete: open it again from the email.';

/** `POST /auth/verify`: the button on that page. A wrong value is an expired link to the service. */
export class VerifyLinkFormDto implements VerifyLinkForm {
  @IsText({ required: EXPIRED, max: 512, tooLong: EXPIRED })
  token: string;

  @IsText({ required: EXPIRED, max: 40, tooLong: EXPIRED })
  type: string;

  @IsOptional()
  @MaxLength(2000, { message: 'The address to return to is too long.' })
  @IsString({ message: 'The address to return to is not valid.' })
  redirect_to?: string;
}

/** `/login?link=expired` and the other sign-in pages. */
export class LoginQueryDto {
  @QueryText(40)
  link?: string;
}

/** `/forgot-password?sent=1`. */
export class SentQueryDto {
  @QueryText(10)
  sent?: string;
}

/** `/auth/email-change/cancel`: the "not me" link and its outcome. */
export class CancelEmailChangeQueryDto {
  @QueryText(512)
  token?: string;

  @QueryText(20)
  result?: string;
}

/** `/account/security?setup=<factor id>`: the factor being set up. */
export class SecurityQueryDto {
  @QueryText(100)
  setup?: string;
}

/** `POST /logout`: where to go afterwards (a site path; anything else goes home). */
export class SignOutDto implements SignOutForm {
  @IsOptional()
  @MaxLength(2000, { message: 'The address to return to is too long.' })
  @IsString({ message: 'The address to return to is not valid.' })
  redirect_to?: string;
}

/** `/account/sign-in?email=…&sent=1`: the address the code went to. */
export class ClientSignInQueryDto {
  @QueryText(320)
  email?: string;

  @QueryText(10)
  sent?: string;

  /** The emailed link's token (`/account/sign-in/link`). */
  @QueryText(200)
  token?: string;
}

const LINK_INCOMPLETE = 'This link is not complete: open it again from the email.';

/** `POST /account/sign-in/link`: the emailed link's address and token, posted by its page's button. */
export class ClientLinkDto implements ClientLinkForm {
  @IsText({ required: LINK_INCOMPLETE, max: 320, tooLong: LINK_INCOMPLETE })
  email: string;

  @IsText({ required: LINK_INCOMPLETE, max: 200, tooLong: LINK_INCOMPLETE })
  token: string;
}

/** `POST /account/sign-in/code`: the address and the 6-digit code from the email. */
export class ClientCodeDto implements ClientCodeForm {
  @IsText({ required: 'Enter your email address.', max: 320, tooLong: 'Enter a valid email address.' })
  email: string;

  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'Enter the 6-digit code from the email.' })
  code: string;
}
