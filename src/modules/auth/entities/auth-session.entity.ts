import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type AssuranceLevel = 'aal1' | 'aal2';

export interface AuthMethodReference {
  method:
    'password' | 'totp' | 'otp' | 'recovery' | 'invite' | 'signup' | 'email_change' | 'oauth' | 'id_token';
  /** The provider's name, for `oauth` and `id_token`. */
  provider?: string;
  /** Unix seconds. */
  timestamp: number;
}

/** One signed-in device or client; its refresh tokens form a chain under it. */
@Entity('auth_sessions')
export class AuthSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text', default: 'aal1' })
  aal: AssuranceLevel;

  /** The MFA factor that raised this session to aal2. */
  @Column({ type: 'uuid', nullable: true })
  factorId: string | null;

  @Column({ type: 'jsonb', default: [] })
  amr: AuthMethodReference[];

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  refreshedAt: Date | null;

  /** Refreshing stops working after this moment, however recently the session was used. */
  @Column({ type: 'timestamptz' })
  notAfter: Date;
}
