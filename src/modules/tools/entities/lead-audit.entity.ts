import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAnswers, Grade } from '@shared/tools/lead-audit';

/** One completed inbound lead audit. Tokens are stored only as SHA-256 hashes. */
@Entity('lead_audits')
export class LeadAudit {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'jsonb' })
  answers: AuditAnswers;

  @Column({ type: 'integer' })
  score: number;

  @Column({ type: 'text' })
  grade: Grade;

  /** The results link's token: whoever has the link sees the results. */
  @Column({ type: 'text' })
  viewTokenHash: string;

  /** Held by the browser that took the audit: it may replace the link (the old one stops working). */
  @Column({ type: 'text' })
  ownerTokenHash: string;

  /** Set when the visitor asks for the report by email. */
  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  sourcePath: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
