import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '@config/app-config';
import { MailMessage } from './mail-message.entity';

/** Where outgoing mail goes: an SMTP server, or nowhere (kept in the outbox for admins to read). */
export abstract class MailTransport {
  abstract readonly delivers: boolean;
  /** Returns the provider's message id. */
  abstract send(message: MailMessage, from: string): Promise<string | null>;
  abstract close(): void;
}

export class SmtpMailTransport extends MailTransport {
  readonly delivers = true;
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    // Bounded waits: a hung server must fail the attempt (and retry), not hold the message's claim.
    this.transporter = createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: MailMessage, from: string): Promise<string | null> {
    const info = await this.transporter.sendMail({
      from,
      to: message.toAddress,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers,
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
      })),
      messageId: `<${message.id}@crm-advisory>`,
    });
    return info.messageId ?? null;
  }

  close(): void {
    this.transporter.close();
  }
}

export class OutboxOnlyMailTransport extends MailTransport {
  readonly delivers = false;

  async send(): Promise<null> {
    return null;
  }

  close(): void {}
}

export function mailTransportFor(config: AppConfig): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new OutboxOnlyMailTransport();
}
