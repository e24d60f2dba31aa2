import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { isSitePath } from '@common/http/site-path';
import { routes } from '@shared/routes';
import { AuthError } from './auth.error';
import { AuthAuditLog } from './auth-audit-log';
import { AuthSessions } from './auth-sessions.service';
import type { RequestMeta, SessionPayload } from './auth-types';
import type { AccountIdentity } from '@shared/pages/auth';
import { AuthFactor } from './entities/auth-factor.entity';
import type { AssuranceLevel } from './entities/auth-session.entity';
import { AuthFlowState } from './entities/auth-flow-state.entity';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthUser } from './entities/auth-user.entity';
import type { SignInProvider } from './entities/sign-in-provider.entity';
import { accountForClaims } from './sso/external-accounts';
import { OidcFailure, type OidcClaims } from './sso/oidc-client';
import {
  CallbackError,
  expired,
  FLOW_STATE_TTL_SECONDS,
  ID_TOKEN_ISSUERS,
  OAUTH_PROVIDERS,
  pkceChallenge,
  pkceMatches,
  providerUnreachable,
  RESERVED_PARAMS,
  SCOPES,
  text,
  UUID,
  withError,
  PROVIDER_NAME,
  DOMAIN,
} from './sso/oauth-protocol';
import { SignInProviders } from './sso/sign-in-providers';
import { sha256 } from './token-hashing';

export type Query = Record<string, unknown>;
export interface SsoRequest {
  provider_id?: unknown;
  domain?: unknown;
  redirect_to?: unknown;
  code_challenge?: unknown;
  code_challenge_method?: unknown;
}
export interface IdTokenRequest {
  provider?: unknown;
  id_token?: unknown;
  nonce?: unknown;
  client_id?: unknown;
  issuer?: unknown;
  link_identity?: unknown;
}

/** Where the callback sends the browser: the app with a code or tokens, or with the error. */
export interface CallbackOutcome {
  location: string;
}

/**
 * The `/auth/v1` calls of provider and enterprise sign-in, as Supabase Auth answers them:
 * `/authorize` and `/sso` start a flow (its id is the OAuth state; the id_token must carry its
 * nonce), `/callback` ends it (a one-time code for PKCE, tokens in the fragment for the implicit
 * flow), the pkce and id_token grants, and the identities calls.
 */
@Injectable()
export class ExternalSignIn {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: SignInProviders,
    private readonly sessions: AuthSessions,
    private readonly audit: AuthAuditLog,
    private readonly config: AppConfig,
  ) {}

  /** The address providers send the browser back to (registered with each provider). */
  get callbackUrl(): string {
    return `${this.config.appUrl}${routes.auth.oauthCallback()}`;
  }

  /** GET /authorize (and /user/identities/authorize with `linkingUserId`): the provider's sign-in address. */
  async authorizeUrl(query: Query, linkingUserId: string | null = null): Promise<string> {
    const name = text(query.provider);
    const provider = PROVIDER_NAME.test(name) ? await this.providers.byName(name) : null;
    if (!provider)
      throw AuthError.validation(
        (OAUTH_PROVIDERS as readonly string[]).includes(name)
          ? 'Unsupported provider: provider is not enabled'
          : `Unsupported provider: Provider ${name} could not be found`,
      );
    return this.startFlow(provider, query, linkingUserId);
  }

  /** POST /sso: by a provider's id or an email domain; the address to go to next. */
  async singleSignOn(body: SsoRequest): Promise<string> {
    const id = text(body.provider_id);
    const host = text(body.domain).toLowerCase();
    if (id && host) throw AuthError.validation('Only one of provider_id or domain supported');
    if (!id && !host) throw AuthError.validation('A provider_id or domain needs to be provided');
    if (id && !UUID.test(id)) throw AuthError.validation('provider_id must be an UUID');
    const provider = id
      ? await this.providers.byId(id)
      : DOMAIN.test(host)
        ? await this.providers.byDomain(host)
        : null;
    if (!provider)
      throw new AuthError(
        404,
        'sso_provider_not_found',
        id ? 'No such SSO provider' : 'No SSO provider assigned for this domain',
      );
    return this.startFlow(provider, body as Query, null);
  }

  private async startFlow(
    provider: SignInProvider,
    query: Query,
    linkingUserId: string | null,
  ): Promise<string> {
    const challenge = pkceChallenge(query.code_challenge, query.code_challenge_method);
    const discovery = await this.providers.oidc.discover(provider.issuer).catch((error: unknown) => {
      throw providerUnreachable(error);
    });
    // Flows nobody finished (the visitor closed the provider's page) go as new ones start (indexed).
    const cutoff = new Date(Date.now() - FLOW_STATE_TTL_SECONDS * 1000);
    await this.dataSource.getRepository(AuthFlowState).delete({ createdAt: LessThan(cutoff) });
    const nonce = randomBytes(24).toString('base64url');
    const flow = await this.dataSource.getRepository(AuthFlowState).save({
      providerId: provider.id,
      nonce,
      redirectTo: this.redirectTarget(query.redirect_to),
      codeChallenge: challenge?.challenge ?? null,
      codeChallengeMethod: challenge?.method ?? null,
      linkingUserId,
    });
    const extraScopes = text(query.scopes).split(/\s+/).filter(Boolean);
    const url = new URL(discovery.authorization_endpoint);
    for (const [key, value] of Object.entries(query))
      if (!RESERVED_PARAMS.has(key.toLowerCase()) && typeof value === 'string')
        url.searchParams.set(key, value);
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', this.callbackUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', [...new Set([...SCOPES.split(' '), ...extraScopes])].join(' '));
    url.searchParams.set('state', flow.id);
    url.searchParams.set('nonce', nonce);
    return url.toString();
  }

  /**
   * GET /callback: the provider sent the browser back. Every failure goes back to the app as
   * Supabase sends it (`?error=…&error_code=…&error_description=…`, repeated in the fragment).
   */
  async callback(query: Query, meta: RequestMeta): Promise<CallbackOutcome> {
    const stateId = text(query.state);
    const flow = UUID.test(stateId)
      ? await this.dataSource.getRepository(AuthFlowState).findOneBy({ id: stateId })
      : null;
    const target = flow?.redirectTo ?? this.redirectTarget(undefined);
    try {
      if (!stateId) throw new AuthError(400, 'bad_oauth_callback', 'OAuth state parameter missing');
      if (!flow) throw new AuthError(400, 'bad_oauth_state', 'OAuth state not found or expired');
      if (expired(flow.createdAt)) throw new AuthError(400, 'bad_oauth_state', 'OAuth state has expired');
      if (flow.userId) throw new AuthError(400, 'flow_state_already_used', 'State has already been used');
      const providerError = text(query.error);
      if (providerError) throw new CallbackError(providerError, text(query.error_description));
      const code = text(query.code);
      if (!code)
        throw new AuthError(
          400,
          'bad_oauth_callback',
          'OAuth callback with missing authorization code missing',
        );
      const provider = await this.providers.withSecret(flow.providerId);
      const claims = await this.claimsFromCode(provider, code, flow.nonce);
      return { location: await this.finishFlow(flow, provider, claims.claims, claims.accessToken, meta) };
    } catch (error) {
      if (flow && !flow.codeChallenge)
        await this.dataSource.getRepository(AuthFlowState).delete({ id: flow.id });
      return { location: withError(target, error) };
    }
  }

  private async claimsFromCode(
    provider: SignInProvider & { clientSecret: string },
    code: string,
    nonce: string,
  ): Promise<{ claims: OidcClaims; accessToken: string | null }> {
    try {
      const tokens = await this.providers.oidc.exchangeCode(
        provider.issuer,
        { id: provider.clientId, secret: provider.clientSecret },
        code,
        this.callbackUrl,
      );
      const claims = await this.providers.oidc.verifyIdToken(
        provider.issuer,
        tokens.idToken,
        provider.clientId,
        nonce,
      );
      return { claims, accessToken: tokens.accessToken };
    } catch (error) {
      if (error instanceof OidcFailure)
        throw new AuthError(error.reason === 'bad_id_token' ? 400 : 500, 'unexpected_failure', error.message);
      throw error;
    }
  }

  private async finishFlow(
    flow: AuthFlowState,
    provider: SignInProvider,
    claims: OidcClaims,
    providerAccessToken: string | null,
    meta: RequestMeta,
  ): Promise<string> {
    const { user, linked } = await this.dataSource.transaction(async (manager) => {
      const account = await accountForClaims(manager, provider, claims, flow.linkingUserId);
      if (flow.codeChallenge) {
        // PKCE: a one-time code for the app to exchange with its verifier. The row lock makes a
        // replayed callback lose: only one claim of the flow succeeds.
        const locked = await manager
          .getRepository(AuthFlowState)
          .createQueryBuilder('flow')
          .setLock('pessimistic_write')
          .where('flow.id = :id', { id: flow.id })
          .getOne();
        if (!locked || locked.userId)
          throw new AuthError(400, 'flow_state_already_used', 'State has already been used');
        await manager.update(
          AuthFlowState,
          { id: flow.id },
          { userId: account.user.id, providerAccessToken },
        );
      }
      return account;
    });
    if (linked) await this.recordLink(user.id, user.email, provider.name, meta);
    if (flow.codeChallenge) {
      const authCode = randomBytes(24).toString('base64url');
      await this.dataSource
        .getRepository(AuthFlowState)
        .update({ id: flow.id }, { authCodeHash: sha256(authCode), authCodeIssuedAt: new Date() });
      const url = new URL(flow.redirectTo);
      url.searchParams.set('code', authCode);
      return url.toString();
    }
    await this.dataSource.getRepository(AuthFlowState).delete({ id: flow.id });
    const { session } = await this.openSession(user.id, provider, 'oauth', meta);
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      ...(providerAccessToken && { provider_token: providerAccessToken }),
    });
    const url = new URL(flow.redirectTo);
    url.hash = fragment.toString();
    return url.toString();
  }

  /** POST /token?grant_type=pkce: the app trades the one-time code and its verifier for a session. */
  async pkceGrant(body: Query, meta: RequestMeta): Promise<SessionPayload & { provider_token?: string }> {
    const { session, providerToken } = await this.exchangeCode(body, meta);
    return { ...session, ...(providerToken && { provider_token: providerToken }) };
  }

  /** The same exchange for the site's own sign-in pages, which also need the session's assurance level. */
  async exchangeCode(
    body: Query,
    meta: RequestMeta,
  ): Promise<{ session: SessionPayload; aal: AssuranceLevel; providerToken: string | null }> {
    const flow = await this.claimFlow(body);
    const provider = await this.providers.withSecret(flow.providerId);
    const { session, aal } = await this.openSession(flow.userId!, provider, 'oauth', meta);
    return { session, aal, providerToken: flow.providerAccessToken };
  }

  /**
   * The end of a link started from the account page: the identity is already on the account, and
   * the browser keeps its session (a new one would drop an admin back to aal1). Returns the label.
   */
  async finishLink(body: Query, userId: string): Promise<string> {
    const flow = await this.claimFlow(body);
    if (flow.linkingUserId !== userId || flow.userId !== userId)
      throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    return (await this.providers.withSecret(flow.providerId)).label;
  }

  /** Checks a one-time code and its verifier, then uses the flow up (whoever deletes its row first). */
  private async claimFlow(body: Query): Promise<AuthFlowState> {
    const authCode = text(body.auth_code);
    const verifier = text(body.code_verifier);
    if (!authCode || !verifier)
      throw AuthError.validation('invalid request: both auth code and code verifier should be non-empty');
    const repository = this.dataSource.getRepository(AuthFlowState);
    const flow = await repository.findOneBy({ authCodeHash: sha256(authCode) });
    if (!flow?.userId)
      throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (expired(flow.createdAt))
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    if (!pkceMatches(flow, verifier))
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    const claimed = await repository.delete({ id: flow.id, authCodeHash: flow.authCodeHash! });
    if (!claimed.affected)
      throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    return flow;
  }

  /** The account page's list: each way to sign in, with the provider's label. */
  async identitiesOf(userId: string): Promise<AccountIdentity[]> {
    const identities = await this.dataSource
      .getRepository(AuthIdentity)
      .find({ where: { userId }, order: { createdAt: 'ASC' } });
    const labels = new Map((await this.providers.list()).map((provider) => [provider.name, provider.label]));
    return identities.map((identity) => ({
      id: identity.id,
      provider: identity.provider,
      label:
        identity.provider === 'email'
          ? 'Email and password'
          : (labels.get(identity.provider) ?? identity.provider),
      email: typeof identity.identityData.email === 'string' ? identity.identityData.email : null,
      lastSignInAt: identity.lastSignInAt?.toISOString() ?? null,
    }));
  }

  /** POST /token?grant_type=id_token (signInWithIdToken, and linkIdentity with a token). */
  async idTokenGrant(
    body: IdTokenRequest,
    caller: { userId: string } | null,
    meta: RequestMeta,
  ): Promise<SessionPayload> {
    const idToken = text(body.id_token);
    if (!idToken) throw AuthError.oauthRequest('id_token required');
    const name = text(body.provider);
    if (!name && !(text(body.client_id) && text(body.issuer)))
      throw AuthError.oauthRequest('provider or client_id and issuer required');
    const linking = body.link_identity === true;
    if (linking && !caller)
      throw AuthError.oauthRequest('Linking requires a valid user access token in Authorization');
    const provider = PROVIDER_NAME.test(name) ? await this.providers.byName(name) : null;
    if (!provider) {
      const knownIssuer = ID_TOKEN_ISSUERS[name];
      if (knownIssuer)
        throw new AuthError(400, 'provider_disabled', `Provider (issuer "${knownIssuer}") is not enabled`);
      throw AuthError.validation(`Custom OIDC provider "${name}" not allowed`);
    }
    let claims: OidcClaims;
    try {
      claims = await this.providers.oidc.verifyIdToken(provider.issuer, idToken, provider.clientId);
    } catch (error) {
      if (error instanceof OidcFailure && error.reason === 'bad_id_token')
        throw AuthError.oauthRequest(error.message);
      throw providerUnreachable(error);
    }
    // Supabase's rule: the app sends the raw nonce, the token carries its SHA-256 (hex); both or neither.
    const nonce = text(body.nonce);
    const tokenNonce = typeof claims.nonce === 'string' ? claims.nonce : '';
    if (Boolean(nonce) !== Boolean(tokenNonce))
      throw AuthError.oauthRequest('Passed nonce and nonce in id_token should either both exist or not.');
    if (nonce && createHash('sha256').update(nonce).digest('hex') !== tokenNonce)
      throw AuthError.oauthRequest('Nonces mismatch', 'invalid nonce');
    const { user, linked } = await this.dataSource.transaction((manager) =>
      accountForClaims(manager, provider, claims, linking ? caller!.userId : null),
    );
    if (linked) await this.recordLink(user.id, user.email, provider.name, meta);
    return (await this.openSession(user.id, provider, 'id_token', meta)).session;
  }

  /** DELETE /user/identities/:id: one of the user's own identities, never the last way to sign in. */
  async unlink(userId: string, identityId: string, meta: RequestMeta): Promise<object> {
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
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AuthIdentity, { id: identity.id, userId });
      // The email identity is the password: unlinking it ends password sign-in (emailed codes still work).
      if (identity.provider === 'email')
        await manager.update(AuthUser, { id: userId }, { passwordHash: null });
    });
    await this.audit.record('identity_unlinked', meta, { userId, detail: { provider: identity.provider } });
    return {};
  }

  /**
   * A session after a provider sign-in. Admins with an authenticator still owe its code unless the
   * provider is trusted for two-step (its "require two-step after SSO" rule is off).
   */
  private async openSession(
    userId: string,
    provider: SignInProvider,
    method: 'oauth' | 'id_token',
    meta: RequestMeta,
  ): Promise<{ session: SessionPayload; aal: AssuranceLevel }> {
    const user = await this.sessions.userById(userId);
    const hasFactor = await this.dataSource
      .getRepository(AuthFactor)
      .existsBy({ userId, status: 'verified' });
    const aal = user.role === 'admin' && hasFactor && !provider.requireTwoStep ? 'aal2' : 'aal1';
    const session = await this.sessions.startSession(user, method, meta, { provider: provider.name, aal });
    await this.audit.record('login', meta, {
      userId,
      email: user.email,
      detail: { provider: provider.name },
    });
    return { session, aal };
  }

  private async recordLink(
    userId: string,
    email: string,
    provider: string,
    meta: RequestMeta,
  ): Promise<void> {
    await this.audit.record('identity_linked', meta, { userId, email, detail: { provider } });
  }

  /** A `redirect_to` on this site (path or same-origin address), else the site's home. */
  private redirectTarget(value: unknown): string {
    const site = new URL(this.config.appUrl);
    if (isSitePath(value)) return new URL(value, site).toString();
    if (typeof value === 'string') {
      try {
        const url = new URL(value);
        if (url.origin === site.origin) return url.toString();
      } catch {
        // not an address: the home page instead
      }
    }
    return new URL('/', site).toString();
  }
}
