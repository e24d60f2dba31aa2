import type { EntityManager, Repository } from 'typeorm';
import { ACCESS_TOKEN_AUDIENCE } from './access-tokens';
import type { UserPayload } from './auth-types';
import { AuthFactor } from './entities/auth-factor.entity';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthUser } from './entities/auth-user.entity';

/** Reads of users that the sign-in, account and admin services share. */

/** The user as the API shows it (inside a transaction, with its manager, to see its changes). */
export async function loadUserPayload(manager: EntityManager, userId: string): Promise<UserPayload> {
  const user = await manager.findOneByOrFail(AuthUser, { id: userId });
  const identities = await manager.find(AuthIdentity, { where: { userId }, order: { createdAt: 'ASC' } });
  const providers = [...new Set(identities.map((identity) => identity.provider))];
  const factors = await manager.find(AuthFactor, { where: { userId }, order: { createdAt: 'ASC' } });
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    id: user.id,
    aud: ACCESS_TOKEN_AUDIENCE,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    ...(user.pendingEmail && { new_email: user.pendingEmail }),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: { provider: providers[0] ?? 'email', providers, role: user.role },
    user_metadata: {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.providerId,
      user_id: identity.userId,
      provider: identity.provider,
      identity_data: identity.identityData,
      created_at: identity.createdAt.toISOString(),
      updated_at: identity.updatedAt.toISOString(),
      last_sign_in_at: iso(identity.lastSignInAt),
    })),
    factors: factors.map((factor) => ({
      id: factor.id,
      friendly_name: factor.friendlyName,
      factor_type: factor.factorType,
      status: factor.status,
      created_at: factor.createdAt.toISOString(),
      updated_at: factor.updatedAt.toISOString(),
    })),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

/** The password hash is never selected by default; only the password checks read it. */
export function userWithPasswordHash(
  users: Repository<AuthUser>,
  where: { id: string } | { email: string },
): Promise<AuthUser | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['email', where.email];
  return users
    .createQueryBuilder('user')
    .addSelect('user.passwordHash')
    .where(`user.${column} = :value`, { value })
    .getOne();
}
