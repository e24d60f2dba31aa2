import type { AnswerRow } from '../forms/answers';
import type { TablePage } from '../table';
import { page, type ModulePages } from './page';

/** Props of the leads module's pages (src/modules/leads): the newsletter's landing pages and the back office's lead lists. */

/** `ready`: the link is good and waits for the visitor's click (a GET never confirms: mail scanners open links). */
export type NewsletterConfirmResult =
  'ready' | 'confirmed' | 'already-confirmed' | 'used' | 'expired' | 'invalid';

export interface NewsletterConfirmProps {
  result: NewsletterConfirmResult;
  /** The link's token while the result is `ready`, for the confirm button's POST. */
  token: string | null;
}

export interface NewsletterUnsubscribeProps {
  subscriber: { email: string; status: 'pending' | 'confirmed' | 'unsubscribed' } | null;
  link: { id: string; token: string } | null;
}

/** Status and notes of a contact message or application. */
export interface ReviewedLead {
  id: string;
  status: string;
  notes: string;
  spamReason: string | null;
  statusChangedBy: string | null;
  statusChangedAt: string | null;
}

/** A contact message or application on its back-office page: every answer of its form, as people read them. */
export interface LeadDetailProps {
  lead: ReviewedLead & {
    createdAt: string;
    /** "Name, Company" for a message, the company for an application. */
    title: string;
    answers: AnswerRow[];
    userAgent: string | null;
    source: Array<[string, string]>;
  };
  statuses: readonly string[];
}

export interface ContactRow {
  id: string;
  createdAt: string;
  status: string;
  spamReason: string | null;
  name: string;
  email: string;
  company: string;
  topic: string;
  crm: string;
}

export interface LeadListProps<Row> {
  table: TablePage<Row>;
  counts: Record<string, number>;
  csvUrl: string;
}

export interface ApplicationRow {
  id: string;
  createdAt: string;
  status: string;
  spamReason: string | null;
  company: string;
  name: string;
  email: string;
  companySize: string;
  seats: number;
  timeline: string;
  budget: string;
}

export interface NewsletterSubscriberProps {
  subscriber: {
    id: string;
    email: string;
    status: string;
    createdAt: string;
    confirmationSentAt: string | null;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
    source: Array<[string, string]>;
  };
}

export interface SubscriberRow {
  id: string;
  email: string;
  status: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  sourcePath: string;
  utmSource: string | null;
}

export interface NewsletterSubscribersProps {
  table: TablePage<SubscriberRow>;
  counts: Record<'pending' | 'confirmed' | 'unsubscribed', number>;
  csvUrl: string;
}

/** The leads module's pages: name (its file under frontend/pages), props and layout. */
export const leadsPages = {
  'leads/contact-submissions': page<LeadListProps<ContactRow>>('admin'),
  'leads/contact-submission': page<LeadDetailProps>('admin'),
  'leads/jumpstart-applications': page<LeadListProps<ApplicationRow>>('admin'),
  'leads/jumpstart-application': page<LeadDetailProps>('admin'),
  'leads/newsletter-subscribers': page<NewsletterSubscribersProps>('admin'),
  'leads/newsletter-subscriber': page<NewsletterSubscriberProps>('admin'),
  'leads/newsletter-confirm': page<NewsletterConfirmProps>('default'),
  'leads/newsletter-unsubscribe': page<NewsletterUnsubscribeProps>('default'),
} satisfies ModulePages<'leads'>;
