import { Injectable } from '@nestjs/common';
import {
  ClientRecords,
  type ClientRecordsResults,
  RegisteredClientRecords,
} from '@common/clients/client-records';
import { jsonRow, jsonRows } from '@database/json-rows';
import type { ClientItem, ClientSection } from '@shared/client-records';
import { CONTACT_TOPICS, labelOf } from '@shared/lead-options';
import { routes } from '@shared/routes';
import { ContactSubmission } from './entities/contact-submission.entity';
import { JumpstartApplication } from './entities/jumpstart-application.entity';
import { NewsletterSubscriber } from './entities/newsletter-subscriber.entity';
import { NewsletterService } from './newsletter.service';

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
    private readonly newsletter: NewsletterService,
    registry: ClientRecords,
  ) {
    super(registry);
  }

  // Forms keep the address as typed; the newsletter keeps it lower-cased.
  readonly reads = {
    contacts: jsonRows(
      'SELECT id, topic, created_at FROM contact_submissions WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 20',
      'r.created_at DESC',
    ),
    applications: jsonRows(
      'SELECT id, company, created_at FROM jumpstart_applications WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 20',
      'r.created_at DESC',
    ),
    subscriber: jsonRow(
      'SELECT id, status, confirmed_at, created_at FROM newsletter_subscribers WHERE email = $1',
    ),
  };

  section(results: ClientRecordsResults): ClientSection {
    const contacts = results.entities('contacts', ContactSubmission);
    const applications = results.entities('applications', JumpstartApplication);
    const [subscriber] = results.entities('subscriber', NewsletterSubscriber);
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
