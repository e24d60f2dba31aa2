import { AppConfig } from '@config/app-config';
import { MailMessage } from './mail-message.entity';
import type * as Smtp from './smtp-mail-transport';

/** Where outgoing mail goes: an SMTP server, or nowhere (kept in the outbox for admins to read). */
export abstract class MailTransport {
  abstract readonly delivers: boolean;
  /** Returns the provider's message id. */
  abstract send(message: MailMessage, from: string): Promise<string | null>;
  abstract close(): void;
}

export class OutboxOnlyMailTransport extends MailTransport {
  readonly delivers = false;

  async send(): Promise<null> {
    return null;
  }

  close(): void {}
}

/** Nodemailer loads only when SMTP_URL is set: start-up, docs/performance.md. */
export function mailTransportFor(config: AppConfig): MailTransport {
  if (!config.smtpUrl) return new OutboxOnlyMailTransport();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where it is used
  const { SmtpMailTransport } = require('./smtp-mail-transport') as typeof Smtp;
  return new SmtpMailTransport(config.smtpUrl);
}
