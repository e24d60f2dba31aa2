import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuthAuditAction =
  | 'login'
  | 'login_failed'
  | 'otp_requested'
  | 'logout'
  | 'token_reuse_detected'
  | 'password_changed'
  | 'recovery_requested'
  | 'recovery_used'
  | 'invite_created'
  | 'invite_accepted'
  | 'email_change_requested'
  | 'email_change_confirmed'
  | 'email_change_cancelled'
  | 'email_changed'
  | 'reauthentication_requested'
  | 'factor_locked'
  | 'factor_enrolled'
  | 'factor_verified'
  | 'factor_verify_failed'
  | 'factor_removed'
  | 'admin_revoked'
  | 'identity_linked'
  | 'identity_unlinked';

/** Who did what to which account, from where. Never holds passwords or tokens. */
@Entity('auth_audit_log')
export class AuthAuditEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'text' })
  action: AuthAuditAction;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'jsonb', default: {} })
  detail: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
