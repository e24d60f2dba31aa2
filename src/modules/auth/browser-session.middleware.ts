import { Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { bindCsrfTokens } from '@common/security/csrf';
import { AuthError, SESSION_ENDING_CODES } from './auth.error';
import { AuthSessions } from './auth-sessions.service';
import { AuthContext, requestMeta } from './auth-types';
import { BROWSER_SESSION_STRATEGY, BrowserSessionJwtStrategy } from './jwt.strategy';
import { RecentBrowserSessions } from './recent-browser-sessions';
import {
  joinCookieChunks,
  REFRESH_MARGIN_SECONDS,
  SESSION_COOKIE,
  SessionCookie,
  StoredSession,
  storedSessionOf,
} from './session-cookie';

/**
 * Turns the session cookie into `req.auth` for the site's pages: refreshes the access token on the
 * server shortly before it expires, verifies it (passport-jwt), and removes the cookie when the
 * session has ended (SIGNED_OUT). The /auth/v1 API ignores cookies: it takes bearer tokens only.
 */
@Injectable()
export class BrowserSessionMiddleware implements NestMiddleware {
  private readonly logger = new Logger('BrowserSession');
  /**
   * This application's own authenticator with its own strategy: passport's default instance is one
   * per process, so a second application in the process (tests) would otherwise verify our cookies
   * with its keys.
   */
  private readonly authenticator = new passport.Passport();

  constructor(
    private readonly sessions: AuthSessions,
    private readonly cookie: SessionCookie,
    private readonly recent: RecentBrowserSessions,
    strategy: BrowserSessionJwtStrategy,
  ) {
    this.authenticator.use(BROWSER_SESSION_STRATEGY, strategy);
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    req.auth = null;
    if (req.path.startsWith('/auth/v1/')) return next();
    const stored = this.cookie.read(req);
    if (!stored) {
      if (this.cookie.present(req)) this.cookie.clear(req, res);
      return next();
    }
    const session = await this.freshSession(req, res, stored);
    if (!session) return next();
    req.browserSession = session;
    // The cookie as sent, unless this request refreshed it: the output cache may then recognise it.
    const cookieValue = session === stored ? joinCookieChunks(SESSION_COOKIE, req.cookies) : undefined;
    const settle = (error: unknown, context: AuthContext | false, signatureChecked: boolean) => {
      if (context) {
        req.auth = context;
        bindCsrfTokens(req, context.session.id, false);
        if (cookieValue !== undefined) this.recent.remember(cookieValue, context, session, signatureChecked);
      } else if (!(error instanceof AuthError) || SESSION_ENDING_CODES.has(error.code))
        this.cookie.clear(req, res);
      next();
    };
    const verifiedClaims = cookieValue === undefined ? null : this.recent.verifiedClaims(cookieValue);
    if (verifiedClaims) {
      // passport-jwt verified this very token moments ago: only its session is checked again, as
      // the strategy's validate() would.
      let context: AuthContext | false = false;
      let failure: unknown = null;
      try {
        context = await this.sessions.authenticate(verifiedClaims);
      } catch (error) {
        failure = error;
      }
      return settle(failure, context, false);
    }
    const verify = this.authenticator.authenticate(
      BROWSER_SESSION_STRATEGY,
      { session: false },
      (error: unknown, context: AuthContext | false) => settle(error, context, true),
    ) as (req: Request, res: Response, next: NextFunction) => void;
    verify(req, res, next);
  }

  /** The stored session, refreshed first when its access token is about to expire; null once it has ended. */
  private async freshSession(
    req: Request,
    res: Response,
    stored: StoredSession,
  ): Promise<StoredSession | null> {
    const secondsLeft = stored.expires_at - Date.now() / 1000;
    if (secondsLeft > REFRESH_MARGIN_SECONDS) return stored;
    try {
      const refreshed = storedSessionOf(await this.sessions.refresh(stored.refresh_token, requestMeta(req)));
      this.cookie.write(req, res, refreshed);
      return refreshed;
    } catch (error) {
      if (error instanceof AuthError && SESSION_ENDING_CODES.has(error.code)) {
        this.cookie.clear(req, res);
        return null;
      }
      // Not the session's fault (e.g. the database is briefly unavailable): keep the cookie for the next request.
      this.logger.warn({ err: error }, 'Could not refresh a browser session');
      return secondsLeft > 0 ? stored : null;
    }
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      browserSession?: StoredSession | null;
    }
  }
}
