import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { serialize } from 'cookie';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { cookieOptions } from '../http/cookie-options';
import { isCsrfExemptPath } from '../http/path-policies';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 419, as Laravel-style Inertia apps answer an expired form: the error screen shows this message. */
export class CsrfTokenMismatchException extends HttpException {
  constructor() {
    super('This form has expired. Reload the page and try again.', 419);
  }
}

/**
 * Double-submit CSRF tokens in the convention Inertia's HTTP client follows: the server sets a
 * script-readable XSRF-TOKEN cookie, and every state-changing request echoes it in X-XSRF-TOKEN
 * (or a `_token` form field). Tokens are HMAC-signed so a cookie planted by a sibling subdomain is refused.
 */
export class CsrfTokens {
  constructor(private readonly secret: string) {}

  create(): string {
    const nonce = randomNonce();
    return `${nonce}.${this.sign(nonce)}`;
  }

  isGenuine(token: unknown): token is string {
    if (typeof token !== 'string') return false;
    const [nonce, signature] = token.split('.');
    return Boolean(nonce && signature) && safeEqual(signature, this.sign(nonce));
  }

  matches(cookie: unknown, presented: unknown): boolean {
    return this.isGenuine(cookie) && typeof presented === 'string' && safeEqual(presented, cookie);
  }

  private sign(nonce: string): string {
    return createHmac('sha256', this.secret).update(nonce).digest('base64url');
  }
}

const NONCE_BYTES = 18;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolUsed = noncePool.length;

/**
 * 18 fresh random bytes, base64url. They are drawn from a pool filled by the same CSPRNG 256 nonces
 * at a time (as Node does for randomUUID): each call into OpenSSL cost more than the rest of serving
 * a cached page to a new visitor. No byte is handed out twice.
 */
function randomNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  const nonce = noncePool.toString('base64url', noncePoolUsed, noncePoolUsed + NONCE_BYTES);
  noncePoolUsed += NONCE_BYTES;
  return nonce;
}

/** An HTML or Inertia page response that no shared cache may keep. */
export function isPrivatePage(res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  const page = type.startsWith('text/html') || res.getHeader('X-Inertia') === 'true';
  return page && !/\bpublic\b/.test(String(res.getHeader('Cache-Control') ?? ''));
}

/**
 * The token cookie for a visitor without a genuine one (null when it has one), as a Set-Cookie line:
 * page responses carry it (issuePageCookies, and the output cache), the forms that need it being
 * always on a page.
 */
export function csrfCookieLine(config: AppConfig) {
  const tokens = new CsrfTokens(config.appSecret);
  // The attributes are the same on every line (a token is base64url and a dot: nothing to encode).
  const attributes = serialize(CSRF_COOKIE, '', cookieOptions(config, { readableByScript: true })).slice(
    CSRF_COOKIE.length + 1,
  );
  return (cookies: Record<string, string | undefined>): string | null =>
    tokens.isGenuine(cookies[CSRF_COOKIE]) ? null : `${CSRF_COOKIE}=${tokens.create()}${attributes}`;
}

/** Refuses state-changing requests whose token does not match the cookie. */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly tokens: CsrfTokens;

  constructor(config: AppConfig) {
    this.tokens = new CsrfTokens(config.appSecret);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method) || isCsrfExemptPath(req.path)) {
      return true;
    }
    const presented = req.get(CSRF_HEADER) ?? (req.body as Record<string, unknown> | undefined)?._token;
    if (this.tokens.matches(req.cookies?.[CSRF_COOKIE], presented)) return true;
    throw new CsrfTokenMismatchException();
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
