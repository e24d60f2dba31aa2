import { Column, Entity } from 'typeorm';
import type { StoredAnswers } from '@shared/forms/answers';
import type { ContactAnswers } from '@shared/forms/leads';
import { LeadRecord } from './lead-record';

export const CONTACT_STATUSES = ['new', 'replied', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A message from the contact form. Bot submissions are kept with a `spamReason` and never emailed. */
@Entity('contact_submissions')
export class ContactSubmission extends LeadRecord implements StoredAnswers<ContactAnswers> {
  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'text', default: 'new' })
  status: ContactStatus;
}
