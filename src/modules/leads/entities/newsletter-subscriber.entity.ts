import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Attribution } from './attribution';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** One row per address (lower-cased). Only `confirmed` subscribers receive the newsletter. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: 'pending' })
  status: SubscriberStatus;

  /** sha256 of the latest confirmation token; it confirms only while the status is `pending`. */
  @Column({ type: 'text', nullable: true })
  confirmTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmTokenExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @Column({ type: 'text' })
  sourcePath: string;

  @Column(() => Attribution, { prefix: false })
  attribution: Attribution;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
