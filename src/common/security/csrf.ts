import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { serialize } from 'cookie';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { cookieOptions } from '../http/cookie-options';
import { isCsrfExempt } from '../http/path-policies';
import { GenuineTokens } from './genuine-tokens';

/** The token cookie on plain HTTP (development, tests, localhost). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The token cookie on HTTPS: the `__Host-` prefix makes browsers refuse it from a sibling subdomain
 * (it must be Secure, Path=/ and have no Domain), so nobody else can plant a token.
 */
export const HOST_CSRF_COOKIE = '__Host-XSRF-TOKEN';
/** Both names: carrying either does not make a request personal (the output cache). */
export const CSRF_COOKIES = [CSRF_COOKIE, HOST_CSRF_COOKIE];
export const CSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfCookieName = (config: AppConfig): string =>
  config.servesHttps ? HOST_CSRF_COOKIE : CSRF_COOKIE;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** What this request's CSRF token must be bound to: the browser session's id, when signed in. */
      csrfBinding?: string;
      /** Set when signing in or out during this request: the response carries a token for the new binding. */
      csrfBindingChanged?: boolean;
    }
  }
}

/**
 * Binds CSRF tokens to a browser session (its id) or, with undefined, to none (anonymous). The auth
 * module calls it when it reads the session cookie (`changed: false`) and when it writes or clears
 * it (sign-in, sign-out), so a token from before a sign-in is not accepted after it.
 */
export function bindCsrfTokens(req: Request, sessionId: string | undefined, changed = true): void {
  if (changed && req.csrfBinding !== sessionId) req.csrfBindingChanged = true;
  req.csrfBinding = sessionId;
}

/** 419, as Laravel-style Inertia apps answer an expired form: the error screen shows this message. */
export class CsrfTokenMismatchException extends HttpException {
  constructor() {
    super('This form has expired. Reload the page and try again.', 419);
  }
}

/**
 * Double-submit CSRF tokens in the convention Inertia's HTTP client follows: the server sets a
 * script-readable XSRF-TOKEN cookie, and every state-changing request echoes it in X-XSRF-TOKEN
 * (or a `_token` form field). A token is a nonce and an HMAC over the nonce and the session it is
 * bound to: a token made by anyone else, or for another session (a planted cookie), is refused.
 */
export class CsrfTokens {
  /** Tokens found genuine lately, each with its binding. */
  private readonly genuine = new GenuineTokens();
  /** Anonymous tokens made ahead (`create`), each handed to one visitor only. */
  private readonly anonymousAhead: string[] = [];

  constructor(private readonly secret: string) {}

  /**
   * A new token for `binding`. Anonymous ones (every new visitor's first page) are made
   * ANONYMOUS_TOKENS_AHEAD at a time: one HMAC made between two pages cost a cached 3 KB page about
   * a fifth of the server's CPU, several times what the same HMACs cost made one after another
   * (docs/performance.md).
   */
  create(binding = ''): string {
    if (binding !== '') return this.make(binding);
    if (this.anonymousAhead.length === 0)
      for (let made = 0; made < ANONYMOUS_TOKENS_AHEAD; made += 1) this.anonymousAhead.push(this.make(''));
    return this.anonymousAhead.pop()!;
  }

  isGenuine(token: unknown, binding = ''): token is string {
    if (typeof token !== 'string') return false;
    const key = `${binding}\n${token}`;
    if (this.genuine.has(key)) return true;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature || !safeEqual(signature, this.sign(nonce, binding))) return false;
    this.genuine.add(key);
    return true;
  }

  matches(cookie: unknown, presented: unknown, binding = ''): boolean {
    return this.isGenuine(cookie, binding) && typeof presented === 'string' && safeEqual(presented, cookie);
  }

  private make(binding: string): string {
    const nonce = randomNonce();
    return `${nonce}.${this.sign(nonce, binding)}`;
  }

  /** Anonymous tokens sign the nonce alone (as before sessions were bound); a nonce never holds "\n". */
  private sign(nonce: string, binding: string): string {
    return createHmac('sha256', this.secret)
      .update(binding ? `${binding}\n${nonce}` : nonce)
      .digest('base64url');
  }
}

/** Anonymous tokens made at once when none is left (about 0.2 ms of work). */
const ANONYMOUS_TOKENS_AHEAD = 64;
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
 * The token cookie for a visitor without a genuine one for `binding` (null when it has one), as a
 * Set-Cookie line: page responses carry it (issuePageCookies, and the output cache for anonymous
 * visitors), the forms that need it being always on a page.
 */
export function csrfCookieLine(config: AppConfig) {
  const tokens = new CsrfTokens(config.appSecret);
  const name = csrfCookieName(config);
  // The attributes are the same on every line (a token is base64url and a dot: nothing to encode).
  const attributes = serialize(name, '', cookieOptions(config, { readableByScript: true })).slice(
    name.length + 1,
  );
  // A token of its own for every visitor, anonymous ones too: the check compares the cookie with what the
  // form sends, so a token shared with others could be known to an attacker (a login CSRF, say).
  return (cookies: Record<string, string | undefined>, binding = ''): string | null =>
    tokens.isGenuine(cookies[name], binding) ? null : `${name}=${tokens.create(binding)}${attributes}`;
}

/** Refuses state-changing requests whose token does not match the cookie and the request's session. */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly tokens: CsrfTokens;
  private readonly cookieName: string;

  constructor(
    config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    this.tokens = new CsrfTokens(config.appSecret);
    this.cookieName = csrfCookieName(config);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (
      SAFE_METHODS.has(req.method) ||
      isCsrfExempt(this.reflector, context.getHandler(), context.getClass())
    ) {
      return true;
    }
    if (isSameOriginBrowserRequest(req)) return true;
    const presented = req.get(CSRF_HEADER) ?? (req.body as Record<string, unknown> | undefined)?._token;
    if (this.tokens.matches(req.cookies?.[this.cookieName], presented, req.csrfBinding)) return true;
    throw new CsrfTokenMismatchException();
  }
}

/**
 * A browser's own word that the request comes from one of our pages: `Sec-Fetch-Site` is set by the
 * browser and no script or other site can set or change it (Fetch Metadata, in every current browser; Go's
 * `CrossOriginProtection` relies on it alone). It is what lets a form sent before the page's script ran, a
 * plain POST without the token header, go through; a cross-site or same-site (a sibling subdomain) request,
 * or a browser that does not send it, still needs the token.
 */
function isSameOriginBrowserRequest(req: Request): boolean {
  return req.get('Sec-Fetch-Site') === 'same-origin';
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
