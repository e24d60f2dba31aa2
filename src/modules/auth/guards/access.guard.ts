import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Access, ACCESS_METADATA } from '@common/security/access';
import { AdminAuthGuard } from './admin-auth.guard';
import { SignedInGuard } from './signed-in.guard';

/** Enforces `@AdminOnly()` and `@SignedInOnly()` on every route of every module (a global guard). */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly admin: AdminAuthGuard,
    private readonly signedIn: SignedInGuard,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access === 'admin') return this.admin.canActivate(context);
    if (access === 'signed-in') return this.signedIn.canActivate(context);
    return true;
  }
}
