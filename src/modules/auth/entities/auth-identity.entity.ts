import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** How a user proves who they are; today only "email" (password), kept apart as Supabase Auth does. */
@Entity('auth_identities')
export class AuthIdentity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  providerId: string;

  @Column({ type: 'jsonb', default: {} })
  identityData: Record<string, unknown>;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
