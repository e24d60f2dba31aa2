import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { wantsJson } from '@common/http/wants-json';
import { SiteSettings } from '@modules/settings';
import { RedirectException } from '@common/http/redirect.exception';
import { SignInRedirect } from '../sign-in-redirect';
import { routes } from '@shared/routes';

export const ADMIN_LOGIN_PATH = routes.auth.loginPage('/admin-login');
export const SIGN_ADMIN_LOGIN_PATH = routes.auth.loginPage('/sign/admin-login');
/** Where an admin without an authenticator goes while the team requires one. */
export const TOTP_SETUP_PATH = routes.auth.security({ required: 'totp' });

/**
 * The `admin-auth` guard: role admin, at aal2 whenever the admin has a verified factor.
 * Anonymous visitors (and admins still owing their code) go to the admin login; other users get 403.
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  private readonly redirect: SignInRedirect;

  constructor(
    config: AppConfig,
    private readonly settings: SiteSettings,
  ) {
    this.redirect = new SignInRedirect(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const auth = req.auth;
    const loginPath = req.path.startsWith('/sign/') ? SIGN_ADMIN_LOGIN_PATH : ADMIN_LOGIN_PATH;
    if (!auth || (auth.user.role === 'admin' && auth.nextLevel === 'aal2' && auth.session.aal !== 'aal2')) {
      if (wantsJson(req)) throw new UnauthorizedException('Sign in as an admin to continue.');
      throw this.redirect.toSignIn(req, res, loginPath);
    }
    if (auth.user.role !== 'admin')
      throw new ForbiddenException("You don't have permission to access this page.");
    // With the team setting on, an admin without an authenticator sets one up before anything else.
    if (auth.nextLevel !== 'aal2' && this.settings.current().requireAdminTotp) {
      if (wantsJson(req))
        throw new ForbiddenException('Set up two-step verification to use the back office.');
      throw new RedirectException(TOTP_SETUP_PATH);
    }
    return true;
  }
}
