import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OneTimeTokenType = 'recovery' | 'invite' | 'signup' | 'email_change';

/** A single-use token sent by email (password recovery, invitation, confirmation). Stored hashed. */
@Entity('auth_one_time_tokens')
export class AuthOneTimeToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  tokenType: OneTimeTokenType;

  @Column({ type: 'text', unique: true })
  tokenHash: string;

  /** The address the link was sent to (the new one for an email change). */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
