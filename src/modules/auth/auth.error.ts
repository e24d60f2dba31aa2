import { InvalidFields } from '@common/errors/invalid-fields';
import { ModuleError } from '@common/errors/module-error';

/** Stable error codes, as Supabase Auth names them, so `@supabase/auth-js` clients understand them. */
export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'not_found'
  | 'request_too_large'
  | 'unsupported_grant_type'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'session_expired'
  | 'session_not_found'
  | 'no_authorization'
  | 'bad_jwt'
  | 'not_admin'
  | 'weak_password'
  | 'same_password'
  | 'email_exists'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'mfa_factor_locked'
  | 'otp_expired'
  | 'phone_provider_disabled'
  | 'mfa_factor_not_found'
  | 'mfa_factor_name_conflict'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_verification_rejected'
  | 'too_many_enrolled_mfa_factors'
  | 'insufficient_aal'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'sso_provider_not_found'
  | 'provider_disabled'
  | 'single_identity_not_deletable'
  | 'identity_not_found'
  | 'identity_already_exists'
  | 'bad_oauth_state'
  | 'bad_oauth_callback'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'flow_state_already_used'
  | 'bad_code_verifier'
  | 'provider_email_needs_verification'
  | 'email_address_not_authorized'
  | 'signup_disabled'
  | 'oauth_provider_not_supported'
  | 'unexpected_failure';

/**
 * An auth failure meant for the client. The JSON body is Supabase Auth's: `code` and `error_code`
 * (the stable code) and `msg` (a sentence a person can read).
 */
export class AuthError extends ModuleError {
  declare readonly code: AuthErrorCode;

  constructor(status: number, code: AuthErrorCode, msg: string) {
    super(status, code, msg);
  }

  get msg(): string {
    return this.message;
  }

  override body(): Record<string, unknown> {
    return { code: this.code, error_code: this.code, msg: this.message };
  }

  static invalidCredentials(): AuthError {
    return new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }

  /** Supabase's OAuth-style refusal of a token request: `{error, error_description}` (`NewOAuthError`). */
  static oauthRequest(description: string, error = 'invalid request'): ModuleError {
    return new OAuthRequestError(description, error);
  }

  static validation(msg: string): AuthError {
    return new AuthError(400, 'validation_failed', msg);
  }

  static emailExists(): AuthError {
    return new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }

  static insufficientAal(action: string): AuthError {
    return new AuthError(403, 'insufficient_aal', `AAL2 required to ${action}`);
  }

  /** The same refusal on a page form: under `field`, in words for a person rather than a developer. */
  onField(field: string): InvalidFields {
    return new InvalidFields({ [field]: PAGE_WORDS[this.code] ?? this.msg });
  }
}

/**
 * What a person reads on a page for the API's errors whose words are for developers (Supabase's
 * messages, kept as they are for `/auth/v1` clients).
 */
const PAGE_WORDS: Partial<Record<AuthErrorCode, string>> = {
  mfa_verification_failed:
    'That code is not right. Check the 6 digits in your authenticator app and try again.',
  mfa_challenge_expired: 'That code took too long to arrive. Enter the code your app shows now.',
  mfa_factor_not_found: 'That authenticator is no longer set up. Reload the page and try again.',
  session_not_found: 'Your session has ended. Sign in again.',
  insufficient_aal:
    'This needs the code from your authenticator app: sign in again with it, then try once more.',
};

/** An auth failure shown on a form, under the field it concerns; anything else goes on as it was. */
export function fieldError(error: unknown, field: string): never {
  if (error instanceof AuthError && error.status < 500) throw error.onField(field);
  throw error;
}

/** Errors after which a stored browser session cannot recover: it is removed (SIGNED_OUT). */
export const SESSION_ENDING_CODES: ReadonlySet<AuthErrorCode> = new Set([
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_expired',
  'session_not_found',
]);

/** A malformed token request, answered as Supabase Auth answers it: `{error: 'invalid request', error_description}`. */
export class OAuthRequestError extends ModuleError {
  constructor(
    description: string,
    readonly error = 'invalid request',
  ) {
    super(400, 'invalid_request', description);
  }

  override body(): Record<string, unknown> {
    return { error: this.error, error_description: this.message };
  }
}
