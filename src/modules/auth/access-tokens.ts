import { SignJWT } from 'jose';
import { AssuranceLevel, AuthMethodReference } from './entities/auth-session.entity';
import { UserRole } from './entities/auth-user.entity';
import { JwtKeySet } from './jwt-keys';

export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

export interface AccessTokenClaims {
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  iss: string;
  email: string;
  role: UserRole;
  aal: AssuranceLevel;
  amr: AuthMethodReference[];
  session_id: string;
  app_metadata: { provider: string; providers: string[]; role: UserRole };
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

export type AccessTokenSubject = Omit<AccessTokenClaims, 'aud' | 'iat' | 'exp' | 'iss'>;

/** Signs access tokens with the current key; `JwtStrategy` (passport-jwt) verifies them. */
export class AccessTokens {
  constructor(
    readonly keys: JwtKeySet,
    readonly issuer: string,
    readonly ttlSeconds: number,
  ) {}

  async sign(subject: AccessTokenSubject, now = new Date()): Promise<{ token: string; expiresAt: number }> {
    const key = this.keys.signing;
    const iat = Math.floor(now.getTime() / 1000);
    const expiresAt = iat + this.ttlSeconds;
    const token = await new SignJWT({ ...subject })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(expiresAt)
      .sign(key.privateKey);
    return { token, expiresAt };
  }
}
