import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthError } from './auth.error';
import { AuthIdentity } from './entities/auth-identity.entity';

/**
 * Provider sign-in names Supabase Auth knows, with the issuer its id_token grant expects of the
 * OpenID Connect ones. None is enabled here yet: issue 38 adds their configuration; until then
 * every call answers as Supabase Auth answers for a provider that is not enabled.
 */
const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'snapchat',
  'spotify',
  'twitch',
  'twitter',
  'vercel_marketplace',
  'workos',
  'x',
  'zoom',
] as const;
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  google: 'https://accounts.google.com',
  kakao: 'https://kauth.kakao.com',
};

export interface SsoRequest {
  provider_id?: unknown;
  domain?: unknown;
}

export interface IdTokenRequest {
  provider?: unknown;
  id_token?: unknown;
  client_id?: unknown;
  issuer?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `/auth/v1` calls of provider and enterprise sign-in (`/authorize`, `/sso`, the id_token
 * grant, identities), answering in Supabase Auth's words and codes: a wrong provider, domain or
 * identity is a 4xx a client understands, never a 404 page or a 500.
 */
@Injectable()
export class ExternalSignIn {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** GET /authorize and /user/identities/authorize: where the browser would go to sign in with `provider`. */
  authorizeUrl(provider: unknown): never {
    const name = text(provider);
    throw AuthError.validation(
      (OAUTH_PROVIDERS as readonly string[]).includes(name)
        ? 'Unsupported provider: provider is not enabled'
        : `Unsupported provider: Provider ${name} could not be found`,
    );
  }

  /** POST /sso: by a provider's id or an email domain. */
  singleSignOn({ provider_id: providerId, domain }: SsoRequest): never {
    const id = text(providerId);
    const host = text(domain);
    if (id && host) throw AuthError.validation('Only one of provider_id or domain supported');
    if (!id && !host) throw AuthError.validation('A provider_id or domain needs to be provided');
    if (id && !UUID.test(id)) throw AuthError.validation('provider_id must be an UUID');
    throw new AuthError(
      404,
      'sso_provider_not_found',
      id ? 'No such SSO provider' : 'No SSO provider assigned for this domain',
    );
  }

  /** POST /token?grant_type=id_token (signInWithIdToken). */
  idTokenGrant({ provider, id_token: idToken, client_id: clientId, issuer }: IdTokenRequest): never {
    if (!text(idToken)) throw AuthError.oauthRequest('id_token required');
    const name = text(provider);
    if (!name && !(text(clientId) && text(issuer)))
      throw AuthError.oauthRequest('provider or client_id and issuer required');
    const knownIssuer = ID_TOKEN_ISSUERS[name];
    if (knownIssuer)
      throw new AuthError(400, 'provider_disabled', `Provider (issuer "${knownIssuer}") is not enabled`);
    throw AuthError.validation(`Custom OIDC provider "${name}" not allowed`);
  }

  /** DELETE /user/identities/:id: one of the user's own identities, never the last way to sign in. */
  async unlink(userId: string, identityId: string): Promise<object> {
    if (!UUID.test(identityId)) throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
    const repository = this.dataSource.getRepository(AuthIdentity);
    const identities = await repository.findBy({ userId });
    if (identities.length <= 1)
      throw new AuthError(
        422,
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      );
    const identity = identities.find((candidate) => candidate.id === identityId);
    if (!identity) throw new AuthError(422, 'identity_not_found', "Identity doesn't exist");
    await repository.delete({ id: identity.id, userId });
    return {};
  }
}
