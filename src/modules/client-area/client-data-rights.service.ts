import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DataRights } from '@modules/admin';
import { AuthService } from '@modules/auth';
import { MailService, renderEmail } from '@modules/mail';
import { routes } from '@shared/routes';

/**
 * A client's own data rights from their home: the same export the back office makes (every module's
 * records of the address), and an erasure request the admins carry out with their existing flow
 * (erasure keeps signed contracts, so a person decides with an admin, not with one click).
 */
@Injectable()
export class ClientDataRights {
  constructor(
    private readonly rights: DataRights,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  export(email: string): Promise<object> {
    return this.rights.export(email, `${email} (self-service)`);
  }

  async requestErasure(email: string): Promise<void> {
    const page = `${this.config.appUrl}${routes.admin.dataRights({ email })}`;
    for (const to of await this.auth.notificationRecipients())
      await this.mail.send({
        to,
        ...renderEmail({
          template: 'client-area/erasure-request',
          subject: `Erasure request: ${email}`,
          heading: 'A client asks to erase their data',
          blocks: [
            `${email} asked, signed in to their account, to erase the personal data we keep about them.`,
            'Answer within one month (GDPR Article 12(3)). Review what is stored and erase it from the data-rights page; signed agreements are kept as contracts, and the page says so.',
          ],
          action: { label: 'Open the data-rights page', url: page },
        }),
      });
    await this.mail.send({
      to: email,
      ...renderEmail({
        template: 'client-area/erasure-received',
        subject: 'We received your erasure request',
        heading: 'We received your request',
        blocks: [
          'You asked us to erase the personal data we keep about you. We will do it, and confirm by email, within one month.',
          'Signed agreements and their invoices are contracts and accounting records: the law makes us keep them, and we will tell you which ones stay.',
        ],
      }),
    });
  }
}
