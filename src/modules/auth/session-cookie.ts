import type { CookieOptions, Request, Response } from 'express';
import { bindCsrfTokens } from '@common/security/csrf';

export const SESSION_COOKIE = 'crm-auth-token';
/** SPEC §9: cookies above this many characters are split into numbered chunks. */
export const COOKIE_CHUNK_SIZE = 3180;
export const SESSION_COOKIE_MAX_AGE_MS = 400 * 24 * 3600 * 1000;
const PREFIX = 'base64-';
/** Access tokens are refreshed when they have less than this left, before any request can fail on them. */
export const REFRESH_MARGIN_SECONDS = 120;

/** What the browser keeps: enough to call the API and to refresh, nothing else. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** A cookie value as written: `name` alone, or `name.0`, `name.1`, ... when it is too long for one. */
export function chunkCookie(name: string, value: string, size = COOKIE_CHUNK_SIZE): Array<[string, string]> {
  if (value.length <= size) return [[name, value]];
  const chunks: Array<[string, string]> = [];
  for (let index = 0; index * size < value.length; index += 1) {
    chunks.push([`${name}.${index}`, value.slice(index * size, (index + 1) * size)]);
  }
  return chunks;
}

/** Reassembles a cookie written by `chunkCookie`; undefined when absent or a chunk is missing. */
export function joinCookieChunks(
  name: string,
  cookies: Record<string, string | undefined>,
): string | undefined {
  if (cookies[name] !== undefined) return cookies[name];
  const parts: string[] = [];
  for (let index = 0; cookies[`${name}.${index}`] !== undefined; index += 1)
    parts.push(cookies[`${name}.${index}`]!);
  return parts.length > 0 ? parts.join('') : undefined;
}

/** The part of a session response the browser keeps. */
export function storedSessionOf(session: StoredSession): StoredSession {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_at: session.expires_at,
  };
}

export function encodeStoredSession(session: StoredSession): string {
  return PREFIX + Buffer.from(JSON.stringify(storedSessionOf(session))).toString('base64url');
}

/** A stored session is valid only with access_token, refresh_token and expires_at (SPEC §4). */
export function decodeStoredSession(value: string | undefined): StoredSession | null {
  if (!value?.startsWith(PREFIX)) return null;
  try {
    const parsed = JSON.parse(
      Buffer.from(value.slice(PREFIX.length), 'base64url').toString('utf8'),
    ) as Partial<StoredSession>;
    if (typeof parsed.access_token !== 'string' || typeof parsed.refresh_token !== 'string') return null;
    if (typeof parsed.expires_at !== 'number') return null;
    return storedSessionOf(parsed as StoredSession);
  } catch {
    return null;
  }
}

/** The `session_id` claim of an access token we issued (read, not verified: it only names what a CSRF token binds to). */
function sessionIdOf(accessToken: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      session_id?: unknown;
    };
    return typeof claims.session_id === 'string' ? claims.session_id : undefined;
  } catch {
    return undefined;
  }
}

/** The httpOnly session cookie of the site's own pages (Path /, SameSite Lax, 400 days, Secure in production). */
export class SessionCookie {
  constructor(private readonly secure: boolean) {}

  private get options(): CookieOptions {
    return { path: '/', sameSite: 'lax', secure: this.secure, httpOnly: true };
  }

  read(req: Request): StoredSession | null {
    return decodeStoredSession(joinCookieChunks(SESSION_COOKIE, req.cookies ?? {}));
  }

  /** Whether the request carries anything that looks like our cookie (valid or not). */
  present(req: Request): boolean {
    return this.namesIn(req).length > 0;
  }

  /** Writes the session; from here on the request's CSRF tokens belong to it (a sign-in gets a new token). */
  write(req: Request, res: Response, session: StoredSession): void {
    bindCsrfTokens(req, sessionIdOf(session.access_token));
    const chunks = chunkCookie(SESSION_COOKIE, encodeStoredSession(session));
    const written = new Set(chunks.map(([name]) => name));
    for (const name of this.namesIn(req)) if (!written.has(name)) res.clearCookie(name, this.options);
    for (const [name, value] of chunks)
      res.cookie(name, value, { ...this.options, maxAge: SESSION_COOKIE_MAX_AGE_MS });
  }

  clear(req: Request, res: Response): void {
    bindCsrfTokens(req, undefined);
    for (const name of this.namesIn(req)) res.clearCookie(name, this.options);
  }

  private namesIn(req: Request): string[] {
    return Object.keys(req.cookies ?? {}).filter(
      (name) => name === SESSION_COOKIE || new RegExp(`^${SESSION_COOKIE}\\.\\d+$`).test(name),
    );
  }
}
