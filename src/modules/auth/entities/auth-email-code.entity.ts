import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A sign-in code emailed to an address (`signInWithOtp`), before any account may exist: the account
 * of a new client is created when the code is verified, not when it is asked for. One live code per
 * address; stored as an HMAC.
 */
@Entity('auth_email_codes')
export class AuthEmailCode {
  @PrimaryColumn({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  codeHash: string;

  /** SHA-256 of the long token of the same email's sign-in link (either one signs in, once). */
  @Column({ type: 'text', unique: true })
  linkHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
