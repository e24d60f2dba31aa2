import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { JobContext, JobProcessor } from '../../jobs/job-types';
import { MailMessage } from './mail-message.entity';
import { MAIL_SEND_JOB } from './mail.service';
import { MailTransport } from './mail-transport';

/** Delivers one outbox message. A message already sent or stored is never sent again. */
@Injectable()
export class MailSendProcessor implements JobProcessor<{ messageId: string }> {
  readonly queue = 'mail' as const;
  readonly jobName = MAIL_SEND_JOB;
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectRepository(MailMessage) private readonly messages: Repository<MailMessage>,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  async handle({ messageId }: { messageId: string }, context: JobContext): Promise<void> {
    const message = await this.messages.findOneBy({ id: messageId });
    if (!message || message.status === 'sent' || message.status === 'stored') return;
    try {
      const providerMessageId = await this.transport.send(message, this.config.mailFrom);
      await this.messages.update(message.id, {
        status: this.transport.delivers ? 'sent' : 'stored',
        attempts: context.attempt,
        providerMessageId,
        lastError: null,
        sentAt: this.transport.delivers ? new Date() : null,
      });
    } catch (error) {
      const reason = (error as Error).message.slice(0, 1000);
      await this.messages.update(message.id, {
        status: 'failed',
        attempts: context.attempt,
        lastError: reason,
      });
      this.logger.warn(
        `Mail ${message.id} to the SMTP server failed (attempt ${context.attempt}): ${reason}`,
      );
      throw error;
    }
  }
}
