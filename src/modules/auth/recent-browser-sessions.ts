import { Injectable } from '@nestjs/common';
import type { SignedInVisitor, SignedInVisitors } from '@inertia/page-cache';
import type { AccessTokenClaims } from './access-tokens';
import type { AuthContext } from './auth-types';
import {
  joinCookieChunks,
  REFRESH_MARGIN_SECONDS,
  SESSION_COOKIE,
  type StoredSession,
} from './session-cookie';

/** How long a verified session cookie is taken at its word by the output cache (see the class comment). */
export const RECENT_SESSION_MS = 15_000;
const MAX_REMEMBERED = 10_000;
const CHUNK_NAME = new RegExp(`^${SESSION_COOKIE}\\.\\d+$`);

/** The shared `auth` prop (SPEC §4: the current user's claims on every page). */
export function sharedAuth(auth: AuthContext | null | undefined, session: StoredSession | null | undefined) {
  return {
    user: auth
      ? { id: auth.user.id, email: auth.user.email, role: auth.user.role, aal: auth.session.aal }
      : null,
    nextLevel: auth?.nextLevel ?? null,
    expiresAt: auth ? (session?.expires_at ?? null) : null,
  };
}

interface Remembered {
  visitor: SignedInVisitor;
  userId: string;
  until: number;
  expiresAt: number;
  claims: AccessTokenClaims;
  /** Until when the token's signature counts as checked: RECENT_SESSION_MS after passport-jwt checked it. */
  signatureUntil: number;
}

/**
 * Session cookies the browser-session middleware verified in the last few seconds, so that the
 * output cache can serve public pages to signed-in visitors without a database round trip: the
 * exact cookie value (access token included) must match one verified at most RECENT_SESSION_MS ago.
 * What that buys a stale cookie is small by design: a public page whose `auth` prop still names its
 * own holder, for at most that long after the session ended elsewhere (on a server database, only
 * until Postgres's notification of the change arrives: LiveSessionCache forgets it here too). Every other page and every
 * API call checks the session in the database as before; a sign-out in this browser deletes the
 * cookie, so the cache never sees it again.
 */
@Injectable()
export class RecentBrowserSessions implements SignedInVisitors {
  private readonly remembered = new Map<string, Remembered>();
  readonly anonymousAuthJson = JSON.stringify(sharedAuth(null, null));

  isSessionCookie(name: string): boolean {
    return name === SESSION_COOKIE || CHUNK_NAME.test(name);
  }

  recognise(cookies: Record<string, string | undefined>): SignedInVisitor | null {
    const value = joinCookieChunks(SESSION_COOKIE, cookies);
    const known = value === undefined ? undefined : this.remembered.get(value);
    if (!known) return null;
    const now = Date.now();
    // A cookie due for a refresh goes through the middleware, which refreshes it.
    if (known.until > now && known.expiresAt - now / 1000 > REFRESH_MARGIN_SECONDS) return known.visitor;
    this.remembered.delete(value!);
    return null;
  }

  /**
   * The claims of `cookieValue` when passport-jwt verified that exact value (its signed access token
   * included) less than RECENT_SESSION_MS ago and the token has not expired: the middleware then checks
   * only the session behind it, in the database, not the signature again (an ES256 verification was
   * about 100 µs of the event loop's time per signed-in page; docs/performance.md).
   */
  verifiedClaims(cookieValue: string): AccessTokenClaims | null {
    const known = this.remembered.get(cookieValue);
    if (!known) return null;
    const now = Date.now();
    // jsonwebtoken's own rule: a token is expired from its `exp` second on.
    return known.signatureUntil > now && now / 1000 < known.claims.exp ? known.claims : null;
  }

  /**
   * Called once the middleware verified `cookieValue` (as the browser sent it) for `auth`: by its
   * signature (`signatureChecked`), or by its session alone when `verifiedClaims` vouched for the signature.
   */
  remember(cookieValue: string, auth: AuthContext, session: StoredSession, signatureChecked: boolean): void {
    const signatureUntil = signatureChecked
      ? Date.now() + RECENT_SESSION_MS
      : (this.remembered.get(cookieValue)?.signatureUntil ?? 0);
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.delete(this.remembered.keys().next().value!);
    this.remembered.delete(cookieValue);
    this.remembered.set(cookieValue, {
      visitor: {
        authJson: JSON.stringify(sharedAuth(auth, session)),
        binding: auth.session.id,
        identifiers: [auth.user.id, auth.user.email],
      },
      userId: auth.user.id,
      until: Date.now() + RECENT_SESSION_MS,
      expiresAt: session.expires_at,
      claims: auth.claims,
      signatureUntil,
    });
  }

  /** Forgets sessions that ended: signed out here, or notified by Postgres (LiveSessionCache calls it). */
  forget(ended: (session: { id: string; userId: string }) => boolean): void {
    for (const [value, known] of this.remembered)
      if (ended({ id: known.visitor.binding, userId: known.userId })) this.remembered.delete(value);
  }
}
