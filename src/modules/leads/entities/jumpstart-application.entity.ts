import { Column, Entity } from 'typeorm';
import type { StoredAnswers } from '@shared/forms/answers';
import type { JumpstartAnswers } from '@shared/forms/leads';
import { LeadRecord } from './lead-record';

export const JUMPSTART_STATUSES = ['new', 'reviewed', 'accepted', 'declined'] as const;
export type JumpstartStatus = (typeof JUMPSTART_STATUSES)[number];

/** An application to the Jumpstart intensive, reviewed by an admin (new → reviewed → accepted/declined). */
@Entity('jumpstart_applications')
export class JumpstartApplication extends LeadRecord implements StoredAnswers<JumpstartAnswers> {
  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'text' })
  companySize: string;

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
  role: string;

  @Column({ type: 'text', default: 'new' })
  status: JumpstartStatus;
}
