import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Severity } from '../error-scrubber';

export const GROUP_STATUSES = ['open', 'resolved', 'ignored'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** All reports of one (error_type, message): counts, where it happened, and what an admin decided. */
@Entity('error_log_groups')
export class ErrorLogGroup {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** sha256 of error_type and message. */
  @Column({ type: 'text' })
  fingerprint: string;

  @Column({ type: 'text' })
  errorType: string;

  @Column({ type: 'text' })
  message: string;

  /** The most severe level reported. */
  @Column({ type: 'text' })
  severity: Severity;

  @Column({ type: 'text' })
  source: 'client' | 'server';

  @Column({ type: 'text', default: 'open' })
  status: GroupStatus;

  /** Every report, stored or not. */
  @Column({ type: 'integer', default: 0 })
  count: number;

  @Column({ type: 'timestamptz' })
  windowStartedAt: Date;

  /** Reports in the current fingerprint window; only the first few are stored in full. */
  @Column({ type: 'integer', default: 0 })
  windowCount: number;

  @Column({ type: 'text', array: true, default: '{}' })
  affectedUrls: string[];

  @Column({ type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ type: 'text', nullable: true })
  statusChangedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;
}
