import type { Request } from 'express';
import { AccessTokenClaims } from './access-tokens';
import { AssuranceLevel, AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';

/** Where a request came from, for sessions and the audit log. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export function requestMeta(req: Request): RequestMeta {
  return { ip: req.ip ?? null, userAgent: req.get('User-Agent')?.slice(0, 500) ?? null };
}

/** The verified caller of a request: the token's claims with the live user and session behind them. */
export interface AuthContext {
  user: AuthUser;
  session: AuthSession;
  claims: AccessTokenClaims;
  /** aal2 when the user has a verified factor (so an aal1 session must step up). */
  nextLevel: AssuranceLevel;
}

/** Supabase Auth's session response. */
export interface SessionPayload {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserPayload;
}

export interface FactorPayload {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface UserPayload {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  new_email?: string;
  last_sign_in_at: string | null;
  app_metadata: { provider: string; providers: string[]; role: string };
  user_metadata: Record<string, unknown>;
  identities: Array<{
    identity_id: string;
    id: string;
    user_id: string;
    provider: string;
    identity_data: Record<string, unknown>;
    created_at: string;
    updated_at: string;
    last_sign_in_at: string | null;
  }>;
  factors: FactorPayload[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the browser-session middleware (cookie) or the bearer guard (API). */
      auth?: AuthContext | null;
    }
  }
}
