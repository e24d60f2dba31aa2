import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One link of a session's refresh-token chain. Only a hash is stored; the token itself is never kept. */
@Entity('auth_refresh_tokens')
export class AuthRefreshToken {
  /** From the bigserial sequence, taken before the insert because the token is derived from it. */
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text', unique: true })
  tokenHash: string;

  @Column({ type: 'uuid' })
  sessionId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'bigint', nullable: true })
  parentId: string | null;

  @Column({ type: 'boolean', default: false })
  revoked: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** For a revoked token: when it was rotated (the reuse interval counts from here). */
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
