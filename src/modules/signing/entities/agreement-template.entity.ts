import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TrainingTier } from '@shared/training';

/** A kind of agreement admins send; its text lives in versions, never edited in place. */
@Entity('agreement_templates')
export class AgreementTemplate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'integer', default: 1 })
  currentVersion: number;

  /** The CRM Mastery Program tier its agreements open in the training area once paid (null: none). */
  @Column({ type: 'text', nullable: true })
  trainingTier: TrainingTier | null;

  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
