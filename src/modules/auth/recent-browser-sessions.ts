import { Injectable } from '@nestjs/common';
import type { SignedInVisitor, SignedInVisitors } from '@inertia/page-cache';
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
}

/**
 * Session cookies the browser-session middleware verified in the last few seconds, so that the
 * output cache can serve public pages to signed-in visitors without a database round trip: the
 * exact cookie value (access token included) must match one verified at most RECENT_SESSION_MS ago.
 * What that buys a stale cookie is small by design: a public page whose `auth` prop still names its
 * own holder, for at most that long after the session ended elsewhere. Every other page and every
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

  /** Called once the middleware verified `cookieValue` (as the browser sent it) for `auth`. */
  remember(cookieValue: string, auth: AuthContext, session: StoredSession): void {
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
    });
  }

  /** Forgets the sessions that ended in a sign-out here (other instances let them go within seconds). */
  forget(ended: (session: { id: string; userId: string }) => boolean): void {
    for (const [value, known] of this.remembered)
      if (ended({ id: known.visitor.binding, userId: known.userId })) this.remembered.delete(value);
  }
}
