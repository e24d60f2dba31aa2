import { Injectable } from '@nestjs/common';
import { DatabaseNotifications } from '@database/notifications';
import { PreparedStatements } from '@database/prepared-statements';
import { AppConfig } from '@config/app-config';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';
import { findLiveSession, type LiveSession } from './live-session';
import { RecentBrowserSessions } from './recent-browser-sessions';

/** The channel migration 1765872000000's triggers notify: `session:<id>`, `user:<id>` or `all`. */
export const AUTH_SESSION_CHANGES = 'auth_session_changes';
const MAX_SESSIONS = 10_000;
/** A backstop only: a change is forgotten when its notification arrives (docs/auth.md). */
const KEPT_MS = 60_000;

interface Kept {
  live: LiveSession;
  until: number;
}

/**
 * The live sessions signed-in requests asked for, kept in memory while Postgres's notifications say
 * nothing behind them changed. Every signed-in request asked Postgres for its session, user and
 * factors: one round trip of the two a client-area page makes (docs/performance.md). Triggers on
 * the three tables notify on commit, whichever process or prompt wrote; a session or a user
 * notified is forgotten, as is everything when the listening connection is lost or begins (nothing
 * is served from memory while it is down). A read that began before a notification is not kept.
 * Until a notification arrives (well under a millisecond on one host), the process may still take
 * the session as it was; a sign-out through this process forgets it at once. What is forgotten is
 * forgotten by the output cache's memory of verified cookies too (RecentBrowserSessions), with or
 * without this cache.
 */
@Injectable()
export class LiveSessionCache {
  private readonly kept = new Map<string, Kept>();
  /** Counts notifications and resets: a read that saw another value may be out of date. */
  private generation = 0;
  private readonly enabled: boolean;

  constructor(
    private readonly reads: PreparedStatements,
    private readonly notifications: DatabaseNotifications,
    config: AppConfig,
    private readonly recent: RecentBrowserSessions,
  ) {
    this.enabled = config.auth.sessionCache && notifications.available;
    if (this.enabled) {
      notifications.subscribe(AUTH_SESSION_CHANGES, {
        notify: (payload) => this.changed(payload),
        reset: () => this.forgetAll(),
      });
    }
  }

  /** Notifications and resets seen so far (tests wait for one). */
  get changes(): number {
    return this.generation;
  }

  /** The live session with this id, or null once it has ended; see LiveSession. */
  async find(sessionId: string): Promise<LiveSession | null> {
    const serving = this.enabled && this.notifications.listening;
    if (serving) {
      const kept = this.kept.get(sessionId);
      if (kept && kept.until > Date.now()) return copyOf(kept.live);
    }
    const generation = this.generation;
    const live = await findLiveSession(this.reads, sessionId);
    if (live && serving && generation === this.generation && this.notifications.listening) {
      this.kept.delete(sessionId);
      if (this.kept.size >= MAX_SESSIONS) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(sessionId, { live: copyOf(live), until: Date.now() + KEPT_MS });
    }
    return live;
  }

  forgetSession(sessionId: string): void {
    this.generation++;
    this.kept.delete(sessionId);
    this.recent.forget((session) => session.id === sessionId);
  }

  /** Every session of the user's but `except` (the one signing the others out). */
  forgetUser(userId: string, except?: string): void {
    this.generation++;
    for (const [sessionId, { live }] of this.kept)
      if (live.user.id === userId && sessionId !== except) this.kept.delete(sessionId);
    this.recent.forget((session) => session.userId === userId && session.id !== except);
  }

  private forgetAll(): void {
    this.generation++;
    this.kept.clear();
  }

  private changed(payload: string): void {
    const [kind, id] = payload.split(':', 2);
    if (kind === 'session' && id) this.forgetSession(id);
    else if (kind === 'user' && id) this.forgetUser(id);
    else {
      this.forgetAll();
      this.recent.forget(() => true);
    }
  }
}

/** Callers get their own entities: nothing they change reaches the kept copy. */
function copyOf(live: LiveSession): LiveSession {
  return {
    session: Object.assign(new AuthSession(), live.session, { amr: [...live.session.amr] }),
    user: Object.assign(new AuthUser(), live.user),
    hasVerifiedFactor: live.hasVerifiedFactor,
  };
}
