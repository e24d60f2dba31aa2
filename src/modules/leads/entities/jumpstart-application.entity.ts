import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Attribution } from './attribution';

export const JUMPSTART_STATUSES = ['new', 'reviewed', 'accepted', 'declined'] as const;
export type JumpstartStatus = (typeof JUMPSTART_STATUSES)[number];

/** An application to the Jumpstart intensive, reviewed by an admin (new → reviewed → accepted/declined). */
@Entity('jumpstart_applications')
export class JumpstartApplication {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  company: string;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'text' })
  companySize: string;

  @Column({ type: 'text' })
  crm: string;

  @Column({ type: 'integer' })
  seats: number;

  @Column({ type: 'text', array: true })
  goals: string[];

  /** What success looks like to them, in their words. */
  @Column({ type: 'text' })
  success: string;

  @Column({ type: 'text' })
  timeline: string;

  @Column({ type: 'text' })
  budgetRange: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  role: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'timestamptz' })
  consentedAt: Date;

  @Column({ type: 'text', default: 'new' })
  status: JumpstartStatus;

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
