import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { beforeHeaders } from '../http/before-headers';
import { CSRF_COOKIES, csrfCookieLine, isPrivatePage } from './csrf';
import { FORM_TIME_COOKIE, formTimeCookieLine } from './form-time';

/**
 * A Set-Cookie line for a visitor whose cookies lack a genuine value, or null when they have one;
 * `binding` is the browser session a CSRF token must belong to (none for anonymous visitors).
 */
export type PageCookieLine = (cookies: Record<string, string | undefined>, binding?: string) => string | null;

/**
 * The cookies every page response gives a visitor who lacks them: the CSRF token and the form stamp.
 * One list for both ways a page is sent: rendered (the middleware below) and from the output cache.
 */
export function pageCookieLines(config: AppConfig): PageCookieLine[] {
  return [csrfCookieLine(config), formTimeCookieLine(config)];
}

/** The names of those cookies: carrying them does not make a request personal. */
export const PAGE_COOKIES = [...CSRF_COOKIES, FORM_TIME_COOKIE];

/**
 * Sets the missing page cookies on page responses only (HTML or Inertia JSON) that no shared cache
 * may keep: a token on a publicly cached image, JWKS or sitemap could be handed by a proxy to others.
 * When the request signed in or out, its response (often a redirect) carries the new token at once.
 * Decided as the headers go out, when the auth middleware has said which session the request has.
 */
export function issuePageCookies(lines: PageCookieLine[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    beforeHeaders(res, () => {
      if (!isPrivatePage(res) && !req.csrfBindingChanged) return;
      const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
      const missing = lines
        .map((line) => line(cookies, req.csrfBinding))
        .filter((line): line is string => line !== null);
      if (missing.length > 0) res.append('Set-Cookie', missing);
    });
    next();
  };
}
