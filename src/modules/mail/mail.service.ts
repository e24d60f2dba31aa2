import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { AppConfig } from '@config/app-config';
import { JobQueue } from '@jobs/job-queue';
import { MAIL_STATUSES, MailAttachment, MailMessage, MailStatus } from './mail-message.entity';
import { MailTransport } from './mail-transport';
import { RenderedEmail } from './templates/email-layout';
import { testEmail } from './templates/test-email';

export const OUTBOX_SORTABLE = ['createdAt', 'toAddress', 'subject', 'status', 'attempts'] as const;

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  attachments?: MailAttachment[];
}

/**
 * Sending email: the message is written to the outbox first (inside the caller's transaction when
 * given one), then a `mail` job delivers it. The job id is the message id, so it is sent at most once.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(MailMessage) private readonly messages: Repository<MailMessage>,
    private readonly jobs: JobQueue,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
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
        attachments: email.attachments ?? [],
      }),
    );
  }

  /**
   * Queues delivery. A queue outage is logged, not thrown: the message stays `queued` in the outbox
   * and the sweeper queues it once the queue is back.
   */
  async dispatch(message: Pick<MailMessage, 'id'>): Promise<void> {
    try {
      await this.jobs.enqueue('mail/send', { messageId: message.id }, { jobId: `mail-${message.id}` });
    } catch (error) {
      this.logger.warn(
        `Mail ${message.id} stays queued: the job queue is unavailable (${(error as Error).message})`,
      );
    }
  }

  /**
   * Runs `work` in one transaction. The emails it sends are recorded in that transaction (so they
   * exist exactly when the rest of the work does) and queued only after the commit.
   */
  async inTransaction<Result>(
    work: (manager: EntityManager, send: (email: OutgoingEmail) => Promise<void>) => Promise<Result>,
  ): Promise<Result> {
    let recorded: MailMessage[] = [];
    const result = await this.dataSource.transaction(async (manager) => {
      recorded = [];
      return work(manager, async (email) => {
        recorded.push(await this.record(email, manager));
      });
    });
    for (const message of recorded) await this.dispatch(message);
    return result;
  }

  async send(email: OutgoingEmail): Promise<MailMessage> {
    const message = await this.record(email);
    await this.dispatch(message);
    return message;
  }

  /** The admin's test email, through the same outbox and queue as every other message. */
  sendTest(to: string, requestedBy: string): Promise<MailMessage> {
    const delivery = this.transport.delivers
      ? 'SMTP (SMTP_URL)'
      : 'outbox only: SMTP_URL is not set, so the message is stored, not sent';
    return this.send({ to, ...testEmail(requestedBy, delivery, new Date()) });
  }

  /** Queues a message that gave up again (the admin's "Try again"). */
  async retry(id: string): Promise<MailMessage | null> {
    const result = await this.messages.update(
      { id, status: 'failed' },
      { status: 'queued', lastError: null },
    );
    if (!result.affected) return null;
    await this.dispatch({ id });
    return this.messages.findOneBy({ id });
  }

  get delivers(): boolean {
    return this.transport.delivers;
  }

  find(id: string): Promise<MailMessage | null> {
    return this.messages.findOneBy({ id });
  }

  page(query: TableQuery): Promise<TablePage<MailMessage>> {
    const builder = this.messages.createQueryBuilder('message');
    if (query.filters.status) builder.andWhere('message.status = :status', { status: query.filters.status });
    return paginate(builder, query, {
      searchIn: ['toAddress', 'subject', 'template'],
      sortable: OUTBOX_SORTABLE,
      defaultSort: 'createdAt',
    });
  }

  countByStatus(): Promise<Record<MailStatus, number>> {
    return countBy(this.messages.createQueryBuilder('message'), 'message.status', MAIL_STATUSES);
  }

  /**
   * Messages whose job was lost: still `queued` after the grace period (the queue was down when they
   * were written) or `sending` with a lapsed claim (the worker died mid-send). Each is queued again
   * under its own job id, so a job that does exist is not doubled.
   */
  async sweep(limit = 200): Promise<number> {
    const stranded = await this.messages
      .createQueryBuilder('message')
      .select('message.id', 'id')
      .where(
        "(message.status = 'queued' AND message.createdAt < now() - make_interval(secs => :graceSeconds)) OR (message.status = 'sending' AND message.claimedUntil < now())",
        { graceSeconds: this.config.mail.sweepGraceMs / 1000 },
      )
      .orderBy('message.createdAt', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    for (const message of stranded) await this.dispatch(message);
    return stranded.length;
  }
}
