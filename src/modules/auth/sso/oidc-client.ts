import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** What an issuer publishes at `/.well-known/openid-configuration` that sign-in needs. */
export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

/** The claims sign-in reads from a verified id_token. */
export interface OidcClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
  nonce?: string;
}

/** Why an issuer or one of its tokens was refused; `reason` is safe to show a client. */
export class OidcFailure extends Error {
  constructor(
    readonly reason: 'issuer_unreachable' | 'bad_id_token' | 'code_exchange_failed',
    message: string,
  ) {
    super(message);
  }
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An issuer must be https; plain http only on this machine (a provider run by a test or a developer). */
export function issuerUrlProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'Enter the issuer as a full address, such as https://accounts.google.com.';
  }
  if (url.username || url.password || url.search || url.hash)
    return 'The issuer address has no user name, query or fragment.';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return null;
  return 'The issuer address must start with https://.';
}

/**
 * The relying-party side of OpenID Connect, on `jose` for the cryptography: discovery (cached an
 * hour per issuer), the authorization-code exchange, and id_token verification against the
 * issuer's JWKS (fetched once, refetched when a token names a key it has not seen).
 * Written here rather than taken from `openid-client`: its current major is ESM-only, which the
 * CommonJS server and its Jest run cannot load; what remains is three HTTP calls (docs/auth.md).
 */
export class OidcClient {
  private readonly discoveries = new Map<string, { at: number; value: Promise<OidcDiscovery> }>();
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(private readonly now: () => number = Date.now) {}

  discover(issuer: string): Promise<OidcDiscovery> {
    const cached = this.discoveries.get(issuer);
    if (cached && this.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
    const value = this.fetchDiscovery(issuer);
    this.discoveries.set(issuer, { at: this.now(), value });
    value.catch(() => this.discoveries.delete(issuer));
    return value;
  }

  /** Forgets an issuer's metadata and keys (its configuration changed). */
  forget(issuer: string): void {
    this.discoveries.delete(issuer);
  }

  private async fetchDiscovery(issuer: string): Promise<OidcDiscovery> {
    const address = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(address, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(
      () => null,
    );
    if (!response?.ok)
      throw new OidcFailure(
        'issuer_unreachable',
        `The issuer's configuration could not be read (${address}).`,
      );
    const body = (await response.json().catch(() => null)) as Partial<OidcDiscovery> | null;
    const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
    if (!body || fields.some((field) => typeof body[field] !== 'string'))
      throw new OidcFailure('issuer_unreachable', 'The issuer published an incomplete configuration.');
    // OpenID Connect Discovery 1.0 §4.3: the document must name the issuer it was fetched for.
    if (body.issuer !== issuer)
      throw new OidcFailure('issuer_unreachable', `The configuration names another issuer (${body.issuer}).`);
    return body as OidcDiscovery;
  }

  private keysOf(jwksUri: string) {
    let keys = this.keySets.get(jwksUri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUri), {
        timeoutDuration: REQUEST_TIMEOUT_MS,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      });
      this.keySets.set(jwksUri, keys);
    }
    return keys;
  }

  /** Verifies signature, issuer, audience, expiry and (when asked) the nonce; returns the claims. */
  async verifyIdToken(
    issuer: string,
    idToken: string,
    audience: string,
    expectedNonce?: string,
  ): Promise<OidcClaims> {
    const discovery = await this.discover(issuer);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keysOf(discovery.jwks_uri), {
        issuer,
        audience,
        clockTolerance: 30,
        currentDate: new Date(this.now()),
      }));
    } catch (error) {
      throw new OidcFailure('bad_id_token', idTokenProblem(error));
    }
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new OidcFailure('bad_id_token', 'Missing sub claim in id_token');
    if (expectedNonce !== undefined && payload.nonce !== expectedNonce)
      throw new OidcFailure('bad_id_token', 'Nonces mismatch');
    return payload as OidcClaims;
  }

  /** Exchanges an authorization code at the token endpoint (client_secret_basic, else _post). */
  async exchangeCode(
    issuer: string,
    client: { id: string; secret: string },
    code: string,
    redirectUri: string,
  ): Promise<{ idToken: string; accessToken: string | null }> {
    const discovery = await this.discover(issuer);
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const methods = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic')) {
      // RFC 6749 §2.3.1: both parts are form-encoded before Base64.
      const pair = `${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`;
      headers.Authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    } else {
      form.set('client_id', client.id);
      form.set('client_secret', client.secret);
    }
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response?.ok || typeof body?.id_token !== 'string') {
      const reason = typeof body?.error === 'string' ? body.error : `status ${response?.status ?? 'none'}`;
      throw new OidcFailure('code_exchange_failed', `Unable to exchange external code (${reason})`);
    }
    return {
      idToken: body.id_token,
      accessToken: typeof body.access_token === 'string' ? body.access_token : null,
    };
  }
}

function idTokenProblem(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'Bad ID token: the token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'Bad ID token: unacceptable audience';
    if (error.claim === 'iss') return 'Bad ID token: unexpected issuer';
    return `Bad ID token: ${error.claim} claim check failed`;
  }
  return 'Bad ID token';
}
