import { createHash, createHmac, randomBytes } from 'node:crypto';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Refresh tokens are derived from their row id with a keyed HMAC, and only their hash is stored.
 * A database leak reveals no usable token, yet the server can hand the current token of a chain
 * back to a client that lost a refresh response (the reuse interval), as Supabase Auth does.
 */
export class RefreshTokenCodec {
  constructor(private readonly appSecret: string) {}

  valueFor(tokenId: string): string {
    return createHmac('sha256', this.appSecret).update(`refresh-token:${tokenId}`).digest('base64url');
  }

  hashFor(tokenId: string): string {
    return sha256(this.valueFor(tokenId));
  }
}

/** A random single-use token for an email link, and the hash that is stored. */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}
