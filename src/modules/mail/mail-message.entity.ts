import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * queued → sending (a worker holds the claim) → sent (SMTP accepted it) | stored (no SMTP configured:
 * kept here for admins) | failed (retrying, or given up after the last attempt).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'stored', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file sent with a message, kept in the outbox with it (base64), so a retry sends the same bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Every email the site sends, recorded before it is queued, so none is lost or sent twice. */
@Entity('mail_outbox')
export class MailMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  toAddress: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'jsonb', default: {} })
  headers: Record<string, string>;

  @Column({ type: 'jsonb', default: [] })
  attachments: MailAttachment[];

  /** Which template produced it (for the admin outbox). */
  @Column({ type: 'text' })
  template: string;

  @Column({ type: 'text', default: 'queued' })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'text', nullable: true })
  providerMessageId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** While `sending`: when the claim lapses and another worker may try (the first one crashed). */
  @Column({ type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
