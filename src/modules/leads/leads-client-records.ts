import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Raw, Repository } from 'typeorm';
import { ClientRecords, RegisteredClientRecords } from '@common/clients/client-records';
import type { ClientItem, ClientSection } from '@shared/client-records';
import { CONTACT_TOPICS, labelOf } from '@shared/lead-options';
import { routes } from '@shared/routes';
import { ContactSubmission } from './entities/contact-submission.entity';
import { JumpstartApplication } from './entities/jumpstart-application.entity';
import { NewsletterSubscriber } from './entities/newsletter-subscriber.entity';
import { NewsletterService } from './newsletter.service';

const sameAddress = (email: string) => Raw((column) => `lower(${column}) = :email`, { email });

const NEWSLETTER_STATE: Record<NewsletterSubscriber['status'], string> = {
  pending: 'Waiting for your confirmation',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/**
 * What a person sent us: contact messages, Jumpstart applications and their newsletter
 * subscription. None of these makes a client; they attach to one. Our review state and notes
 * about a message are the consultancy's own and stay in the back office.
 */
@Injectable()
export class LeadsClientRecords extends RegisteredClientRecords {
  readonly order = 40;

  constructor(
    @InjectRepository(ContactSubmission) private readonly contacts: Repository<ContactSubmission>,
    @InjectRepository(JumpstartApplication) private readonly applications: Repository<JumpstartApplication>,
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly newsletter: NewsletterService,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  async section(email: string): Promise<ClientSection> {
    // Forms keep the address as typed; the newsletter keeps it lower-cased.
    const byAddress = {
      where: { email: sameAddress(email) },
      order: { createdAt: 'DESC' as const },
      take: 20,
    };
    const [contacts, applications, subscriber] = await Promise.all([
      this.contacts.find(byAddress),
      this.applications.find(byAddress),
      this.subscribers.findOneBy({ email }),
    ]);
    const items: ClientItem[] = [
      ...contacts.map((contact) => ({
        id: contact.id,
        title: 'Message to us',
        detail: labelOf(CONTACT_TOPICS, contact.topic),
        status: 'Sent',
        date: contact.createdAt.toISOString(),
        links: [],
        adminHref: routes.leads.contactSubmission(contact.id),
      })),
      ...applications.map((application) => ({
        id: application.id,
        title: 'Jumpstart application',
        detail: application.company,
        status: 'Sent',
        date: application.createdAt.toISOString(),
        links: [],
        adminHref: routes.leads.application(application.id),
      })),
    ].sort((a, b) => b.date.localeCompare(a.date));
    if (subscriber)
      items.push({
        id: subscriber.id,
        title: 'Newsletter',
        detail: subscriber.status === 'confirmed' ? 'A monthly email about CRM work' : '',
        status: NEWSLETTER_STATE[subscriber.status],
        date: (subscriber.confirmedAt ?? subscriber.createdAt).toISOString(),
        links:
          subscriber.status === 'confirmed'
            ? [{ label: 'Unsubscribe', href: this.newsletter.unsubscribePath(subscriber) }]
            : [],
        adminHref: routes.leads.subscriber(subscriber.id),
      });
    return {
      key: 'messages',
      title: 'Messages and newsletter',
      items,
      hideWhenEmpty: true,
      empty: { text: 'Messages you send us from the contact page appear here.', action: null },
    };
  }
}
