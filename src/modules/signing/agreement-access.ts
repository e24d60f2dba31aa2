import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { routes } from '@shared/routes';

/** What this browser has proved for one agreement: its password, the emailed code, and whose account it is signed in to. */
export interface AccessProof {
  password: boolean;
  code: boolean;
  /** The signed-in account's verified email address (a client account proved it with an emailed code). */
  account?: string | null;
}

/** The verified address of the account signed in on this request, if any. */
export const verifiedAccountEmail = (req: Request): string | null =>
  req.auth?.user.emailConfirmedAt ? req.auth.user.email.toLowerCase() : null;

const LIFETIME_SECONDS = 12 * 3600;
const cookieName = (agreementId: string) => `sign_${agreementId.replaceAll('-', '')}`;

/**
 * The proofs live in a signed, HttpOnly cookie scoped to `/sign/<id>`: they belong to the browser
 * that passed them, so a forwarded link still asks for the password and the code.
 */
export class AgreementAccess {
  constructor(private readonly config: AppConfig) {}

  read(req: Request, agreementId: string): AccessProof {
    const account = verifiedAccountEmail(req);
    const value = (req.cookies as Record<string, string> | undefined)?.[cookieName(agreementId)];
    const none = { password: false, code: false, account };
    if (typeof value !== 'string') return none;
    const [flags, expires, mac] = value.split('.');
    if (!flags || !expires || !mac || Number(expires) < Date.now() / 1000) return none;
    const expected = this.mac(agreementId, flags, expires);
    if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected)))
      return none;
    return { password: flags.includes('p'), code: flags.includes('c'), account };
  }

  grant(req: Request, res: Response, agreementId: string, proof: Partial<AccessProof>): void {
    const current = this.read(req, agreementId);
    const flags =
      `${current.password || proof.password ? 'p' : ''}${current.code || proof.code ? 'c' : ''}` || '-';
    const expires = String(Math.floor(Date.now() / 1000) + LIFETIME_SECONDS);
    res.cookie(cookieName(agreementId), `${flags}.${expires}.${this.mac(agreementId, flags, expires)}`, {
      path: routes.signing.document(agreementId),
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.servesHttps,
      maxAge: LIFETIME_SECONDS * 1000,
    });
  }

  private mac(agreementId: string, flags: string, expires: string): string {
    return createHmac('sha256', this.config.appSecret)
      .update(`agreement-access\n${agreementId}\n${flags}\n${expires}`)
      .digest('base64url');
  }
}
