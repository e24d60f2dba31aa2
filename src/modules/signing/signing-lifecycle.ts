import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import type { JobProcessor } from '@jobs/job-types';
import { AuthService } from '@modules/auth';
import { MailService } from '@modules/mail';
import { SiteSettings } from '@modules/settings';
import { AGREEMENT_STATUS_LABELS } from '@shared/signing';
import { AgreementsService } from './agreements.service';
import { digestEmail } from './signing-emails';
import { amountOf } from './signing-views';

export const LIFECYCLE_JOB = 'lifecycle';
export const DIGEST_JOB = 'digest';
export const LIFECYCLE_EVERY_MS = 60 * 60 * 1000;
export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly: expires agreements past their date, reminds signers who have not signed (every
 * SIGNING_REMINDER_DAYS, at most SIGNING_MAX_REMINDERS), and queues sealing again where it was lost.
 * Every step re-checks under a row lock, so overlapping runs change nothing twice.
 */
@Injectable()
export class SigningLifecycle implements JobProcessor {
  readonly queue = 'signing' as const;
  readonly jobName = LIFECYCLE_JOB;
  private readonly logger = new Logger('SigningLifecycle');

  constructor(
    private readonly agreements: AgreementsService,
    private readonly settings: SiteSettings,
  ) {}

  async handle(): Promise<void> {
    const expired = await this.agreements.expireDue();
    const { signingReminderDays: reminderDays, signingMaxReminders: maxReminders } = this.settings.current();
    let reminded = 0;
    if (maxReminders > 0) {
      for (const id of await this.agreements.reminderCandidates(reminderDays, maxReminders))
        if (await this.agreements.remindIfDue(id, reminderDays, maxReminders)) reminded += 1;
    }
    const unsealed = await this.agreements.unsealed();
    for (const id of unsealed) await this.agreements.queueSeal(id);
    if (expired || reminded || unsealed.length)
      this.logger.log({ expired, reminded, resealed: unsealed.length }, 'Signing lifecycle run');
  }
}

/** Daily: one email to the admins listing agreements that wait for a signature or a payment. */
@Injectable()
export class SigningDigest implements JobProcessor {
  readonly queue = 'signing' as const;
  readonly jobName = DIGEST_JOB;

  constructor(
    private readonly agreements: AgreementsService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async handle(): Promise<void> {
    const waiting = await this.agreements.waiting();
    if (waiting.length === 0) return;
    const lines = waiting.map(
      (agreement) =>
        [
          `${agreement.title} (${agreement.code})`,
          `${AGREEMENT_STATUS_LABELS[agreement.status]} · ${agreement.signerName}${amountOf(agreement) ? ` · ${amountOf(agreement)}` : ''}`,
        ] as [string, string],
    );
    for (const to of await this.auth.notificationRecipients())
      await this.mail.send({ to, ...digestEmail(lines, `${this.config.appUrl}/sign/admin`) });
  }
}
