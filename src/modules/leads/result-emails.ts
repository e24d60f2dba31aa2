import { Injectable, Logger } from '@nestjs/common';
import { MailService, renderEmail, type EmailContent, type MailAttachment } from '@modules/mail';
import { LeadFormDto } from './dto/lead-form.dto';
import { FormTokens } from './form-tokens';
import { NewsletterService } from './newsletter.service';

export interface ResultEmailRequest {
  /** The form as sent (honeypot, form stamp, page, attribution): checked like every lead form. */
  form: LeadFormDto;
  to: string;
  content: EmailContent;
  attachments?: MailAttachment[];
  /** The visitor ticked "also send me the newsletter": a double opt-in starts, nothing more. */
  newsletter: boolean;
  /** The page the request came from, for the newsletter signup's source. */
  page: string;
}

/**
 * "Email it to me" for the free tools: a visitor's own result sent to the address they typed, with
 * the lead forms' spam checks and, when asked for, a newsletter signup (confirmed by email first).
 * What the spam checks catch gets the same answer and no email.
 */
@Injectable()
export class ResultEmails {
  private readonly logger = new Logger('ResultEmails');

  constructor(
    private readonly mail: MailService,
    private readonly tokens: FormTokens,
    private readonly newsletter: NewsletterService,
  ) {}

  async send(request: ResultEmailRequest): Promise<void> {
    const spamReason = this.tokens.spamReason(request.form);
    if (spamReason) {
      this.logger.log(`Result email dropped as automated: ${spamReason}`);
      return;
    }
    await this.mail.send({
      to: request.to,
      ...renderEmail(request.content),
      attachments: request.attachments,
    });
    if (request.newsletter)
      await this.newsletter.subscribe({ ...request.form, email: request.to }, request.page);
  }
}
