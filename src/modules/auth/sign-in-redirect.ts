import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { RedirectException } from '@common/http/redirect.exception';
import { safeRedirect } from './auth.service';

export const REDIRECT_PATH_COOKIE = 'auth-redirect-path';
const REDIRECT_PATH_MAX_AGE_MS = 30 * 60 * 1000;

/**
 * Sends a visitor to a sign-in page, remembering where they were going (SPEC "Route guard for
 * sign-in": the full path is saved in a cookie, read once after sign-in, then cleared).
 */
export class SignInRedirect {
  constructor(private readonly config: AppConfig) {}

  private get cookieOptions(): CookieOptions {
    return { path: '/', sameSite: 'lax', httpOnly: true, secure: this.config.servesHttps };
  }

  toSignIn(req: Request, res: Response, loginPath: string): RedirectException {
    if (this.config.auth.routeGuard.cookieRedirect && req.method === 'GET') {
      res.cookie(REDIRECT_PATH_COOKIE, req.originalUrl, {
        ...this.cookieOptions,
        maxAge: REDIRECT_PATH_MAX_AGE_MS,
      });
    }
    return new RedirectException(loginPath);
  }

  /** The saved path (once: the cookie is cleared), or the fallback. */
  takeSavedPath(req: Request, res: Response, fallback: string): string {
    const saved = req.cookies?.[REDIRECT_PATH_COOKIE] as unknown;
    if (saved === undefined) return fallback;
    res.clearCookie(REDIRECT_PATH_COOKIE, this.cookieOptions);
    return safeRedirect(saved, fallback);
  }
}
