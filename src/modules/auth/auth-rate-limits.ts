import type { Request } from 'express';
import { RateLimitRule } from '../../common/rate-limit/rate-limit';
import { AuthError, AuthErrorCode } from './auth.error';
import { normaliseEmail } from './auth.service';

const bodyEmail = (req: Request) => normaliseEmail((req.body as { email?: unknown } | undefined)?.email);
const grantType = (req: Request) => String(req.query.grant_type ?? '');

/** API clients get Supabase Auth's error body. */
const authError = (code: AuthErrorCode) => () =>
  new AuthError(
    429,
    code,
    code === 'over_email_send_rate_limit' ? 'Email rate limit exceeded' : 'Request rate limit reached',
  );

/** The limits of issue #4: numbers chosen to stop guessing, never a person typing. */
export const RATE_LIMITS = {
  passwordSignIn: {
    name: 'password-sign-in',
    limit: 30,
    windowSeconds: 300,
    key: (req) => `${req.ip}|${bodyEmail(req)}`,
    when: (req) => !req.path.startsWith('/auth/v1/') || grantType(req) === 'password',
    jsonError: authError('over_request_rate_limit'),
    field: 'email',
    message: 'Too many sign-in attempts. Wait a few minutes and try again.',
  },
  refresh: {
    name: 'refresh',
    limit: 300,
    windowSeconds: 300,
    key: (req) => String(req.ip),
    when: (req) => grantType(req) === 'refresh_token',
    jsonError: authError('over_request_rate_limit'),
    field: 'form',
    message: 'Request rate limit reached',
  },
  emailLinks: {
    name: 'email-links',
    limit: 5,
    windowSeconds: 3600,
    key: (req) => bodyEmail(req) || String(req.ip),
    jsonError: authError('over_email_send_rate_limit'),
    field: 'email',
    message: 'Too many emails were requested for this address. Try again in an hour.',
  },
  mfaVerify: {
    name: 'mfa-verify',
    limit: 15,
    windowSeconds: 60,
    key: (req) => `${req.ip}|${req.auth?.user.id ?? ''}`,
    jsonError: authError('over_request_rate_limit'),
    field: 'code',
    message: 'Too many codes tried. Wait a minute and try again.',
  },
} satisfies Record<string, RateLimitRule>;
