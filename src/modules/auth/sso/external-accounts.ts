import type { EntityManager } from 'typeorm';
import { AuthError } from '../auth.error';
import { normaliseEmail } from '../auth-rules';
import { AuthIdentity } from '../entities/auth-identity.entity';
import { AuthUser } from '../entities/auth-user.entity';
import type { SignInProvider } from '../entities/sign-in-provider.entity';
import type { OidcClaims } from './oidc-client';

export interface ExternalAccount {
  user: AuthUser;
  /** True when this sign-in created the account or attached the identity to it. */
  linked: boolean;
}

/**
 * Which account a provider's verified claims sign in to (inside the caller's transaction):
 * 1. the account already holding this provider identity (provider name + `sub`);
 * 2. with `linkingUserId`, the signed-in user who asked to link it;
 * 3. otherwise the account with the same email, only when the provider says the email is verified
 *    and our account's address is confirmed too (or has no password to take over yet);
 * 4. otherwise a new client account, when the provider lets clients sign up.
 * The provider's domain and audience rules apply every time.
 */
export async function accountForClaims(
  manager: EntityManager,
  provider: SignInProvider,
  claims: OidcClaims,
  linkingUserId: string | null,
): Promise<ExternalAccount> {
  const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email)
    throw new AuthError(500, 'unexpected_failure', 'Error getting user email from external provider');
  const domain = email.split('@')[1] ?? '';
  if (provider.domains.length > 0 && !provider.domains.includes(domain))
    throw new AuthError(
      403,
      'email_address_not_authorized',
      `Email addresses at ${domain} cannot sign in with ${provider.label} here`,
    );
  const identityData = {
    sub: claims.sub,
    iss: claims.iss,
    email,
    email_verified: verified,
    ...(typeof claims.name === 'string' && { name: claims.name.slice(0, 200) }),
  };
  const identities = manager.getRepository(AuthIdentity);
  const existing = await identities.findOneBy({ provider: provider.name, providerId: claims.sub });

  if (linkingUserId) {
    if (existing && existing.userId !== linkingUserId)
      throw new AuthError(422, 'identity_already_exists', 'Identity is already linked to another user');
    if (!verified) throw needsVerification(provider);
    const user = await manager.findOneByOrFail(AuthUser, { id: linkingUserId });
    await upsertIdentity(manager, existing, user.id, provider.name, claims.sub, identityData);
    return checkedAudience(provider, user, !existing);
  }

  if (existing) {
    await identities.update({ id: existing.id }, { identityData: identityData as never });
    return checkedAudience(provider, await manager.findOneByOrFail(AuthUser, { id: existing.userId }), false);
  }
  if (!verified) throw needsVerification(provider);

  const sameEmail = await manager
    .getRepository(AuthUser)
    .createQueryBuilder('user')
    .addSelect('user.passwordHash')
    .where('user.email = :email', { email })
    .getOne();
  if (sameEmail) {
    if (!sameEmail.emailConfirmedAt) {
      // Someone may have registered this address without owning it: the provider proved who owns it,
      // so the unconfirmed password goes (Supabase's guard against pre-account takeover).
      await manager.update(
        AuthUser,
        { id: sameEmail.id },
        { passwordHash: null, emailConfirmedAt: new Date() },
      );
      await identities.delete({ userId: sameEmail.id, provider: 'email' });
    }
    checkedAudience(provider, sameEmail, true);
    await upsertIdentity(manager, null, sameEmail.id, provider.name, claims.sub, identityData);
    return { user: sameEmail, linked: true };
  }

  if (!provider.clientsMaySignIn)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const user = await manager.save(
    manager.create(AuthUser, { email, role: 'client', emailConfirmedAt: new Date(), passwordHash: null }),
  );
  await upsertIdentity(manager, null, user.id, provider.name, claims.sub, identityData);
  return { user, linked: true };
}

function needsVerification(provider: SignInProvider): AuthError {
  return new AuthError(
    422,
    'provider_email_needs_verification',
    `Unverified email with ${provider.name}. Verify the email with ${provider.name} in order to sign in`,
  );
}

/** An admin signs in with a provider only where admins may; a client only where clients may. */
function checkedAudience(provider: SignInProvider, user: AuthUser, linked: boolean): ExternalAccount {
  if (user.role === 'admin' && !provider.adminsMaySignIn)
    throw new AuthError(
      403,
      'provider_disabled',
      `Admins cannot sign in with ${provider.label}: use your password and authenticator code`,
    );
  if (user.role !== 'admin' && !provider.clientsMaySignIn)
    throw new AuthError(403, 'provider_disabled', `Clients cannot sign in with ${provider.label}`);
  return { user, linked };
}

async function upsertIdentity(
  manager: EntityManager,
  existing: AuthIdentity | null,
  userId: string,
  provider: string,
  subject: string,
  identityData: AuthIdentity['identityData'],
): Promise<void> {
  if (existing)
    await manager.update(AuthIdentity, { id: existing.id }, { identityData: identityData as never });
  else
    await manager.insert(AuthIdentity, {
      userId,
      provider,
      providerId: subject,
      identityData: identityData as never,
    });
}
