import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One provider sign-in between `/authorize` and the end of the flow (Supabase's flow_state): its id
 * is the OAuth `state`; with a PKCE challenge the callback leaves a one-time auth code here for
 * `POST /token?grant_type=pkce`.
 */
@Entity('auth_flow_states')
export class AuthFlowState {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  providerId: string;

  /** Sent to the provider and required back in its id_token. */
  @Column({ type: 'text' })
  nonce: string;

  @Column({ type: 'text' })
  redirectTo: string;

  @Column({ type: 'text', nullable: true })
  codeChallenge: string | null;

  @Column({ type: 'text', nullable: true })
  codeChallengeMethod: 's256' | 'plain' | null;

  /** Set when a signed-in user links this provider to their account (`/user/identities/authorize`). */
  @Column({ type: 'uuid', nullable: true })
  linkingUserId: string | null;

  @Column({ type: 'text', nullable: true })
  authCodeHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  authCodeIssuedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'text', nullable: true })
  providerAccessToken: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
