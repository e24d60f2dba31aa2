import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { MailService } from '@modules/mail';
import { lockAgreement, recordAgreementEvent, transitionAgreement } from './agreement-records';
import { type Actor, signingLink, summaryOf } from './agreement-rules';
import { Agreement } from './entities/agreement.entity';
import { SigningError } from './signing.error';
import { signingRequestEmail } from './signing-emails';

/**
 * Agreements that wait: reminders (an admin's "send again" and the lifecycle job's), expiry, sealing
 * that was lost, and the admins' daily list.
 */
@Injectable()
export class AgreementReminders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Agreement) private readonly agreements: Repository<Agreement>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** The signing link again (sent or viewed agreements), as a reminder from an admin or the job. */
  async remind(id: string, actor: Actor, type: 'resent' | 'reminded'): Promise<Agreement> {
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await lockAgreement(manager, id);
      if (agreement.status !== 'sent' && agreement.status !== 'viewed')
        throw SigningError.forbidden(agreement.status, type === 'resent' ? 'sent again' : 'reminded');
      await manager.update(Agreement, agreement.id, {
        remindersSent: type === 'reminded' ? agreement.remindersSent + 1 : agreement.remindersSent,
        lastRemindedAt: new Date(),
      });
      await recordAgreementEvent(manager, agreement.id, type, actor);
      await sendMail({
        to: agreement.signerEmail,
        ...signingRequestEmail(
          summaryOf(agreement),
          signingLink(this.config.appUrl, agreement.id),
          type === 'reminded',
        ),
      });
      return agreement;
    });
  }

  /**
   * The reminder job's step for one agreement: sends the link again when it is still unsigned, the
   * last email is `days` old and fewer than `max` reminders went out. Checked under the row lock, so
   * two workers never remind twice.
   */
  async remindIfDue(id: string, days: number, max: number): Promise<boolean> {
    return this.mail.inTransaction(async (manager, sendMail) => {
      const agreement = await lockAgreement(manager, id);
      const last = agreement.lastRemindedAt ?? agreement.sentAt;
      const due =
        (agreement.status === 'sent' || agreement.status === 'viewed') &&
        agreement.remindersSent < max &&
        last !== null &&
        last.getTime() <= Date.now() - days * 86_400_000 &&
        !(agreement.expiresAt && agreement.expiresAt <= new Date());
      if (!due) return false;
      await manager.update(Agreement, id, {
        remindersSent: agreement.remindersSent + 1,
        lastRemindedAt: new Date(),
      });
      await recordAgreementEvent(
        manager,
        id,
        'reminded',
        { name: 'system' },
        { reminder: agreement.remindersSent + 1 },
      );
      await sendMail({
        to: agreement.signerEmail,
        ...signingRequestEmail(summaryOf(agreement), signingLink(this.config.appUrl, agreement.id), true),
      });
      return true;
    });
  }

  /** Ids of unsigned agreements whose last email is older than `days` (candidates for a reminder). */
  async reminderCandidates(days: number, max: number): Promise<string[]> {
    const rows = await this.agreements
      .createQueryBuilder('agreement')
      .select(['agreement.id'])
      .where("agreement.status IN ('sent', 'viewed') AND agreement.reminders_sent < :max", { max })
      .andWhere(
        'coalesce(agreement.last_reminded_at, agreement.sent_at) <= now() - make_interval(days => :days)',
        { days },
      )
      .andWhere('(agreement.expires_at IS NULL OR agreement.expires_at > now())')
      .getMany();
    return rows.map((row) => row.id);
  }

  /** Signed agreements still without a sealed PDF a few minutes on (the sealing job was lost). */
  async unsealed(): Promise<string[]> {
    const rows = await this.agreements
      .createQueryBuilder('agreement')
      .select(['agreement.id'])
      .where(
        "agreement.signed_at IS NOT NULL AND agreement.sealed_sha256 IS NULL AND agreement.signed_at < now() - interval '5 minutes'" +
          ' AND (agreement.countersigner_email IS NULL OR agreement.countersigned_at IS NOT NULL)',
      )
      .getMany();
    return rows.map((row) => row.id);
  }

  /** Agreements waiting on the signer or on a payment, oldest first (the admins' daily digest). */
  waiting(): Promise<Agreement[]> {
    return this.agreements
      .createQueryBuilder('agreement')
      .where(
        "agreement.status IN ('sent', 'viewed', 'awaiting_payment') OR (agreement.status = 'signed' AND agreement.amount_minor > 0)",
      )
      .orderBy('agreement.sent_at', 'ASC')
      .limit(200)
      .getMany();
  }

  /** sent/viewed agreements past their expiry date → expired (the lifecycle job). */
  async expireDue(): Promise<number> {
    const due = await this.agreements
      .createQueryBuilder('agreement')
      .select(['agreement.id'])
      .where("agreement.status IN ('sent', 'viewed') AND agreement.expires_at <= now()")
      .getMany();
    let expired = 0;
    for (const { id } of due) {
      await this.dataSource.transaction(async (manager) => {
        const agreement = await lockAgreement(manager, id);
        if (agreement.status !== 'sent' && agreement.status !== 'viewed') return;
        await transitionAgreement(
          manager,
          agreement,
          'expire',
          { name: 'system' },
          { expiredAt: new Date() },
        );
        expired += 1;
      });
    }
    return expired;
  }
}
