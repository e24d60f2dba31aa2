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
