import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import type { JobProcessor } from '@jobs/job-types';
import { AuthService } from '@modules/auth';
import { MailService } from '@modules/mail';
import { AGREEMENT_STATUS_LABELS } from '@shared/signing';
import { routes } from '@shared/routes';
import { AgreementReminders } from './agreement-reminders.service';
import { digestEmail } from './signing-emails';
import { amountOf } from './signing-views';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'signing/digest': Record<string, never>; // scheduled: no payload
  }
}

export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/** Daily: one email to the admins listing agreements that wait for a signature or a payment. */
@Injectable()
export class SigningDigest implements JobProcessor<'signing/digest'> {
  readonly job = 'signing/digest';

  constructor(
    private readonly reminders: AgreementReminders,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async handle(): Promise<void> {
    const waiting = await this.reminders.waiting();
    if (waiting.length === 0) return;
    const lines = waiting.map(
      (agreement) =>
        [
          `${agreement.title} (${agreement.code})`,
          `${AGREEMENT_STATUS_LABELS[agreement.status]} · ${agreement.signerName}${amountOf(agreement) ? ` · ${amountOf(agreement)}` : ''}`,
        ] as [string, string],
    );
    for (const to of await this.auth.notificationRecipients())
      await this.mail.send({ to, ...digestEmail(lines, `${this.config.appUrl}${routes.signing.list()}`) });
  }
}
