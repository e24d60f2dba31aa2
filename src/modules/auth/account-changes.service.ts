import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not, Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { MailService } from '@modules/mail';
import { routes } from '@shared/routes';
import { emailChangeCurrentEmail, emailChangeEmail, reauthenticationEmail } from './auth-emails';
import { AuthAuditLog } from './auth-audit-log';
import {
  EMAIL_CHANGE_TOKENS,
  passwordChangeNeedsCode,
  requireStepUp,
  TOKEN_TTL_SECONDS,
  validEmail,
} from './auth-rules';
import { AuthContext, RequestMeta, UserPayload } from './auth-types';
import { loadUserPayload, userWithPasswordHash } from './auth-users';
import { AuthError } from './auth.error';
import { EmailLinks } from './email-links.service';
import { AuthOneTimeToken } from './entities/auth-one-time-token.entity';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';
import { hashPassword, passwordMatches, weakPasswordReason } from './passwords';
import { sha256 } from './token-hashing';

/** A signed-in person changing their own account: the password (with its proofs) and the email address. */
@Injectable()
export class AccountChanges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AuthUser) private readonly users: Repository<AuthUser>,
    private readonly links: EmailLinks,
    private readonly audit: AuthAuditLog,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

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
    return loadUserPayload(this.dataSource.manager, auth.user.id);
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
    requireStepUp(auth, 'change the password');
    const needsNonce = passwordChangeNeedsCode(auth);
    if (needsNonce && (typeof nonce !== 'string' || nonce.trim() === '')) {
      throw new AuthError(
        400,
        'reauthentication_needed',
        'Password update requires reauthentication: ask for a code by email and enter it.',
      );
    }
    const user = await userWithPasswordHash(this.users, { id: auth.user.id });
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

  /**
   * Starts an email change: confirmed by a link to the new address and one to the current address
   * (which can cancel it instead); nothing changes until both are used.
   */
  private async requestEmailChange(auth: AuthContext, email: string, meta: RequestMeta): Promise<void> {
    requireStepUp(auth, 'change the email address');
    if (email === auth.user.email) return;
    if (await this.users.existsBy({ email })) {
      throw AuthError.emailExists();
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.update(AuthUser, { id: auth.user.id }, { pendingEmail: email });
      await manager.delete(AuthOneTimeToken, { userId: auth.user.id, tokenType: In(EMAIL_CHANGE_TOKENS) });
    });
    const toNew = await this.links.createEmailLink(auth.user, 'email_change', email, routes.auth.security());
    const toCurrent = await this.links.createEmailLink(
      auth.user,
      'email_change_current',
      email,
      routes.auth.security(),
    );
    const cancel = await this.links.createToken(auth.user, 'email_change_cancel', email);
    const cancelUrl = `${this.config.appUrl}${routes.auth.cancelEmailChangePage({ token: cancel })}`;
    await this.mail.send({ to: email, ...emailChangeEmail(toNew, email) });
    await this.mail.send({ to: auth.user.email, ...emailChangeCurrentEmail(toCurrent, cancelUrl, email) });
    await this.audit.record('email_change_requested', meta, {
      userId: auth.user.id,
      email: auth.user.email,
      detail: { new_email: email },
    });
  }
}

/** Six digits are few: the hash is salted with the user, so equal codes of two users never collide. */
function reauthenticationHash(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}
