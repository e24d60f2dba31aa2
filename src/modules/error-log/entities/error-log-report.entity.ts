import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CleanErrorReport } from '../error-scrubber';

/** One stored report: the scrubbed payload exactly as kept. */
@Entity('error_log_reports')
export class ErrorLogReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  groupId: string;

  @Column({ type: 'jsonb' })
  payload: CleanErrorReport;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
