import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClientRecords } from '@common/clients/client-records';
import { AppConfig } from '@config/app-config';
import { MailService } from '@modules/mail';
import { routes } from '@shared/routes';
import { AuthAuditLog } from './auth-audit-log';
import { signInCodeEmail } from './auth-emails';
import { validEmail } from './auth-rules';
import { AuthSessions } from './auth-sessions.service';
import type { RequestMeta, SessionPayload } from './auth-types';
import { AuthError } from './auth.error';
import { AuthEmailCode } from './entities/auth-email-code.entity';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthUser } from './entities/auth-user.entity';
import { newEmailToken, sha256 } from './token-hashing';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;

/**
 * Client sign-in by emailed code (`signInWithOtp` + `verifyOtp`, Supabase's wire format). A person
 * becomes a client when they have signed an agreement or finished an assessment with their address
 * (ClientRecords asks every module); their account is created when they first verify a code, so an
 * address that only asked for one has no account. Admins sign in with a password and two-step
 * verification, never with a code.
 */
@Injectable()
export class OtpSignIn {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: ClientRecords,
    private readonly sessions: AuthSessions,
    private readonly audit: AuthAuditLog,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Emails a 6-digit code when the address may sign in this way. The answer is the same either way
   * (it must not tell who is a client); the rate limit is on the address and the IP.
   */
  async request(input: unknown, meta: RequestMeta): Promise<void> {
    const email = validEmail(input);
    if (!email) throw AuthError.validation('Enter a valid email address.');
    if (!(await this.mayUseCodes(email))) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { token, hash } = newEmailToken();
    await this.mail.inTransaction(async (manager, send) => {
      await manager.upsert(
        AuthEmailCode,
        {
          email,
          codeHash: this.hash(email, code),
          linkHash: hash,
          expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
          attempts: 0,
        },
        ['email'],
      );
      const link = `${this.config.appUrl}${routes.auth.clientSignInLinkPage({ email, token })}`;
      await send({ to: email, ...signInCodeEmail(code, link) });
    });
    await this.audit.record('otp_requested', meta, { email });
  }

  /**
   * The code (or the emailed link's token), once: a session, and the client's account if this is
   * their first sign-in. Both share the code's 5 tries.
   */
  async verify(
    emailInput: unknown,
    token: unknown,
    meta: RequestMeta,
    kind: 'code' | 'link' = 'code',
  ): Promise<SessionPayload> {
    const email = validEmail(emailInput);
    const refused = new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    const wellFormed =
      typeof token === 'string' && (kind === 'code' ? /^\d{6}$/.test(token) : /^[\w-]{20,200}$/.test(token));
    if (!email || !wellFormed) throw refused;
    const user = await this.dataSource.transaction(async (manager) => {
      const code = await manager.findOne(AuthEmailCode, {
        where: { email },
        lock: { mode: 'pessimistic_write' },
      });
      if (!code || code.expiresAt.getTime() <= Date.now() || code.attempts >= CODE_MAX_ATTEMPTS) return null;
      const expected = Buffer.from(kind === 'code' ? code.codeHash : code.linkHash);
      const given = Buffer.from(kind === 'code' ? this.hash(email, token) : sha256(token));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await manager.update(AuthEmailCode, { email }, { attempts: code.attempts + 1 });
        return 'wrong' as const;
      }
      await manager.delete(AuthEmailCode, { email });
      const existing = await manager.findOneBy(AuthUser, { email });
      if (existing) {
        if (existing.role !== 'client') return null;
        if (!existing.emailConfirmedAt)
          await manager.update(AuthUser, { id: existing.id }, { emailConfirmedAt: new Date() });
        return manager.findOneByOrFail(AuthUser, { id: existing.id });
      }
      const created = await manager.save(
        manager.create(AuthUser, { email, passwordHash: null, role: 'client', emailConfirmedAt: new Date() }),
      );
      await manager.insert(AuthIdentity, {
        userId: created.id,
        provider: 'email',
        providerId: created.id,
        identityData: { email, sub: created.id },
      });
      return created;
    });
    if (user === null || user === 'wrong') {
      await this.audit.record('login_failed', meta, {
        email,
        detail: { method: kind === 'code' ? 'otp' : 'magic_link' },
      });
      throw refused;
    }
    const session = await this.sessions.startSession(user, 'otp', meta);
    await this.audit.record('login', meta, {
      userId: user.id,
      email,
      detail: { method: kind === 'code' ? 'otp' : 'magic_link' },
    });
    return session;
  }

  /** A client account, or an address a module knows as a client's (not yet an account). */
  private async mayUseCodes(email: string): Promise<boolean> {
    const user = await this.dataSource.getRepository(AuthUser).findOneBy({ email });
    if (user) return user.role === 'client';
    return this.records.isClient(email);
  }

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.config.appSecret)
      .update(`sign-in-code\n${email}\n${code}`)
      .digest('hex');
  }
}
