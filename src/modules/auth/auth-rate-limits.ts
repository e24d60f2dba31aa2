import type { Request } from 'express';
import { RATE_LIMIT_KEYS, RateLimitRule } from '@common/rate-limit/rate-limit';
import { AuthError, AuthErrorCode } from './auth.error';
import { validEmail } from './auth.service';
import { routes } from '@shared/routes';

/** The body's email when it is one (a malformed or oversized value is never part of a key). */
const bodyEmail = (req: Request) => validEmail((req.body as { email?: unknown } | undefined)?.email) ?? '';
const grantType = (req: Request) => String(req.query.grant_type ?? '');
const isPasswordSignIn = (req: Request) => !req.path.startsWith('/auth/v1/') || grantType(req) === 'password';
const signedInUser = (req: Request) => req.auth?.user.id ?? RATE_LIMIT_KEYS.ip(req);

/** API clients get Supabase Auth's error body. */
const authError = (code: AuthErrorCode) => () =>
  new AuthError(
    429,
    code,
    code === 'over_email_send_rate_limit' ? 'Email rate limit exceeded' : 'Request rate limit reached',
  );

const SIGN_IN_MESSAGE = 'Too many sign-in attempts. Wait a few minutes and try again.';
const CODE_MESSAGE = 'Too many codes tried. Wait a minute and try again.';

/**
 * Numbers chosen to stop guessing, never a person typing. Sign-in is counted two ways, so neither
 * many addresses from one IP (spraying) nor one address from many IPs (a botnet on one account) gets far.
 */
export const RATE_LIMITS = {
  passwordSignInPerIp: {
    name: 'password-sign-in-ip',
    limit: 100,
    windowSeconds: 300,
    key: RATE_LIMIT_KEYS.ip,
    when: isPasswordSignIn,
    jsonError: authError('over_request_rate_limit'),
    field: 'email',
    message: SIGN_IN_MESSAGE,
  },
  passwordSignInPerAccount: {
    name: 'password-sign-in-account',
    limit: 20,
    windowSeconds: 300,
    key: (req) => bodyEmail(req),
    when: (req) => isPasswordSignIn(req) && bodyEmail(req) !== '',
    jsonError: authError('over_request_rate_limit'),
    field: 'email',
    message: SIGN_IN_MESSAGE,
  },
  refresh: {
    name: 'refresh',
    limit: 300,
    windowSeconds: 300,
    key: RATE_LIMIT_KEYS.ip,
    when: (req) => grantType(req) === 'refresh_token',
    jsonError: authError('over_request_rate_limit'),
    field: 'form',
    message: 'Request rate limit reached',
  },
  /** Provider and enterprise sign-in (`/authorize`, `/sso`, id_token grants) from one address. */
  externalSignIn: {
    name: 'external-sign-in',
    limit: 100,
    windowSeconds: 300,
    key: RATE_LIMIT_KEYS.ip,
    when: (req) => req.path !== routes.auth.token() || grantType(req) === 'id_token',
    jsonError: authError('over_request_rate_limit'),
    field: 'form',
    message: SIGN_IN_MESSAGE,
  },
  /** Sign-in codes asked for from one address, whatever the email (spraying addresses to find clients). */
  otpPerIp: {
    name: 'otp-ip',
    limit: 30,
    windowSeconds: 3600,
    key: RATE_LIMIT_KEYS.ip,
    jsonError: authError('over_email_send_rate_limit'),
    field: 'email',
    message: 'Too many sign-in codes were requested from this network. Try again in an hour.',
  },
  emailLinks: {
    name: 'email-links',
    limit: 5,
    windowSeconds: 3600,
    key: (req) => bodyEmail(req) || RATE_LIMIT_KEYS.ip(req),
    jsonError: authError('over_email_send_rate_limit'),
    field: 'email',
    message: 'Too many emails were requested for this address. Try again in an hour.',
  },
  reauthenticate: {
    name: 'reauthenticate',
    limit: 5,
    windowSeconds: 3600,
    key: signedInUser,
    jsonError: authError('over_email_send_rate_limit'),
    field: 'nonce',
    message: 'Too many codes were requested. Try again in an hour.',
  },
  /** Password and email changes: a 6-digit code is only as strong as the guesses allowed at it. */
  accountChange: {
    name: 'account-change',
    limit: 10,
    windowSeconds: 900,
    key: signedInUser,
    jsonError: authError('over_request_rate_limit'),
    field: 'nonce',
    message: 'Too many attempts. Wait a few minutes and try again.',
  },
  mfaVerify: {
    name: 'mfa-verify',
    limit: 15,
    windowSeconds: 60,
    key: (req) => `${RATE_LIMIT_KEYS.ip(req)}|${req.auth?.user.id ?? ''}`,
    jsonError: authError('over_request_rate_limit'),
    field: 'code',
    message: CODE_MESSAGE,
  },
  /** The same account from many addresses: the factor lock (MfaService) stops a slow guesser too. */
  mfaVerifyPerAccount: {
    name: 'mfa-verify-account',
    limit: 15,
    windowSeconds: 60,
    key: signedInUser,
    jsonError: authError('over_request_rate_limit'),
    field: 'code',
    message: CODE_MESSAGE,
  },
} satisfies Record<string, RateLimitRule>;

/** Every way a password sign-in is counted, for the routes that take one. */
export const SIGN_IN_LIMITS = [RATE_LIMITS.passwordSignInPerIp, RATE_LIMITS.passwordSignInPerAccount];
export const MFA_VERIFY_LIMITS = [RATE_LIMITS.mfaVerify, RATE_LIMITS.mfaVerifyPerAccount];
