import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { InvalidFields } from '@common/errors/invalid-fields';
import { AppConfig } from '@config/app-config';
import { passwordMatches } from '@modules/auth';
import { MailService } from '@modules/mail';
import { lockAgreement, recordAgreementEvent } from './agreement-records';
import {
  type Actor,
  CODE_LIFETIME_MS,
  CODE_MAX_ATTEMPTS,
  PASSWORD_LOCK_MS,
  PASSWORD_MAX_FAILURES,
} from './agreement-rules';
import { Agreement } from './entities/agreement.entity';
import { SigningError } from './signing.error';
import { signingCodeEmail } from './signing-emails';

/** Whose emailed code: the signer's (before signing) or the countersigner's (after the client signed). */
export type CodePurpose = 'signer' | 'countersigner';

/** What a signer proves before the document opens: the access password and the emailed code. */
@Injectable()
export class SignerChecks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Agreement) private readonly agreements: Repository<Agreement>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Checks the access password. Five wrong ones in a row lock the agreement for 15 minutes (even the
   * right password is refused meanwhile); every try is in the audit trail. A refusal is thrown after
   * the try is recorded, so the count of failures holds.
   */
  async checkPassword(id: string, password: string, actor: Actor): Promise<void> {
    const outcome = await this.tryPassword(id, password, actor);
    if (outcome === 'locked')
      throw new InvalidFields({ password: 'Too many wrong passwords. Try again in 15 minutes.' });
    if (outcome === 'wrong') throw new InvalidFields({ password: 'That password is not right.' });
  }

  private async tryPassword(id: string, password: string, actor: Actor): Promise<'ok' | 'wrong' | 'locked'> {
    const agreement = await this.agreements
      .createQueryBuilder('agreement')
      .addSelect('agreement.passwordHash')
      .where('agreement.id = :id', { id })
      .getOne();
    if (!agreement) throw SigningError.notFound();
    if (agreement.passwordLockedUntil && agreement.passwordLockedUntil > new Date()) return 'locked';
    const matches = await passwordMatches(password, agreement.passwordHash);
    return this.dataSource.transaction(async (manager) => {
      const locked = await lockAgreement(manager, id);
      if (matches) {
        await manager.update(Agreement, id, { passwordFailures: 0, passwordLockedUntil: null });
        await recordAgreementEvent(manager, id, 'password_passed', actor);
        return 'ok';
      }
      const failures = locked.passwordFailures + 1;
      const lock = failures >= PASSWORD_MAX_FAILURES;
      await manager.update(Agreement, id, {
        passwordFailures: lock ? 0 : failures,
        passwordLockedUntil: lock ? new Date(Date.now() + PASSWORD_LOCK_MS) : null,
      });
      await recordAgreementEvent(manager, id, 'password_failed', actor, { failures });
      if (lock)
        await recordAgreementEvent(manager, id, 'password_locked', actor, {
          minutes: PASSWORD_LOCK_MS / 60000,
        });
      return lock ? 'locked' : 'wrong';
    });
  }

  /**
   * Emails a new 6-digit code (the previous one stops working): to the signer, or, once the client has
   * signed, to the countersigner (the same columns, a code of another purpose: one never passes for the other).
   */
  async sendCode(agreement: Agreement, actor: Actor, purpose: CodePurpose = 'signer'): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const to = purpose === 'signer' ? agreement.signerEmail : agreement.countersignerEmail!;
    await this.mail.inTransaction(async (manager, sendMail) => {
      await manager.update(Agreement, agreement.id, {
        codeHash: this.codeHash(agreement.id, code, purpose),
        codeExpiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
        codeAttempts: 0,
      });
      await recordAgreementEvent(manager, agreement.id, 'code_sent', actor, { to: purpose });
      await sendMail({ to, ...signingCodeEmail(code) });
    });
  }

  /**
   * What proves the countersigner is who the template names, besides being signed in as them: a
   * session that passed two-step verification, or else the code emailed to them now.
   */
  async countersignerProof(agreement: Agreement, session: { aal: string; code?: string }, actor: Actor) {
    if (session.aal === 'aal2') return 'Signed-in admin session, two-step verified';
    if (!session.code) throw new InvalidFields({ code: 'Enter the code we emailed you, or send one first.' });
    await this.verifyCode(agreement.id, session.code, actor, 'countersigner');
    return 'Signed-in admin session + one-time code emailed to the countersigner';
  }

  /** Checks the emailed code: 10 minutes, 5 tries, then a new one must be sent (refused after the try is recorded). */
  async verifyCode(id: string, code: string, actor: Actor, purpose: CodePurpose = 'signer'): Promise<void> {
    const outcome = await this.tryCode(id, code, actor, purpose);
    if (outcome === 'expired')
      throw new InvalidFields({ code: 'This code has expired or was tried too often. Send a new one.' });
    if (outcome === 'wrong')
      throw new InvalidFields({ code: 'That code is not right. Check the email and try again.' });
  }

  private async tryCode(
    id: string,
    code: string,
    actor: Actor,
    purpose: CodePurpose,
  ): Promise<'ok' | 'wrong' | 'expired'> {
    return this.dataSource.transaction(async (manager) => {
      const agreement = await manager
        .getRepository(Agreement)
        .createQueryBuilder('agreement')
        .addSelect('agreement.codeHash')
        .setLock('pessimistic_write')
        .where('agreement.id = :id', { id })
        .getOne();
      if (!agreement) throw SigningError.notFound();
      const usable =
        agreement.codeHash &&
        agreement.codeExpiresAt &&
        agreement.codeExpiresAt > new Date() &&
        agreement.codeAttempts < CODE_MAX_ATTEMPTS;
      if (!usable) {
        await recordAgreementEvent(manager, id, 'code_failed', actor, { reason: 'expired' });
        return 'expired';
      }
      const expected = Buffer.from(agreement.codeHash!);
      const given = Buffer.from(this.codeHash(id, code, purpose));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await manager.update(Agreement, id, { codeHash: null, codeExpiresAt: null, codeAttempts: 0 });
        await recordAgreementEvent(manager, id, 'code_passed', actor);
        return 'ok';
      }
      await manager.update(Agreement, id, { codeAttempts: agreement.codeAttempts + 1 });
      await recordAgreementEvent(manager, id, 'code_failed', actor, { attempt: agreement.codeAttempts + 1 });
      return 'wrong';
    });
  }

  private codeHash(agreementId: string, code: string, purpose: CodePurpose): string {
    return createHmac('sha256', this.config.appSecret)
      .update(`${purpose === 'signer' ? 'signing-code' : 'countersign-code'}\n${agreementId}\n${code}`)
      .digest('hex');
  }
}
