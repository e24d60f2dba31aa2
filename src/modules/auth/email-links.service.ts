import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { MailService } from '@modules/mail';
import { routes } from '@shared/routes';
import {
  emailChangedNoticeEmail,
  emailChangeEmail,
  passwordRecoveryEmail,
  signupConfirmationEmail,
} from './auth-emails';
import { AuthAuditLog } from './auth-audit-log';
import {
  EMAIL_CHANGE_TOKENS,
  EMAIL_LINK_TYPES,
  safeRedirect,
  TOKEN_TTL_SECONDS,
  validEmail,
} from './auth-rules';
import { AuthSessions } from './auth-sessions.service';
import { RequestMeta, SessionPayload } from './auth-types';
import { AuthError } from './auth.error';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthOneTimeToken, EmailLinkType, OneTimeTokenType } from './entities/auth-one-time-token.entity';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';
import { newEmailToken, sha256 } from './token-hashing';

/** What verifying an email link did: signed the user in, or recorded one of an email change's two confirmations. */
export type VerifiedLink =
  | { session: SessionPayload; type: EmailLinkType }
  | { session: null; type: 'email_change' | 'email_change_current' };

/**
 * Emailed links: making them (only the newest of a kind works), using them once (recovery,
 * invitation, sign-up and the email change's two confirmations), sending them again, and the
 * current address's "not me" for an email change.
 */
@Injectable()
export class EmailLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AuthUser) private readonly users: Repository<AuthUser>,
    private readonly sessions: AuthSessions,
    private readonly audit: AuthAuditLog,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

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
    const session = await this.sessions.startSession(user, method, meta);
    const action =
      tokenType === 'recovery' ? 'recovery_used' : outcome.emailChange ? 'email_changed' : 'invite_accepted';
    await this.audit.record(action, meta, {
      userId: user.id,
      email: user.email,
      ...(outcome.emailChange && { detail: { old_email: outcome.emailChange.from } }),
    });
    return { session, type: tokenType };
  }

  /** A `/auth/v1/verify` link; only the newest link of a kind works. */
  async createEmailLink(
    user: AuthUser,
    type: EmailLinkType,
    email: string,
    redirectTo: string,
  ): Promise<string> {
    const token = await this.createToken(user, type, email);
    const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${this.config.appUrl}${routes.auth.verifyLinkPage()}?${query.toString()}`;
  }

  async createToken(user: AuthUser, type: OneTimeTokenType, email: string): Promise<string> {
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
