import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Email links, plus the codes of an email change's second confirmation, its cancel link and re-authentication. */
export type OneTimeTokenType =
  | 'recovery'
  | 'invite'
  | 'signup'
  | 'email_change'
  | 'email_change_current'
  | 'email_change_cancel'
  | 'reauthentication';

/** The link types `/auth/v1/verify` accepts. */
export type EmailLinkType = 'recovery' | 'invite' | 'signup' | 'email_change' | 'email_change_current';

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

  /** The address the link was sent to; for an email change's links, the new address being confirmed. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
