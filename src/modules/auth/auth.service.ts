import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { SiteSettings } from '@modules/settings';
import { MailService } from '@modules/mail';
import {
  emailChangeCurrentEmail,
  emailChangedNoticeEmail,
  emailChangeEmail,
  passwordRecoveryEmail,
  reauthenticationEmail,
  signupConfirmationEmail,
} from './auth-emails';
import { AccessTokenClaims, ACCESS_TOKEN_AUDIENCE, AccessTokens } from './access-tokens';
import { AuthAuditLog } from './auth-audit-log';
import { AuthError } from './auth.error';
import { AuthContext, RequestMeta, SessionPayload, UserPayload } from './auth-types';
import { AuthFactor } from './entities/auth-factor.entity';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthOneTimeToken, EmailLinkType, OneTimeTokenType } from './entities/auth-one-time-token.entity';
import { AuthRefreshToken } from './entities/auth-refresh-token.entity';
import { AuthMethodReference, AuthSession } from './entities/auth-session.entity';
import { AuthUser, UserRole } from './entities/auth-user.entity';
import { hashPassword, passwordMatches, weakPasswordReason } from './passwords';
import { newEmailToken, RefreshTokenCodec, sha256 } from './token-hashing';
import { routes } from '@shared/routes';
import { safeRedirect, validEmail } from './auth-rules';

export { EMAIL_MAX_LENGTH, normaliseEmail, safeRedirect, validEmail } from './auth-rules';

/** A session opened by an emailed link (recovery, invitation) may set a password this long after. */
export const RECENT_SIGN_IN_SECONDS = 15 * 60;
const TOKEN_TTL_SECONDS: Record<OneTimeTokenType, number> = {
  recovery: 3600,
  invite: 24 * 3600,
  signup: 24 * 3600,
  email_change: 24 * 3600,
  email_change_current: 24 * 3600,
  email_change_cancel: 24 * 3600,
  reauthentication: 10 * 60,
};
export const EMAIL_LINK_TYPES: readonly EmailLinkType[] = [
  'recovery',
  'invite',
  'signup',
  'email_change',
  'email_change_current',
];
const EMAIL_CHANGE_TOKENS: OneTimeTokenType[] = [
  'email_change',
  'email_change_current',
  'email_change_cancel',
];
/** RFC 5321's limit for a whole address. */
/** Longer than any password we accept (PASSWORD_MAX_LENGTH): refused without hashing it. */
const SIGN_IN_PASSWORD_MAX_LENGTH = 1024;

/** What verifying an email link did: signed the user in, or recorded one of an email change's two confirmations. */
export type VerifiedLink =
  | { session: SessionPayload; type: EmailLinkType }
  | { session: null; type: 'email_change' | 'email_change_current' };

/** A refresh decided inside a transaction: either a session, or an error to raise after commit. */
type RefreshOutcome = { session: SessionPayload } | { error: AuthError };

/**
 * The authentication service behind both the `/auth/v1` API and the site's own pages:
 * password sign-in, sessions with rotating refresh tokens, sign-out, account changes and email links.
 */
@Injectable()
export class AuthService {
  private readonly refreshTokens: RefreshTokenCodec;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AuthUser) private readonly users: Repository<AuthUser>,
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    @InjectRepository(AuthFactor) private readonly factors: Repository<AuthFactor>,
    private readonly accessTokens: AccessTokens,
    private readonly audit: AuthAuditLog,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly settings: SiteSettings,
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
    const user = await this.userWithPasswordHash({ email });
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
    const session = await this.sessions.findOneBy({ id: claims.session_id });
    if (!session || session.userId !== claims.sub) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await this.users.findOneByOrFail({ id: session.userId });
    const verified = await this.factors.countBy({ userId: user.id, status: 'verified' });
    return { user, session, claims, nextLevel: verified > 0 ? 'aal2' : 'aal1' };
  }

  async logout(auth: AuthContext, scope: unknown, meta: RequestMeta): Promise<void> {
    if (scope !== undefined && scope !== 'local' && scope !== 'others' && scope !== 'global') {
      throw AuthError.validation('scope must be one of: global, local, others');
    }
    const where =
      scope === 'global'
        ? { userId: auth.user.id }
        : scope === 'others'
          ? { userId: auth.user.id, id: Not(auth.session.id) }
          : { id: auth.session.id };
    await this.sessions.delete(where);
    await this.audit.record('logout', meta, {
      userId: auth.user.id,
      email: auth.user.email,
      detail: { scope: scope ?? 'local' },
    });
  }

  /** The user as the API shows it; inside a transaction, pass its manager to see its changes. */
  async userPayload(userId: string, manager: EntityManager = this.dataSource.manager): Promise<UserPayload> {
    const user = await manager.findOneByOrFail(AuthUser, { id: userId });
    const identities = await manager.findBy(AuthIdentity, { userId });
    const factors = await manager.find(AuthFactor, { where: { userId }, order: { createdAt: 'ASC' } });
    const iso = (date: Date | null) => (date ? date.toISOString() : null);
    return {
      id: user.id,
      aud: ACCESS_TOKEN_AUDIENCE,
      role: user.role,
      email: user.email,
      email_confirmed_at: iso(user.emailConfirmedAt),
      confirmed_at: iso(user.emailConfirmedAt),
      ...(user.pendingEmail && { new_email: user.pendingEmail }),
      last_sign_in_at: iso(user.lastSignInAt),
      app_metadata: { provider: 'email', providers: ['email'], role: user.role },
      user_metadata: {},
      identities: identities.map((identity) => ({
        identity_id: identity.id,
        id: identity.providerId,
        user_id: identity.userId,
        provider: identity.provider,
        identity_data: identity.identityData,
        created_at: identity.createdAt.toISOString(),
        updated_at: identity.updatedAt.toISOString(),
        last_sign_in_at: iso(identity.lastSignInAt),
      })),
      factors: factors.map((factor) => ({
        id: factor.id,
        friendly_name: factor.friendlyName,
        factor_type: factor.factorType,
        status: factor.status,
        created_at: factor.createdAt.toISOString(),
        updated_at: factor.updatedAt.toISOString(),
      })),
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      is_anonymous: false,
    };
  }

  /** Who hears about new leads and assessments: the recipients setting, or every admin account when it is empty. */
  async notificationRecipients(): Promise<string[]> {
    const recipients = this.settings.current().notificationRecipients;
    if (recipients.length) return recipients;
    const admins = await this.users.find({
      where: { role: 'admin' },
      select: { email: true },
      order: { email: 'ASC' },
    });
    return admins.map((admin) => admin.email);
  }

  async hasPassword(userId: string): Promise<boolean> {
    return Boolean((await this.userWithPasswordHash({ id: userId }))?.passwordHash);
  }

  /**
   * PUT /user: a new password and/or a new email. With a verified factor both need an aal2 session;
   * without one, a password change needs a re-authentication code (`nonce`) unless the session was
   * opened by an emailed link moments ago.
   */
  async updateUser(
    auth: AuthContext,
    changes: { email?: unknown; password?: unknown; nonce?: unknown },
    meta: RequestMeta,
  ): Promise<UserPayload> {
    // Checked before anything changes, so a refused email never leaves a half-applied request.
    const email = changes.email === undefined ? undefined : validEmail(changes.email);
    if (email === null) throw AuthError.validation('Enter a valid email address.');
    if (changes.password !== undefined) await this.changePassword(auth, changes, meta);
    if (email !== undefined) await this.requestEmailChange(auth, email, meta);
    return this.userPayload(auth.user.id);
  }

  /** Whether a password change from this session must carry an emailed re-authentication code. */
  passwordChangeNeedsCode(auth: AuthContext): boolean {
    return auth.session.aal !== 'aal2' && !this.openedByEmailLinkRecently(auth.session);
  }

  /** An account with a verified factor changes its credentials only from a session that proved it. */
  requireStepUp(auth: AuthContext, action: string): void {
    if (auth.nextLevel === 'aal2' && auth.session.aal !== 'aal2') throw AuthError.insufficientAal(action);
  }

  private async changePassword(
    auth: AuthContext,
    changes: { password?: unknown; nonce?: unknown },
    meta: RequestMeta,
  ): Promise<void> {
    const { password, nonce } = changes;
    if (typeof password !== 'string') throw AuthError.validation('password must be a string');
    const weakness = weakPasswordReason(password);
    if (weakness) throw new AuthError(422, 'weak_password', weakness);
    this.requireStepUp(auth, 'change the password');
    const needsNonce = this.passwordChangeNeedsCode(auth);
    if (needsNonce && (typeof nonce !== 'string' || nonce.trim() === '')) {
      throw new AuthError(
        400,
        'reauthentication_needed',
        'Password update requires reauthentication: ask for a code by email and enter it.',
      );
    }
    const user = await this.userWithPasswordHash({ id: auth.user.id });
    if (!user)
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    if (user.passwordHash && (await passwordMatches(password, user.passwordHash))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      if (needsNonce && !(await this.useReauthenticationCode(manager, user.id, String(nonce)))) {
        throw new AuthError(400, 'reauthentication_not_valid', 'Verification code is invalid or has expired');
      }
      await manager.update(AuthUser, { id: user.id }, { passwordHash });
      // Anyone signed in elsewhere with the old password is signed out.
      await manager.delete(AuthSession, { userId: user.id, id: Not(auth.session.id) });
    });
    await this.audit.record('password_changed', meta, {
      userId: user.id,
      email: user.email,
      detail: { proof: auth.session.aal === 'aal2' ? 'aal2' : needsNonce ? 'nonce' : 'email_link' },
    });
  }

  /** GET /reauthenticate: emails a 6-digit code that a password change takes as `nonce` (10 minutes, once). */
  async reauthenticate(auth: AuthContext, meta: RequestMeta): Promise<void> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AuthOneTimeToken, { userId: auth.user.id, tokenType: 'reauthentication' });
      await manager.insert(AuthOneTimeToken, {
        userId: auth.user.id,
        tokenType: 'reauthentication',
        tokenHash: reauthenticationHash(auth.user.id, code),
        email: auth.user.email,
        expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS.reauthentication * 1000),
      });
    });
    await this.mail.send({ to: auth.user.email, ...reauthenticationEmail(code) });
    await this.audit.record('reauthentication_requested', meta, {
      userId: auth.user.id,
      email: auth.user.email,
    });
  }

  private async useReauthenticationCode(
    manager: EntityManager,
    userId: string,
    code: string,
  ): Promise<boolean> {
    const used = await manager
      .createQueryBuilder()
      .update(AuthOneTimeToken)
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND token_type = :type AND token_hash = :hash', {
        userId,
        type: 'reauthentication',
        hash: reauthenticationHash(userId, code.trim()),
      })
      .andWhere('used_at IS NULL AND expires_at > now()')
      .execute();
    return (used.affected ?? 0) > 0;
  }

  /** The password hash is never selected by default; only these checks read it. */
  private userWithPasswordHash(where: { id: string } | { email: string }): Promise<AuthUser | null> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['email', where.email];
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where(`user.${column} = :value`, { value })
      .getOne();
  }

  private openedByEmailLinkRecently(session: AuthSession): boolean {
    const now = Date.now() / 1000;
    return session.amr.some(
      (entry) =>
        (entry.method === 'recovery' || entry.method === 'invite') &&
        now - entry.timestamp <= RECENT_SIGN_IN_SECONDS,
    );
  }

  /**
   * Starts an email change: confirmed by a link to the new address and one to the current address
   * (which can cancel it instead); nothing changes until both are used.
   */
  private async requestEmailChange(auth: AuthContext, email: string, meta: RequestMeta): Promise<void> {
    this.requireStepUp(auth, 'change the email address');
    if (email === auth.user.email) return;
    if (await this.users.existsBy({ email })) {
      throw AuthError.emailExists();
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.update(AuthUser, { id: auth.user.id }, { pendingEmail: email });
      await manager.delete(AuthOneTimeToken, { userId: auth.user.id, tokenType: In(EMAIL_CHANGE_TOKENS) });
    });
    const toNew = await this.createEmailLink(auth.user, 'email_change', email, routes.auth.security());
    const toCurrent = await this.createEmailLink(
      auth.user,
      'email_change_current',
      email,
      routes.auth.security(),
    );
    const cancel = await this.createToken(auth.user, 'email_change_cancel', email);
    const cancelUrl = `${this.config.appUrl}${routes.auth.cancelEmailChangePage({ token: cancel })}`;
    await this.mail.send({ to: email, ...emailChangeEmail(toNew, email) });
    await this.mail.send({ to: auth.user.email, ...emailChangeCurrentEmail(toCurrent, cancelUrl, email) });
    await this.audit.record('email_change_requested', meta, {
      userId: auth.user.id,
      email: auth.user.email,
      detail: { new_email: email },
    });
  }

  /** The current address's "not me": the change is dropped and every session ends. */
  async cancelEmailChange(token: unknown, meta: RequestMeta): Promise<boolean> {
    if (typeof token !== 'string' || token === '' || token.length > 200) return false;
    const user = await this.dataSource.transaction(async (manager) => {
      const record = await manager.findOne(AuthOneTimeToken, {
        where: { tokenHash: sha256(token), tokenType: 'email_change_cancel' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) return null;
      const found = await manager.findOneByOrFail(AuthUser, { id: record.userId });
      if (found.pendingEmail !== record.email) return null;
      await manager.update(AuthUser, { id: found.id }, { pendingEmail: null });
      await manager.delete(AuthOneTimeToken, { userId: found.id, tokenType: In(EMAIL_CHANGE_TOKENS) });
      await manager.delete(AuthSession, { userId: found.id });
      return found;
    });
    if (!user) return false;
    await this.audit.record('email_change_cancelled', meta, {
      userId: user.id,
      email: user.email,
      detail: { new_email: user.pendingEmail },
    });
    return true;
  }

  /** POST /recover: always answers the same; a link is sent only when the account exists. */
  async recover(emailInput: unknown, redirectTo: unknown, meta: RequestMeta): Promise<void> {
    const email = validEmail(emailInput);
    if (!email) throw AuthError.validation('Enter a valid email address.');
    const user = await this.users.findOneBy({ email });
    await this.audit.record('recovery_requested', meta, { userId: user?.id, email });
    if (!user) return;
    const link = await this.createEmailLink(
      user,
      'recovery',
      email,
      safeRedirect(redirectTo, routes.auth.resetPasswordPage()),
    );
    await this.mail.send({ to: email, ...passwordRecoveryEmail(link) });
  }

  /** POST /resend: a confirmation email again, when one is due; never says whether the address exists. */
  async resend(body: { type?: unknown; email?: unknown; phone?: unknown }, meta: RequestMeta): Promise<void> {
    const hasContact = Boolean(body.email) || Boolean(body.phone);
    if (!body.type || !hasContact) {
      throw AuthError.validation('You must provide either an email or phone number and a type');
    }
    if (body.phone && !body.email) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone sign-in is not available on this site.');
    }
    if (body.type !== 'signup' && body.type !== 'email_change') {
      throw AuthError.validation('type must be one of: signup, email_change');
    }
    const email = validEmail(body.email);
    if (!email) throw AuthError.validation('Enter a valid email address.');
    if (body.type === 'signup') {
      const user = await this.users.findOneBy({ email });
      if (user && !user.emailConfirmedAt) {
        const link = await this.createEmailLink(user, 'signup', email, routes.auth.security());
        await this.mail.send({ to: email, ...signupConfirmationEmail(link) });
      }
    } else {
      const user = await this.users.findOneBy({ pendingEmail: email });
      if (user) {
        const link = await this.createEmailLink(user, 'email_change', email, routes.auth.security());
        await this.mail.send({ to: email, ...emailChangeEmail(link, email) });
      }
    }
    await this.audit.record('recovery_requested', meta, { email, detail: { resend: body.type } });
  }

  /**
   * Uses an email link's token once: confirms the address, or records one of an email change's two
   * confirmations (applying the change when both are in), and signs the user in, so a recovery link
   * lands on the reset form with a fresh session. An email change's first confirmation signs no one in.
   */
  async verifyEmailToken(token: unknown, type: unknown, meta: RequestMeta): Promise<VerifiedLink> {
    if (
      typeof token !== 'string' ||
      !token ||
      token.length > 200 ||
      !EMAIL_LINK_TYPES.includes(type as EmailLinkType)
    ) {
      throw AuthError.validation(
        'Verify requires a token and a type (recovery, invite, signup, email_change, email_change_current)',
      );
    }
    const tokenType = type as EmailLinkType;
    const outcome = await this.dataSource.transaction(async (manager) => {
      const record = await manager.findOne(AuthOneTimeToken, {
        where: { tokenHash: sha256(token), tokenType },
        lock: { mode: 'pessimistic_write' },
      });
      if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) return null;
      await manager.update(AuthOneTimeToken, { id: record.id }, { usedAt: new Date() });
      const found = await manager.findOneByOrFail(AuthUser, { id: record.userId });
      let emailChange: { from: string } | undefined;
      if (tokenType === 'email_change' || tokenType === 'email_change_current') {
        if (
          found.pendingEmail !== record.email ||
          (await manager.existsBy(AuthUser, { email: record.email }))
        ) {
          return null;
        }
        const otherType = tokenType === 'email_change' ? 'email_change_current' : 'email_change';
        const other = await manager.findOneBy(AuthOneTimeToken, {
          userId: found.id,
          tokenType: otherType,
          email: record.email,
          usedAt: Not(IsNull()),
        });
        if (!other) return { user: found, pending: true as const };
        await manager.update(AuthUser, { id: found.id }, { email: record.email, pendingEmail: null });
        await manager.update(
          AuthIdentity,
          { userId: found.id, provider: 'email' },
          { identityData: { email: record.email, sub: found.id } },
        );
        await manager.delete(AuthOneTimeToken, { userId: found.id, tokenType: In(EMAIL_CHANGE_TOKENS) });
        // A new sign-in address: every session that existed before ends.
        await manager.delete(AuthSession, { userId: found.id });
        emailChange = { from: found.email };
      }
      if (!found.emailConfirmedAt)
        await manager.update(AuthUser, { id: found.id }, { emailConfirmedAt: new Date() });
      const user = await manager.findOneByOrFail(AuthUser, { id: found.id });
      return { user, pending: false as const, emailChange };
    });
    if (!outcome) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    const { user } = outcome;
    if (outcome.pending) {
      await this.audit.record('email_change_confirmed', meta, {
        userId: user.id,
        email: user.email,
        detail: { by: tokenType === 'email_change' ? 'new_address' : 'current_address' },
      });
      return { session: null, type: tokenType as 'email_change' | 'email_change_current' };
    }
    if (outcome.emailChange) {
      await this.mail.send({
        to: outcome.emailChange.from,
        ...emailChangedNoticeEmail(user.email, `${this.config.appUrl}${routes.auth.forgotPasswordPage()}`),
      });
    }
    const method = tokenType === 'email_change_current' ? 'email_change' : tokenType;
    const session = await this.startSession(user, method, meta);
    const action =
      tokenType === 'recovery' ? 'recovery_used' : outcome.emailChange ? 'email_changed' : 'invite_accepted';
    await this.audit.record(action, meta, {
      userId: user.id,
      email: user.email,
      ...(outcome.emailChange && { detail: { old_email: outcome.emailChange.from } }),
    });
    return { session, type: tokenType };
  }

  /** `npm run admin:create`: creates or promotes an admin and returns a one-time confirmation link. */
  async inviteAdmin(emailInput: string): Promise<{ user: AuthUser; link: string; created: boolean }> {
    const email = validEmail(emailInput);
    if (!email) throw AuthError.validation(`"${emailInput}" is not a valid email address.`);
    const { user, created } = await this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOneBy(AuthUser, { email });
      if (existing) {
        await manager.update(AuthUser, { id: existing.id }, { role: 'admin' });
        return { user: { ...existing, role: 'admin' as const }, created: false };
      }
      const inserted = await manager.save(manager.create(AuthUser, { email, role: 'admin' }));
      await manager.insert(AuthIdentity, {
        userId: inserted.id,
        provider: 'email',
        providerId: inserted.id,
        identityData: { email, sub: inserted.id },
      });
      return { user: inserted, created: true };
    });
    const link = await this.createEmailLink(user, 'invite', email, routes.auth.confirmPage());
    await this.audit.record('invite_created', null, { userId: user.id, email, detail: { created } });
    return { user, link, created };
  }

  /** Creates a user (used by tests and by later modules that register clients). */
  async createUser(input: {
    email: string;
    password?: string;
    role?: UserRole;
    confirmed?: boolean;
  }): Promise<AuthUser> {
    const email = validEmail(input.email);
    if (!email) throw AuthError.validation('Enter a valid email address.');
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    return this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(AuthUser, { email })) {
        throw AuthError.emailExists();
      }
      const user = await manager.save(
        manager.create(AuthUser, {
          email,
          passwordHash,
          role: input.role ?? 'client',
          emailConfirmedAt: input.confirmed === false ? null : new Date(),
        }),
      );
      await manager.insert(AuthIdentity, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        identityData: { email, sub: user.id },
      });
      return user;
    });
  }

  /** A new session token pair for a session whose assurance just changed (after an MFA verify). */
  async reissue(manager: EntityManager, session: AuthSession): Promise<SessionPayload> {
    await manager.update(AuthRefreshToken, { sessionId: session.id, revoked: false }, { revoked: true });
    const user = await manager.findOneByOrFail(AuthUser, { id: session.userId });
    const token = await this.insertRefreshToken(manager, session, null);
    return this.sessionPayload(user, session, token, manager);
  }

  private async startSession(
    user: AuthUser,
    method: AuthMethodReference['method'],
    meta: RequestMeta,
  ): Promise<SessionPayload> {
    const now = new Date();
    return this.dataSource.transaction(async (manager) => {
      const session = await manager.save(
        manager.create(AuthSession, {
          userId: user.id,
          aal: 'aal1',
          amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
          userAgent: meta.userAgent,
          ipAddress: meta.ip,
          notAfter: new Date(now.getTime() + this.config.auth.sessionMaxAgeSeconds * 1000),
        }),
      );
      await manager.update(AuthUser, { id: user.id }, { lastSignInAt: now });
      await manager.update(AuthIdentity, { userId: user.id, provider: 'email' }, { lastSignInAt: now });
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
    const { token, expiresAt } = await this.accessTokens.sign({
      sub: user.id,
      email: user.email,
      role: user.role,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      app_metadata: { provider: 'email', providers: ['email'], role: user.role },
      user_metadata: {},
      is_anonymous: false,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.accessTokens.ttlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await this.userPayload(user.id, manager),
    };
  }

  /** A `/auth/v1/verify` link; only the newest link of a kind works. */
  private async createEmailLink(
    user: AuthUser,
    type: EmailLinkType,
    email: string,
    redirectTo: string,
  ): Promise<string> {
    const token = await this.createToken(user, type, email);
    const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${this.config.appUrl}${routes.auth.verifyLinkPage()}?${query.toString()}`;
  }

  private async createToken(user: AuthUser, type: OneTimeTokenType, email: string): Promise<string> {
    const { token, hash } = newEmailToken();
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AuthOneTimeToken, { userId: user.id, tokenType: type, usedAt: IsNull() });
      await manager.insert(AuthOneTimeToken, {
        userId: user.id,
        tokenType: type,
        tokenHash: hash,
        email,
        expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[type] * 1000),
      });
    });
    return token;
  }
}

/** Six digits are few: the hash is salted with the user, so equal codes of two users never collide. */
function reauthenticationHash(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}
