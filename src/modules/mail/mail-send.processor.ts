import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { JobContext, JobProcessor } from '@jobs/job-types';
import { MailMessage } from './mail-message.entity';
import { MailTransport } from './mail-transport';

declare module '@jobs/job-types' {
  interface JobPayloads {
    'mail/send': { messageId: string };
  }
}

/** Longer than the SMTP transport's own timeouts, so a live send never loses its claim. */
const CLAIM_SECONDS = 120;

/**
 * Delivers one outbox message. The message is claimed first (one UPDATE that only succeeds for a
 * message not sent yet and not being sent by another worker), so it is never sent twice.
 */
@Injectable()
export class MailSendProcessor implements JobProcessor<'mail/send'> {
  readonly job = 'mail/send';
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectRepository(MailMessage) private readonly messages: Repository<MailMessage>,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  async handle({ messageId }: { messageId: string }, context: JobContext): Promise<void> {
    const message = await this.claim(messageId);
    if (!message) {
      if (await this.messages.existsBy({ id: messageId })) return; // sent, stored, or in other hands
      // Not committed yet (or never): fail so the job retries rather than completes unsent.
      throw new Error(`Mail ${messageId} is not in the outbox`);
    }
    try {
      const providerMessageId = await this.transport.send(message, this.config.mailFrom);
      await this.messages.update(message.id, {
        status: this.transport.delivers ? 'sent' : 'stored',
        providerMessageId,
        lastError: null,
        claimedUntil: null,
        sentAt: this.transport.delivers ? new Date() : null,
      });
    } catch (error) {
      const reason = (error as Error).message.slice(0, 1000);
      await this.messages.update(message.id, { status: 'failed', lastError: reason, claimedUntil: null });
      this.logger.warn(
        `Mail ${message.id} to the SMTP server failed (attempt ${message.attempts}, job attempt ${context.attempt}): ${reason}`,
      );
      throw error;
    }
  }

  private async claim(id: string): Promise<MailMessage | null> {
    const result = await this.messages
      .createQueryBuilder()
      .update(MailMessage)
      .set({
        status: 'sending',
        attempts: () => 'attempts + 1',
        claimedUntil: () => `now() + interval '${CLAIM_SECONDS} seconds'`,
      })
      .where('id = :id', { id })
      .andWhere("(status IN ('queued', 'failed') OR (status = 'sending' AND claimed_until < now()))")
      .execute();
    return result.affected ? this.messages.findOneBy({ id }) : null;
  }
}
