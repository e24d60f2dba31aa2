import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { isUuid } from '@common/http/not-found';
import { countBy } from '@common/table/count-by';
import { paginate } from '@common/table/paginate';
import { TablePage, TableQuery } from '@common/table/table-query';
import { AppConfig } from '@config/app-config';
import { MailService, OutgoingEmail } from '@modules/mail';
import { newsletterConfirmationEmail, newsletterWelcomeEmail } from './lead-email-templates';
import { NewsletterSignupDto } from './dto/newsletter.dto';
import {
  NewsletterSubscriber,
  SUBSCRIBER_STATUSES,
  SubscriberStatus,
} from './entities/newsletter-subscriber.entity';
import { FormTokens } from './form-tokens';
import { cleanAttribution, sourcePathOf } from './leads.service';
import { routes } from '@shared/routes';

export const CONFIRM_VALID_DAYS = 7;
/** A pending address asking again within this time gets no second email (no mail-bombing a stranger). */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;
export const SUBSCRIBER_SORTABLE = ['createdAt', 'email', 'status', 'confirmedAt'] as const;

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'used' | 'expired' | 'invalid';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Double opt-in: a signup (new, pending or unsubscribed address) gets a single-use confirmation
 * link; only a confirmed address counts. Every signup gets the same answer, so the form never
 * tells anyone whether an address is on the list. Unsubscribe links are signed per subscriber.
 */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly mail: MailService,
    private readonly tokens: FormTokens,
    private readonly config: AppConfig,
  ) {}

  async subscribe(dto: NewsletterSignupDto, defaultPath: string): Promise<void> {
    const spamReason = this.tokens.spamReason(dto);
    if (spamReason) {
      this.logger.log(`Newsletter signup dropped as automated: ${spamReason}`);
      return;
    }
    const email = dto.email.toLowerCase();
    await this.mail.inTransaction(async (manager, send) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(NewsletterSubscriber)
        .values({
          email,
          sourcePath: sourcePathOf(dto, defaultPath),
          attribution: cleanAttribution(dto.attribution),
        })
        .orIgnore()
        .execute();
      const subscriber = await manager.findOneOrFail(NewsletterSubscriber, {
        where: { email },
        lock: { mode: 'pessimistic_write' },
      });
      await this.startConfirmation(manager, subscriber, send);
    });
  }

  /** What confirming with this token would answer, without confirming: `ready` when it would work. */
  async checkConfirmation(token: string | undefined): Promise<Exclude<ConfirmResult, 'confirmed'> | 'ready'> {
    if (!token || token.length > 200) return 'invalid';
    const subscriber = await this.subscribers.findOne({ where: { confirmTokenHash: sha256(token) } });
    if (!subscriber) return 'invalid';
    if (subscriber.status !== 'pending')
      return subscriber.status === 'confirmed' ? 'already-confirmed' : 'used';
    if (!subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt < new Date()) return 'expired';
    return 'ready';
  }

  async confirm(token: string | undefined): Promise<ConfirmResult> {
    if (!token || token.length > 200) return 'invalid';
    return this.mail.inTransaction(async (manager, send): Promise<ConfirmResult> => {
      const subscriber = await manager.findOne(NewsletterSubscriber, {
        where: { confirmTokenHash: sha256(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!subscriber) return 'invalid';
      if (subscriber.status !== 'pending') {
        return subscriber.status === 'confirmed' ? 'already-confirmed' : 'used';
      }
      if (!subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt < new Date()) {
        return 'expired';
      }
      await manager.update(NewsletterSubscriber, subscriber.id, {
        status: 'confirmed',
        confirmedAt: new Date(),
        unsubscribedAt: null,
      });
      const welcome = newsletterWelcomeEmail(this.unsubscribeUrl(subscriber), this.config.appUrl);
      await send({ to: subscriber.email, ...welcome });
      return 'confirmed';
    });
  }

  /** The subscriber an unsubscribe link names, when its signature is right. */
  async fromLink(id: unknown, token: unknown): Promise<NewsletterSubscriber | null> {
    if (!isUuid(id) || typeof token !== 'string') return null;
    const expected = Buffer.from(this.unsubscribeToken(id));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return this.subscribers.findOneBy({ id });
  }

  /** Idempotent: an address already off the list stays off. */
  async unsubscribe(subscriber: NewsletterSubscriber): Promise<void> {
    if (subscriber.status === 'unsubscribed') return;
    await this.subscribers.update(subscriber.id, {
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
      confirmTokenExpiresAt: null,
    });
  }

  /** From the unsubscribe page: back on the list once the new confirmation link is used. */
  async resubscribe(subscriber: NewsletterSubscriber): Promise<void> {
    await this.mail.inTransaction(async (manager, send) => {
      const locked = await manager.findOneOrFail(NewsletterSubscriber, {
        where: { id: subscriber.id },
        lock: { mode: 'pessimistic_write' },
      });
      await this.startConfirmation(manager, locked, send);
    });
  }

  unsubscribeUrl(subscriber: Pick<NewsletterSubscriber, 'id'>): string {
    return `${this.config.appUrl}${this.unsubscribePath(subscriber)}`;
  }

  /** The signed unsubscribe page of an address, for a page of this site (the client's home). */
  unsubscribePath(subscriber: Pick<NewsletterSubscriber, 'id'>): string {
    return routes.leads.unsubscribePage({ id: subscriber.id, token: this.unsubscribeToken(subscriber.id) });
  }

  find(id: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ id });
  }

  page(query: TableQuery, limit = query.perPage): Promise<TablePage<NewsletterSubscriber>> {
    const builder = this.subscribers.createQueryBuilder('subscriber');
    if (query.filters.status) {
      builder.andWhere('subscriber.status = :status', { status: query.filters.status });
    }
    return paginate(
      builder,
      query,
      {
        searchIn: ['email', 'sourcePath', 'utmSource', 'utmCampaign'],
        sortable: SUBSCRIBER_SORTABLE,
        defaultSort: 'createdAt',
      },
      limit,
    );
  }

  counts(): Promise<Record<SubscriberStatus, number>> {
    return countBy(
      this.subscribers.createQueryBuilder('subscriber'),
      'subscriber.status',
      SUBSCRIBER_STATUSES,
    );
  }

  /**
   * A fresh single-use link for a pending or unsubscribed address (not for a confirmed one, and
   * not twice within CONFIRMATION_RESEND_AFTER_MS).
   */
  private async startConfirmation(
    manager: EntityManager,
    subscriber: NewsletterSubscriber,
    send: (email: OutgoingEmail) => Promise<void>,
  ): Promise<void> {
    if (subscriber.status === 'confirmed') return;
    const sentRecently =
      subscriber.status === 'pending' &&
      subscriber.confirmationSentAt &&
      Date.now() - subscriber.confirmationSentAt.getTime() < CONFIRMATION_RESEND_AFTER_MS;
    if (sentRecently) return;
    const token = randomBytes(32).toString('base64url');
    await manager.update(NewsletterSubscriber, subscriber.id, {
      status: 'pending',
      confirmTokenHash: sha256(token),
      confirmTokenExpiresAt: new Date(Date.now() + CONFIRM_VALID_DAYS * 86_400_000),
      confirmationSentAt: new Date(),
    });
    const url = `${this.config.appUrl}${routes.leads.confirmPage({ token })}`;
    await send({ to: subscriber.email, ...newsletterConfirmationEmail(url, CONFIRM_VALID_DAYS) });
  }

  private unsubscribeToken(id: string): string {
    return createHmac('sha256', this.config.appSecret)
      .update(`newsletter-unsubscribe:${id}`)
      .digest('base64url');
  }
}
