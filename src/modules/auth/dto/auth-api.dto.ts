import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsText } from '@common/validation/text.decorator';
import { AuthError } from '../auth.error';
import { EMAIL_LINK_TYPES } from '../auth-rules';

/**
 * Bodies and query strings of the Supabase-compatible `/auth/v1` API. A refusal is Supabase's
 * `{code, error_code, msg}` with 400 `validation_failed` and the field's message (the words
 * `@supabase/auth-js` users already see); the services keep their own checks for other callers.
 * class-validator runs a property's rules from the bottom up: the type check sits next to the property.
 */
abstract class AuthApiInput {
  static validationFailed(fieldErrors: Record<string, string>): Error {
    return AuthError.validation(Object.values(fieldErrors)[0] ?? 'Invalid request');
  }
}

const SIGN_IN_REQUIRED = 'Enter your email address and password.';
const VALID_EMAIL = 'Enter a valid email address.';
/** Long enough for any address (254) with room to trim; the services check the format. */
const EMAIL_INPUT_MAX = 320;
const email = (required: string) => IsText({ required, max: EMAIL_INPUT_MAX, tooLong: VALID_EMAIL });

export class TokenQueryDto extends AuthApiInput {
  static override validationFailed(): Error {
    return new AuthError(
      400,
      'unsupported_grant_type',
      'Unsupported grant_type: use "password", "refresh_token", "pkce" or "id_token"',
    );
  }

  @IsIn(['password', 'refresh_token', 'pkce', 'id_token'])
  grant_type: 'password' | 'refresh_token' | 'pkce' | 'id_token';
}

export class PasswordGrantDto extends AuthApiInput {
  @email(SIGN_IN_REQUIRED)
  email: string;

  // Any length: an overlong password is a failed sign-in (audited, same timing), not a form error.
  @IsText({ required: SIGN_IN_REQUIRED, max: Number.MAX_SAFE_INTEGER, tooLong: SIGN_IN_REQUIRED })
  password: string;
}

export class RefreshGrantDto extends AuthApiInput {
  // Any length: an unknown token, however long, is the service's "not found".
  @IsText({
    required: 'refresh_token required',
    max: Number.MAX_SAFE_INTEGER,
    tooLong: 'refresh_token required',
  })
  refresh_token: string;
}

export class LogoutQueryDto extends AuthApiInput {
  @IsOptional()
  @IsIn(['global', 'local', 'others'], { message: 'scope must be one of: global, local, others' })
  scope?: 'global' | 'local' | 'others';
}

export class UpdateUserDto extends AuthApiInput {
  @IsOptional()
  @email(VALID_EMAIL)
  email?: string;

  @IsOptional()
  @IsString({ message: 'password must be a string' })
  password?: string;

  @IsOptional()
  @MaxLength(100, { message: 'nonce must be at most 100 characters' })
  @IsString({ message: 'nonce must be a string' })
  nonce?: string;
}

export class RedirectQueryDto extends AuthApiInput {
  @IsOptional()
  @MaxLength(2000, { message: 'redirect_to must be at most 2000 characters' })
  @IsString({ message: 'redirect_to must be a URL' })
  redirect_to?: string;
}

export class RecoverDto extends RedirectQueryDto {
  @email(VALID_EMAIL)
  email: string;
}

const RESEND_REQUIRED = 'You must provide either an email or phone number and a type';

export class ResendDto extends AuthApiInput {
  @IsText({ required: RESEND_REQUIRED, max: 40, tooLong: 'type must be one of: signup, email_change' })
  type: string;

  @IsOptional()
  @email(RESEND_REQUIRED)
  email?: string;

  @IsOptional()
  @IsText({ required: RESEND_REQUIRED, max: 40, tooLong: 'phone must be at most 40 characters' })
  phone?: string;
}

/** `verifyOtp({ email, token, type: 'email' })`; 'magiclink' is the older name of the same code. */
export const OTP_TYPES = ['email', 'magiclink'] as const;

const VERIFY_REQUIRED = `Verify requires a token and a type (${[...EMAIL_LINK_TYPES, ...OTP_TYPES].join(', ')})`;
const linkToken = () => IsText({ required: VERIFY_REQUIRED, max: 200, tooLong: VERIFY_REQUIRED });

export class VerifyLinkDto extends AuthApiInput {
  @IsOptional()
  @linkToken()
  token?: string;

  @IsOptional()
  @linkToken()
  token_hash?: string;

  @IsIn([...EMAIL_LINK_TYPES, ...OTP_TYPES], { message: VERIFY_REQUIRED })
  type: (typeof EMAIL_LINK_TYPES)[number] | (typeof OTP_TYPES)[number];

  /** With `type: 'email'` (verifyOtp): the address the code was sent to. */
  @IsOptional()
  @email(VALID_EMAIL)
  email?: string;
}

/** `signInWithOtp({ email })`: Supabase also sends `data`, `create_user` and PKCE fields, which change nothing here. */
export class OtpDto extends AuthApiInput {
  @email(VALID_EMAIL)
  email: string;
}

export class ApiEnrollFactorDto extends AuthApiInput {
  @IsIn(['totp'], { message: 'factor_type must be "totp": only authenticator apps are offered' })
  factor_type: 'totp';

  // Kept to its first 100 characters by the service, as Supabase does.
  @IsOptional()
  @IsString({ message: 'friendly_name must be a string' })
  friendly_name?: string;

  @IsOptional()
  @IsString({ message: 'issuer must be a string' })
  issuer?: string;
}

const FACTOR_VERIFY_REQUIRED = 'challenge_id and code are required';

export class VerifyFactorDto extends AuthApiInput {
  @IsText({ required: FACTOR_VERIFY_REQUIRED, max: 100, tooLong: FACTOR_VERIFY_REQUIRED })
  challenge_id: string;

  // Any string: a wrong code, however long, is a failed attempt the service counts.
  @IsString({ message: FACTOR_VERIFY_REQUIRED })
  code: string;
}

/** `?provider=` of /authorize and /user/identities/authorize: any text; the service names what it is not. */
export class ProviderQueryDto extends AuthApiInput {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Unsupported provider: Provider could not be found' })
  provider?: string;
}
