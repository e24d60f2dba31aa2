import { createHmac } from 'node:crypto';

/**
 * The signed "served at" stamp itself (see form-time.ts), with no other import: browser tests sign the
 * stamp a returning visitor's browser would hold with the test server's secret.
 */
export function formTimeStamp(secret: string, issuedAtMs: number): string {
  const issuedAt = issuedAtMs.toString(36);
  return `${issuedAt}.${signFormTime(secret, issuedAt)}`;
}

export function signFormTime(secret: string, issuedAt: string): string {
  return createHmac('sha256', secret).update(`lead-form:${issuedAt}`).digest('base64url').slice(0, 32);
}
