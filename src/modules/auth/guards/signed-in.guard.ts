import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { wantsJson } from '@common/http/wants-json';
import { SignInRedirect } from '../sign-in-redirect';

/** The `auth` guard: a signed-in visitor (any role); others go to the sign-in page and come back. */
@Injectable()
export class SignedInGuard implements CanActivate {
  private readonly redirect: SignInRedirect;

  constructor(private readonly config: AppConfig) {
    this.redirect = new SignInRedirect(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.auth) return true;
    if (wantsJson(req)) throw new UnauthorizedException('Sign in to continue.');
    throw this.redirect.toSignIn(
      req,
      context.switchToHttp().getResponse<Response>(),
      this.config.auth.routeGuard.loginPath,
    );
  }
}
