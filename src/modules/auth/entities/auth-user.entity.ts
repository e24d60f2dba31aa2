import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserRole = 'admin' | 'client';

/** Someone who can sign in: an admin of the consultancy or a client. Email is stored lower-cased. */
@Entity('auth_users')
export class AuthUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  /** argon2id; null until an invited user sets a password. */
  @Column({ type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'text', default: 'client' })
  role: UserRole;

  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  /** A requested new address, applied once its confirmation link is used. */
  @Column({ type: 'text', nullable: true })
  pendingEmail: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
