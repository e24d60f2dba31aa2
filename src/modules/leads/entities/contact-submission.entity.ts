import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Attribution } from './attribution';

export const CONTACT_STATUSES = ['new', 'replied', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A message from the contact form. Bot submissions are kept with a `spamReason` and never emailed. */
@Entity('contact_submissions')
export class ContactSubmission {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  company: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  crm: string;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'timestamptz' })
  consentedAt: Date;

  @Column({ type: 'text', default: 'new' })
  status: ContactStatus;

  @Column({ type: 'text', nullable: true })
  spamReason: string | null;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ type: 'text', nullable: true })
  statusChangedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  @Column({ type: 'text' })
  sourcePath: string;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column(() => Attribution, { prefix: false })
  attribution: Attribution;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
