import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AgreementEventType } from '@shared/signing';

/** What an event adds: a reason, a reference, a count. */
export type EventDetail = Record<string, string | number | boolean | null>;

/** One line of an agreement's evidence. Insert-only: the database refuses updates and deletes. */
@Entity('agreement_events')
export class AgreementEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ type: 'uuid' })
  agreementId: string;

  @Column({ type: 'text' })
  type: AgreementEventType;

  /** 'signer', 'admin:<email>', 'system' or 'stripe'. */
  @Column({ type: 'text' })
  actor: string;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'jsonb', default: {} })
  detail: EventDetail;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
