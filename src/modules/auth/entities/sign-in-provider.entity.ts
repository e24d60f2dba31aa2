import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type SignInProviderKind = 'google' | 'azure' | 'oidc';

/** An OpenID Connect provider an admin configured: Google, Microsoft (Supabase's `azure`) or any issuer. */
@Entity('auth_sign_in_providers')
export class SignInProvider {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The `provider` value clients send (`google`, `azure`, or the slug of a generic issuer); fixed once made. */
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  kind: SignInProviderKind;

  /** What the sign-in button says after "Continue with". */
  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  issuer: string;

  @Column({ type: 'text' })
  clientId: string;

  /** AES-256-GCM, readable only to exchange codes; never shown again after it is saved. */
  @Column({ type: 'text', select: false })
  clientSecretSealed: string;

  /** Email domains allowed to sign in (empty: any); also the domains `POST /sso` finds this provider by. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  domains: string[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'boolean', default: true })
  clientsMaySignIn: boolean;

  @Column({ type: 'boolean', default: false })
  adminsMaySignIn: boolean;

  /** An admin with an authenticator still enters its code after this provider (aal2 comes from us). */
  @Column({ type: 'boolean', default: true })
  requireTwoStep: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
