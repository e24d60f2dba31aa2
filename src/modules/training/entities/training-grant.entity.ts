import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TrainingTier } from '@shared/training';

/** A programme tier an admin opened to an address by hand (a pilot, a replacement learner); revoked, not deleted. */
@Entity('training_grants')
export class TrainingGrant {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  tier: TrainingTier;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ type: 'text' })
  grantedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  revokedBy: string | null;
}
