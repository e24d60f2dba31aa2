import { isSitePath } from '@common/http/site-path';

/** Rules of addresses and links that need no database (unit-tested in auth-rules.spec.ts). */

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
