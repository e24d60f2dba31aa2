import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { wantsJson } from '@common/http/wants-json';
import { isGuardedPath } from '../route-patterns';
import { SignInRedirect } from '../sign-in-redirect';

/**
 * SPEC "Route guard for sign-in", applied to every page (global guard) and configured by the
 * AUTH_GUARD_* settings: an anonymous visitor to a guarded path is sent to the login route.
 */
@Injectable()
export class SignInRouteGuard implements CanActivate {
  private readonly redirect: SignInRedirect;

  constructor(private readonly config: AppConfig) {
    this.redirect = new SignInRedirect(config);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || wantsJson(req) || req.auth) return true;
    const settings = this.config.auth.routeGuard;
    if (!isGuardedPath(req.path, settings)) return true;
    throw this.redirect.toSignIn(req, context.switchToHttp().getResponse<Response>(), settings.loginPath);
  }
}
