import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Attribution } from './attribution';

/**
 * What a contact message and a Jumpstart application both are: a reviewed lead with a spam flag,
 * notes, who changed its status, and where the visitor came from. Each entity adds its fields
 * and its own list of statuses.
 */
export abstract class LeadRecord {
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

  @Column({ type: 'timestamptz' })
  consentedAt: Date;

  /** Why the spam checks caught it; null for a person's. */
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
