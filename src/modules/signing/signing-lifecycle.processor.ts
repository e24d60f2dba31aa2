import { Injectable, Logger } from '@nestjs/common';
import type { JobProcessor } from '@jobs/job-types';
import { SiteSettings } from '@modules/settings';
import { AgreementReminders } from './agreement-reminders.service';
import { AgreementsService } from './agreements.service';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'signing/lifecycle': Record<string, never>; // scheduled: no payload
  }
}

export const LIFECYCLE_EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly: expires agreements past their date, reminds signers who have not signed (every
 * SIGNING_REMINDER_DAYS, at most SIGNING_MAX_REMINDERS), and queues sealing again where it was lost.
 * Every step re-checks under a row lock, so overlapping runs change nothing twice.
 */
@Injectable()
export class SigningLifecycle implements JobProcessor<'signing/lifecycle'> {
  readonly job = 'signing/lifecycle';
  private readonly logger = new Logger('SigningLifecycle');

  constructor(
    private readonly agreements: AgreementsService,
    private readonly waiting: AgreementReminders,
    private readonly settings: SiteSettings,
  ) {}

  async handle(): Promise<void> {
    const expired = await this.waiting.expireDue();
    const { signingReminderDays: reminderDays, signingMaxReminders: maxReminders } = this.settings.current();
    let reminded = 0;
    if (maxReminders > 0) {
      for (const id of await this.waiting.reminderCandidates(reminderDays, maxReminders))
        if (await this.waiting.remindIfDue(id, reminderDays, maxReminders)) reminded += 1;
    }
    const unsealed = await this.waiting.unsealed();
    for (const id of unsealed) await this.agreements.queueSeal(id);
    if (expired || reminded || unsealed.length)
      this.logger.log({ expired, reminded, resealed: unsealed.length }, 'Signing lifecycle run');
  }
}
