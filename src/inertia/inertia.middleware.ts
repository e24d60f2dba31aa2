import type { NextFunction, Request, Response } from 'express';
import { CookieOptions } from 'express';
import { beforeHeaders } from '@common/http/before-headers';
import { decodeFlash, encodeFlash, FLASH_COOKIE } from './flash';
import { InertiaContext } from './inertia-context';
import { absoluteUrl, isInertiaRequest } from './inertia-request';
import { InertiaService } from './inertia.service';

const REDIRECT_TO_SEE_OTHER = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Runs before routing:
 * - attaches the request's InertiaContext (with the flash read from its signed cookie);
 * - answers a stale asset version with 409 + X-Inertia-Location (empty body, no X-Inertia header);
 * - turns 302s after PUT/PATCH/DELETE into 303s, as the protocol requires;
 * - writes the flash cookie just before the headers go out, once the status is known.
 */
export function createInertiaMiddleware(service: InertiaService, cookieOptions: CookieOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const context = new InertiaContext(service, req, decodeFlash(req.signedCookies?.[FLASH_COOKIE]));
    req.inertia = context;

    persistFlashBeforeHeaders(res, context, cookieOptions);
    if (REDIRECT_TO_SEE_OTHER.has(req.method)) makeRedirectsSeeOther(res);

    const clientVersion = req.get('X-Inertia-Version');
    if (
      req.method === 'GET' &&
      isInertiaRequest(req) &&
      clientVersion !== undefined &&
      clientVersion !== service.version
    ) {
      res.status(409).set('X-Inertia-Location', absoluteUrl(service.appUrl, req.originalUrl)).end();
      return;
    }
    next();
  };
}

function persistFlashBeforeHeaders(
  res: Response,
  context: InertiaContext,
  cookieOptions: CookieOptions,
): void {
  beforeHeaders(res, (status) => {
    const flash = context.flashToPersist(status);
    if (flash === null) res.clearCookie(FLASH_COOKIE, { ...cookieOptions, maxAge: undefined });
    if (flash)
      res.cookie(FLASH_COOKIE, encodeFlash(flash), { ...cookieOptions, signed: true, maxAge: 5 * 60_000 });
  });
}

function makeRedirectsSeeOther(res: Response): void {
  const redirect = res.redirect.bind(res) as (...args: unknown[]) => void;
  res.redirect = function seeOther(...args: unknown[]) {
    if (args.length === 1) return redirect(303, args[0]);
    const [status, url] = typeof args[0] === 'number' ? args : [args[1], args[0]];
    return redirect(status === 302 ? 303 : status, url);
  } as Response['redirect'];
}
