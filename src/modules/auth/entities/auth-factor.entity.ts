import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type FactorType = 'totp' | 'phone' | 'webauthn';
export type FactorStatus = 'unverified' | 'verified';

/** An MFA factor. Only TOTP is offered; its secret is encrypted with a key derived from APP_SECRET. */
@Entity('auth_factors')
export class AuthFactor {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text', nullable: true })
  friendlyName: string | null;

  @Column({ type: 'text' })
  factorType: FactorType;

  @Column({ type: 'text', default: 'unverified' })
  status: FactorStatus;

  @Column({ type: 'text', select: false })
  secretEncrypted: string;

  /** The last TOTP time step accepted: a code is never accepted twice. */
  @Column({ type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  /** Wrong codes in a row; at MAX_FAILED_CODES the factor locks until `lockedUntil`. */
  @Column({ type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
