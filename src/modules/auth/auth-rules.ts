import { isSitePath } from '@common/http/site-path';
import type { AuthContext } from './auth-types';
import { AuthError } from './auth.error';
import type { EmailLinkType, OneTimeTokenType } from './entities/auth-one-time-token.entity';
import type { AuthSession } from './entities/auth-session.entity';

/** Rules of addresses, links, tokens and sessions that need no database (unit-tested in auth-rules.spec.ts). */

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function normaliseEmail(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * The address as stored (trimmed, lower-cased), or null when it is not one: checked before an
 * address is used in a query, a rate-limit key, a log line or a row, so attacker-sized or
 * malformed input is never stored.
 */
export function validEmail(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > EMAIL_MAX_LENGTH + 64) return null;
  const email = normaliseEmail(input);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) && !CONTROL_CHARACTERS.test(email)
    ? email
    : null;
}

/** Only site paths: an email link must never send someone to another host. */
export function safeRedirect(value: unknown, fallback: string): string {
  return isSitePath(value) ? value : fallback;
}

/** A session opened by an emailed link (recovery, invitation) may set a password this long after. */
export const RECENT_SIGN_IN_SECONDS = 15 * 60;

/** How long each one-time token works. */
export const TOKEN_TTL_SECONDS: Record<OneTimeTokenType, number> = {
  recovery: 3600,
  invite: 24 * 3600,
  signup: 24 * 3600,
  email_change: 24 * 3600,
  email_change_current: 24 * 3600,
  email_change_cancel: 24 * 3600,
  reauthentication: 10 * 60,
};

export const EMAIL_LINK_TYPES: readonly EmailLinkType[] = [
  'recovery',
  'invite',
  'signup',
  'email_change',
  'email_change_current',
];

/** The tokens of one email change; a new change or a cancellation removes them all. */
export const EMAIL_CHANGE_TOKENS: OneTimeTokenType[] = [
  'email_change',
  'email_change_current',
  'email_change_cancel',
];

/** Longer than any password we accept (PASSWORD_MAX_LENGTH): refused without hashing it. */
export const SIGN_IN_PASSWORD_MAX_LENGTH = 1024;

export type LogoutScope = 'local' | 'others' | 'global';

/** Supabase's sign-out scopes; none means this session only. */
export function logoutScope(scope: unknown): LogoutScope {
  if (scope !== undefined && scope !== 'local' && scope !== 'others' && scope !== 'global') {
    throw AuthError.validation('scope must be one of: global, local, others');
  }
  return scope ?? 'local';
}

/** Whether a session was opened by a recovery or invitation link within RECENT_SIGN_IN_SECONDS. */
export function openedByEmailLinkRecently(session: Pick<AuthSession, 'amr'>, now = Date.now()): boolean {
  return session.amr.some(
    (entry) =>
      (entry.method === 'recovery' || entry.method === 'invite') &&
      now / 1000 - entry.timestamp <= RECENT_SIGN_IN_SECONDS,
  );
}

/** Whether a password change from this session must carry an emailed re-authentication code. */
export function passwordChangeNeedsCode(auth: Pick<AuthContext, 'session'>, now = Date.now()): boolean {
  return auth.session.aal !== 'aal2' && !openedByEmailLinkRecently(auth.session, now);
}

/** An account with a verified factor changes its credentials only from a session that proved it. */
export function requireStepUp(auth: Pick<AuthContext, 'session' | 'nextLevel'>, action: string): void {
  if (auth.nextLevel === 'aal2' && auth.session.aal !== 'aal2') throw AuthError.insufficientAal(action);
}
