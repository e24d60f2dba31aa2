import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AuthError } from '../auth.error';
import { AuthContext } from '../auth-types';
import { BEARER_STRATEGY } from '../jwt.strategy';

/** /auth/v1 endpoints that need a signed-in caller: a valid bearer token of a live session. */
@Injectable()
export class BearerAuthGuard extends AuthGuard(BEARER_STRATEGY) {
  override handleRequest<T = AuthContext>(
    error: unknown,
    context: T | false,
    info: unknown,
    execution: ExecutionContext,
  ): T {
    const req = execution.switchToHttp().getRequest<Request>();
    if (context) {
      req.auth = context as unknown as AuthContext;
      return context;
    }
    if (error instanceof AuthError) throw error;
    if (!req.get('Authorization')) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    }
    const reason = info instanceof Error ? info.message : '';
    throw new AuthError(
      401,
      'bad_jwt',
      reason === 'jwt expired'
        ? 'JWT has expired'
        : reason.startsWith('invalid JWT')
          ? reason
          : 'Invalid JWT signature',
    );
  }
}

/**
 * A bearer token when one is sent and valid (linking an id_token to the caller's account); otherwise
 * the request goes on anonymous. supabase-js sends its anon key as a bearer on every call, so a
 * token that is not a session is no reason to refuse a sign-in.
 */
@Injectable()
export class OptionalBearerAuthGuard extends AuthGuard(BEARER_STRATEGY) {
  override canActivate(execution: ExecutionContext) {
    const req = execution.switchToHttp().getRequest<Request>();
    if (!req.get('Authorization')) return true;
    return super.canActivate(execution);
  }

  override handleRequest<T = AuthContext>(
    _error: unknown,
    context: T | false,
    _info: unknown,
    execution: ExecutionContext,
  ): T {
    if (context) execution.switchToHttp().getRequest<Request>().auth = context as unknown as AuthContext;
    return (context || null) as T;
  }
}
