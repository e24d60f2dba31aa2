import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThan, Not, Repository } from 'typeorm';
import type { SignedInDevice } from '@shared/pages/auth';
import { describeDevice } from './devices';
import { AppConfig } from '@config/app-config';
import { AccessTokenClaims, AccessTokens } from './access-tokens';
import { AuthAuditLog } from './auth-audit-log';
import { logoutScope, SIGN_IN_PASSWORD_MAX_LENGTH, validEmail } from './auth-rules';
import { AuthContext, RequestMeta, SessionPayload } from './auth-types';
import { loadUserPayload, userWithPasswordHash } from './auth-users';
import { LiveSessionCache } from './live-session-cache';
import { AuthError } from './auth.error';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthRefreshToken } from './entities/auth-refresh-token.entity';
import { AssuranceLevel, AuthMethodReference, AuthSession } from './entities/auth-session.entity';
import { AuthUser, UserRole } from './entities/auth-user.entity';
import { passwordMatches } from './passwords';
import { RefreshTokenCodec, sha256 } from './token-hashing';

/** A refresh decided inside a transaction: either a session, or an error to raise after commit. */
type RefreshOutcome = { session: SessionPayload } | { error: AuthError };

/**
 * Sessions: password sign-in, rotating refresh tokens (with reuse detection), the live session
 * behind an access token, sign-out, and new tokens when a session's assurance changes.
 */
@Injectable()
export class AuthSessions {
  private readonly refreshTokens: RefreshTokenCodec;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly liveSessions: LiveSessionCache,
    @InjectRepository(AuthUser) private readonly users: Repository<AuthUser>,
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    private readonly accessTokens: AccessTokens,
    private readonly audit: AuthAuditLog,
    private readonly config: AppConfig,
  ) {
    this.refreshTokens = new RefreshTokenCodec(config.appSecret);
  }

  async signInWithPassword(
    emailInput: unknown,
    password: unknown,
    meta: RequestMeta,
    options: { role?: UserRole } = {},
  ): Promise<SessionPayload> {
    if (!emailInput || typeof password !== 'string' || password === '') {
      throw AuthError.validation('Enter your email address and password.');
    }
    const email = validEmail(emailInput);
    if (!email) throw AuthError.validation('Enter a valid email address.');
    const user = await userWithPasswordHash(this.users, { email });
    const tooLong = password.length > SIGN_IN_PASSWORD_MAX_LENGTH;
    if (tooLong || !(await passwordMatches(password, user?.passwordHash)) || !user) {
      await this.audit.record('login_failed', meta, { userId: user?.id, email });
      throw AuthError.invalidCredentials();
    }
    if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    if (options.role && user.role !== options.role) {
      await this.audit.record('login_failed', meta, {
        userId: user.id,
        email,
        detail: { reason: 'not_admin' },
      });
      throw new AuthError(403, 'not_admin', 'This account does not have admin access.');
    }
    const session = await this.startSession(user, 'password', meta);
    await this.audit.record('login', meta, { userId: user.id, email });
    return session;
  }

  /**
   * Rotates a refresh token. All refreshes of one session queue on its row lock, so two tabs
   * refreshing at once get the same new token instead of tripping reuse detection.
   */
  async refresh(refreshToken: unknown, meta: RequestMeta): Promise<SessionPayload> {
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      throw AuthError.validation('refresh_token required');
    }
    const outcome = await this.dataSource.transaction((manager) =>
      this.refreshInTransaction(manager, sha256(refreshToken)),
    );
    if ('error' in outcome) {
      if (outcome.error.code === 'refresh_token_already_used') {
        await this.audit.record('token_reuse_detected', meta, {});
      }
      throw outcome.error;
    }
    return outcome.session;
  }

  private async refreshInTransaction(manager: EntityManager, tokenHash: string): Promise<RefreshOutcome> {
    const notFound = new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
    const found = await manager.findOneBy(AuthRefreshToken, { tokenHash });
    if (!found) return { error: notFound };
    const session = await manager.findOne(AuthSession, {
      where: { id: found.sessionId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!session) return { error: notFound };
    if (session.notAfter.getTime() <= Date.now()) {
      await manager.delete(AuthSession, { id: session.id });
      return { error: new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired') };
    }
    // Read again under the session lock: a concurrent refresh may have rotated it meanwhile.
    const token = await manager.findOneByOrFail(AuthRefreshToken, { id: found.id });
    const user = await manager.findOneByOrFail(AuthUser, { id: session.userId });
    if (!token.revoked) {
      await manager.update(AuthRefreshToken, { id: token.id }, { revoked: true });
      await manager.update(AuthSession, { id: session.id }, { refreshedAt: new Date() });
      const child = await this.insertRefreshToken(manager, session, token.id);
      return { session: await this.sessionPayload(user, session, child, manager) };
    }
    const reuseUntil = token.updatedAt.getTime() + this.config.auth.refreshReuseIntervalSeconds * 1000;
    const active = await manager.findOne(AuthRefreshToken, {
      where: { sessionId: session.id, revoked: false },
      order: { id: 'DESC' },
    });
    if (Date.now() <= reuseUntil && active) {
      // A client that lost the response of a refresh (or a parallel tab): answer with the current token.
      return {
        session: await this.sessionPayload(user, session, this.refreshTokens.valueFor(active.id), manager),
      };
    }
    // A rotated token presented again later: assume it was stolen and end the whole session.
    await manager.delete(AuthSession, { id: session.id });
    return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
  }

  /** Resolves verified token claims to the live user and session (a signed-out session fails). */
  async authenticate(claims: AccessTokenClaims): Promise<AuthContext> {
    const live = await this.liveSessions.find(claims.session_id);
    if (!live || live.user.id !== claims.sub) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return {
      user: live.user,
      session: live.session,
      claims,
      nextLevel: live.hasVerifiedFactor ? 'aal2' : 'aal1',
    };
  }

  async logout(auth: AuthContext, scope: unknown, meta: RequestMeta): Promise<void> {
    const scopeOf = logoutScope(scope);
    const where =
      scopeOf === 'global'
        ? { userId: auth.user.id }
        : scopeOf === 'others'
          ? { userId: auth.user.id, id: Not(auth.session.id) }
          : { id: auth.session.id };
    await this.sessions.delete(where);
    if (scopeOf === 'local') this.liveSessions.forgetSession(auth.session.id);
    else this.liveSessions.forgetUser(auth.user.id, scopeOf === 'others' ? auth.session.id : undefined);
    await this.audit.record('logout', meta, {
      userId: auth.user.id,
      email: auth.user.email,
      detail: { scope: scopeOf },
    });
  }

  /** The user's live sessions, most recently used first: the security page's "where you are signed in". */
  async devices(auth: AuthContext): Promise<SignedInDevice[]> {
    const sessions = await this.sessions.find({
      where: { userId: auth.user.id, notAfter: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
      take: 50,
    });
    return sessions
      .map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        ipAddress: session.ipAddress,
        signedInAt: session.createdAt.toISOString(),
        lastActiveAt: (session.refreshedAt ?? session.createdAt).toISOString(),
        current: session.id === auth.session.id,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
  }

  /**
   * Signs one of the user's other devices out: its session goes, and with it every access token
   * issued under it (they are checked against the live session). Another user's session id, or
   * this session's own, changes nothing (false).
   */
  async endOtherSession(auth: AuthContext, sessionId: string, meta: RequestMeta): Promise<boolean> {
    if (sessionId === auth.session.id) return false;
    const result = await this.sessions.delete({ id: sessionId, userId: auth.user.id });
    if (!result.affected) return false;
    this.liveSessions.forgetSession(sessionId);
    await this.audit.record('logout', meta, {
      userId: auth.user.id,
      email: auth.user.email,
      detail: { scope: 'device', session: sessionId },
    });
    return true;
  }

  /** A new session token pair for a session whose assurance just changed (after an MFA verify). */
  async reissue(manager: EntityManager, session: AuthSession): Promise<SessionPayload> {
    await manager.update(AuthRefreshToken, { sessionId: session.id, revoked: false }, { revoked: true });
    const user = await manager.findOneByOrFail(AuthUser, { id: session.userId });
    const token = await this.insertRefreshToken(manager, session, null);
    return this.sessionPayload(user, session, token, manager);
  }

  userById(id: string): Promise<AuthUser> {
    return this.users.findOneByOrFail({ id });
  }

  /** Opens a session for a user who just proved who they are (a password, an emailed link). */
  async startSession(
    user: AuthUser,
    method: AuthMethodReference['method'],
    meta: RequestMeta,
    /** A provider sign-in: which provider, and whether its own two-step counts as ours (aal2). */
    external?: { provider: string; aal: AssuranceLevel },
  ): Promise<SessionPayload> {
    const now = new Date();
    const timestamp = Math.floor(now.getTime() / 1000);
    return this.dataSource.transaction(async (manager) => {
      const session = await manager.save(
        manager.create(AuthSession, {
          userId: user.id,
          aal: external?.aal ?? 'aal1',
          amr: [{ method, timestamp, ...(external && { provider: external.provider }) }],
          userAgent: meta.userAgent,
          ipAddress: meta.ip,
          notAfter: new Date(now.getTime() + this.config.auth.sessionMaxAgeSeconds * 1000),
        }),
      );
      await manager.update(AuthUser, { id: user.id }, { lastSignInAt: now });
      await manager.update(
        AuthIdentity,
        { userId: user.id, provider: external?.provider ?? 'email' },
        { lastSignInAt: now },
      );
      const token = await this.insertRefreshToken(manager, session, null);
      return this.sessionPayload({ ...user, lastSignInAt: now }, session, token, manager);
    });
  }

  private async insertRefreshToken(
    manager: EntityManager,
    session: AuthSession,
    parentId: string | null,
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `SELECT nextval('auth_refresh_tokens_id_seq')::text AS id`,
    )) as Array<{
      id: string;
    }>;
    await manager.insert(AuthRefreshToken, {
      id,
      tokenHash: this.refreshTokens.hashFor(id),
      sessionId: session.id,
      userId: session.userId,
      parentId,
    });
    return this.refreshTokens.valueFor(id);
  }

  private async sessionPayload(
    user: AuthUser,
    session: AuthSession,
    refreshToken: string,
    manager: EntityManager,
  ): Promise<SessionPayload> {
    const payload = await loadUserPayload(manager, user.id);
    const { token, expiresAt } = await this.accessTokens.sign({
      sub: user.id,
      email: user.email,
      role: user.role,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      app_metadata: { ...payload.app_metadata, role: user.role },
      user_metadata: {},
      is_anonymous: false,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.accessTokens.ttlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: payload,
    };
  }
}
