import { CanActivate, ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';

/**
 * The diagnostic pages exist for admins at their full assurance level only: anyone else gets the
 * site's 404 (not a sign-in page that would say they exist). Never indexed.
 */
@Injectable()
export class DiagnosticsAccessGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    context.switchToHttp().getResponse<Response>().setHeader('X-Robots-Tag', 'noindex, nofollow');
    const auth = req.auth;
    const admin = auth?.user.role === 'admin' && !(auth.nextLevel === 'aal2' && auth.session.aal !== 'aal2');
    // The same answer as any path that does not exist.
    if (!admin) throw new NotFoundException(`Page not found: ${req.path}`);
    return true;
  }
}
