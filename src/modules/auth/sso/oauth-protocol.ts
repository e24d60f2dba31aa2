import { createHash, timingSafeEqual } from 'node:crypto';
import { AuthError } from '../auth.error';
import type { AuthFlowState } from '../entities/auth-flow-state.entity';
import { OidcFailure } from './oidc-client';

/** The rules of provider sign-in as Supabase Auth words them: names, PKCE, error redirects. */

/**
 * Provider sign-in names Supabase Auth knows (a name outside these and our own providers is
 * "could not be found"), with the issuer its id_token grant names for the OpenID Connect ones.
 */
export const OAUTH_PROVIDERS = [
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
export const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  google: 'https://accounts.google.com',
  kakao: 'https://kauth.kakao.com',
};

/** How long a provider sign-in may take from `/authorize` to the code exchange (Supabase: 5 min). */
export const FLOW_STATE_TTL_SECONDS = 10 * 60;
export const SCOPES = 'openid email profile';
/** Parameters the server sets itself: a client cannot override them through `/authorize`'s query. */
export const RESERVED_PARAMS = new Set([
  'provider',
  'scopes',
  'redirect_to',
  'skip_http_redirect',
  'code_challenge',
  'code_challenge_method',
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'flow_id',
]);

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** What a provider name or an email domain can look like; anything else is not looked up at all. */
export const PROVIDER_NAME = /^[a-z0-9_:-]{1,100}$/i;
export const DOMAIN = /^[a-z0-9.-]{1,253}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE_CHALLENGE = /^[a-zA-Z._~0-9-]{43,128}$/;

/** A refusal the provider itself sent back (`?error=access_denied`), passed on as it said it. */
export class CallbackError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description || error);
  }
}

export function expired(createdAt: Date): boolean {
  return Date.now() - createdAt.getTime() > FLOW_STATE_TTL_SECONDS * 1000;
}

export function pkceChallenge(
  challenge: unknown,
  method: unknown,
): { challenge: string; method: 's256' | 'plain' } | null {
  const value = text(challenge);
  const kind = text(method).toLowerCase();
  if (!value && !kind) return null;
  if (!value || !kind)
    throw AuthError.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (value.length < 43 || value.length > 128)
    throw AuthError.validation('code challenge has to be between 43 and 128 characters');
  if (!CODE_CHALLENGE.test(value))
    throw AuthError.validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  if (kind !== 's256' && kind !== 'plain') throw AuthError.validation('Invalid code_challenge_method');
  return { challenge: value, method: kind };
}

export function pkceMatches(flow: AuthFlowState, verifier: string): boolean {
  const expected =
    flow.codeChallengeMethod === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.codeChallenge ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function providerUnreachable(error: unknown): AuthError {
  const detail = error instanceof OidcFailure ? ` (${error.message})` : '';
  return new AuthError(502, 'unexpected_failure', `The sign-in provider could not be reached${detail}`);
}

/** Supabase's error redirect: the OAuth error in the query, and again in the fragment with `sb`. */
export function withError(target: string, error: unknown): string {
  const url = new URL(target);
  let fields: { error: string; error_description: string; error_code?: string };
  if (error instanceof CallbackError) fields = { error: error.error, error_description: error.description };
  else if (error instanceof AuthError) {
    const accessDenied = ['signup_disabled', 'provider_email_needs_verification'].includes(error.code);
    fields = {
      error: accessDenied ? 'access_denied' : (OAUTH_ERRORS[error.status] ?? 'server_error'),
      error_description: error.msg,
      error_code: error.code,
    };
  } else throw error;

  for (const [key, value] of Object.entries(fields)) if (value) url.searchParams.set(key, value);
  url.hash = new URLSearchParams({ ...fields, sb: '' }).toString();
  return url.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};
