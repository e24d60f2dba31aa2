import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { decodeProtectedHeader } from 'jose';
import { ExtractJwt, JwtFromRequestFunction, Strategy, StrategyOptionsWithoutRequest } from 'passport-jwt';
import { AccessTokenClaims, ACCESS_TOKEN_AUDIENCE, AccessTokens } from './access-tokens';
import { AuthSessions } from './auth-sessions.service';
import { AuthContext } from './auth-types';

export const BEARER_STRATEGY = 'jwt';
export const BROWSER_SESSION_STRATEGY = 'browser-session';

/**
 * passport-jwt options shared by both strategies: the key is picked by the token's `kid` from our
 * key set, and the algorithms are pinned to those keys' own (never taken from the token).
 */
function verificationOptions(
  tokens: AccessTokens,
  jwtFromRequest: JwtFromRequestFunction,
): StrategyOptionsWithoutRequest {
  return {
    jwtFromRequest,
    algorithms: [...new Set(tokens.keys.keys.map((key) => key.alg))],
    issuer: tokens.issuer,
    audience: ACCESS_TOKEN_AUDIENCE,
    secretOrKeyProvider: (
      _req: unknown,
      rawJwt: string,
      done: (error: unknown, key?: string | Buffer) => void,
    ) => {
      let kid: unknown;
      try {
        kid = decodeProtectedHeader(rawJwt).kid;
      } catch {
        done(new Error('Invalid JWT: unable to parse'));
        return;
      }
      const key = tokens.keys.find(kid);
      // jsonwebtoken (inside passport-jwt) accepts a KeyObject; its declared type is narrower.
      if (key) done(null, key.publicKey as unknown as Buffer);
      else done(new Error('Invalid JWT signature'));
    },
  };
}

/** API callers: `Authorization: Bearer <access token>` only (cookies are never accepted on /auth/v1). */
@Injectable()
export class BearerJwtStrategy extends PassportStrategy(Strategy, BEARER_STRATEGY) {
  constructor(
    tokens: AccessTokens,
    private readonly sessions: AuthSessions,
  ) {
    super(verificationOptions(tokens, ExtractJwt.fromAuthHeaderAsBearerToken()));
  }

  validate(claims: AccessTokenClaims): Promise<AuthContext> {
    return this.sessions.authenticate(claims);
  }
}

/** The site's pages: the access token from the httpOnly session cookie (read by the middleware). */
@Injectable()
export class BrowserSessionJwtStrategy extends PassportStrategy(Strategy, BROWSER_SESSION_STRATEGY) {
  constructor(
    tokens: AccessTokens,
    private readonly sessions: AuthSessions,
  ) {
    super(verificationOptions(tokens, (req: Request) => req.browserSession?.access_token ?? null));
  }

  validate(claims: AccessTokenClaims): Promise<AuthContext> {
    return this.sessions.authenticate(claims);
  }
}
