import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { JobQueue } from '../../jobs/job-queue';
import { MailMessage } from './mail-message.entity';
import { RenderedEmail } from './templates/email-layout';

export const MAIL_SEND_JOB = 'send';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  headers?: Record<string, string>;
}

/**
 * Sending email: the message is written to the outbox first (inside the caller's transaction when
 * given one), then a `mail` job delivers it. The job id is the message id, so it is sent at most once.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectRepository(MailMessage) private readonly messages: Repository<MailMessage>,
    private readonly jobs: JobQueue,
  ) {}

  /** Records the message; call `dispatch` with the result once the surrounding transaction has committed. */
  async record(email: OutgoingEmail, manager?: EntityManager): Promise<MailMessage> {
    const repository = manager ? manager.getRepository(MailMessage) : this.messages;
    return repository.save(
      repository.create({
        toAddress: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        template: email.template,
        headers: email.headers ?? {},
      }),
    );
  }

  /** Queues delivery. A queue outage is logged, not thrown: the message stays `queued` in the outbox. */
  async dispatch(message: MailMessage): Promise<void> {
    try {
      await this.jobs.enqueue(
        'mail',
        MAIL_SEND_JOB,
        { messageId: message.id },
        { jobId: `mail-${message.id}` },
      );
    } catch (error) {
      this.logger.warn(
        `Mail ${message.id} stays queued: the job queue is unavailable (${(error as Error).message})`,
      );
    }
  }

  async send(email: OutgoingEmail): Promise<MailMessage> {
    const message = await this.record(email);
    await this.dispatch(message);
    return message;
  }
}
