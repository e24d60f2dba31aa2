import { createTransport, Transporter } from 'nodemailer';
import { MailMessage } from './mail-message.entity';
import { MailTransport } from './mail-transport';

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
