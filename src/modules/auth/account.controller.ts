import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AuthError, fieldError } from './auth.error';
import { AuthContext, requestMeta } from './auth-types';
import { EnrollFactorDto } from './dto/enroll-factor.dto';
import { SecurityQueryDto } from './dto/auth-pages.dto';
import { NewPasswordDto } from './dto/new-password.dto';
import { TotpCodeDto } from './dto/totp-code.dto';
import { MfaService, uuidOrNil } from './mfa.service';
import { RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { MFA_VERIFY_LIMITS, RATE_LIMITS } from './auth-rate-limits';
import { SessionCookie } from './session-cookie';
import { AuthSessions } from './auth-sessions.service';
import { SignedInOnly } from '@common/security/access';
import { SiteSettings } from '@modules/settings';
import { routes } from '@shared/routes';
import { AccountChanges } from './account-changes.service';
import { passwordChangeNeedsCode } from './auth-rules';
import { ExternalSignIn } from './external-sign-in';
import { SignInProviders } from './sso/sign-in-providers';

const authOf = (req: Request) => req.auth as AuthContext;

/** The signed-in user's own account: password and two-step verification (TOTP). */
@Controller('account')
@SignedInOnly()
export class AccountController {
  constructor(
    private readonly changes: AccountChanges,
    private readonly mfa: MfaService,
    private readonly cookie: SessionCookie,
    private readonly settings: SiteSettings,
    private readonly sessions: AuthSessions,
    private readonly external: ExternalSignIn,
    private readonly providers: SignInProviders,
  ) {}

  @Get('security')
  async security(
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
    @Query() { setup: setupId }: SecurityQueryDto,
  ) {
    const auth = authOf(req);
    const [factors, devices, identities, offered] = await Promise.all([
      this.mfa.listFactors(auth.user.id),
      this.sessions.devices(auth),
      this.external.identitiesOf(auth.user.id),
      this.providers.offeredTo(auth.user.role === 'admin' ? 'admin' : 'client'),
    ]);
    const linked = new Set(identities.map((identity) => identity.provider));
    return inertia.render('auth/account-security', {
      email: auth.user.email,
      aal: auth.session.aal,
      passwordNeedsCode: passwordChangeNeedsCode(auth),
      factors: factors
        .filter((factor) => factor.status === 'verified')
        .map((factor) => ({
          id: factor.id,
          friendlyName: factor.friendlyName,
          createdAt: factor.createdAt.toISOString(),
        })),
      devices,
      setup: setupId ? await this.mfa.pendingEnrolment(auth, uuidOrNil(setupId)) : null,
      totpRequired: auth.user.role === 'admin' && this.settings.current().requireAdminTotp,
      identities,
      connectable: offered
        .filter((provider) => !linked.has(provider.name))
        .map(({ name, label }) => ({
          name,
          label,
          href: routes.auth.providerSignIn(name, { from: routes.auth.security(), link: '1' }),
        })),
    });
  }

  /** Disconnects a provider account (or the password), never the last way to sign in. */
  @Delete('security/identities/:id')
  async disconnectIdentity(@Param('id') id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    try {
      await this.external.unlink(authOf(req).user.id, uuidOrNil(id), requestMeta(req));
      inertia.toast('Disconnected', 'success', 'It no longer signs you in to this account.');
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      inertia.toast(
        error.code === 'single_identity_not_deletable'
          ? 'That is your only way to sign in: connect another first.'
          : 'That sign-in method was already disconnected.',
        'error',
      );
    }
    return inertia.redirect(routes.auth.security());
  }

  @Post('security/factors')
  async enrollFactor(@Body() dto: EnrollFactorDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const factor = await this.mfa
      .enroll(authOf(req), { factor_type: 'totp', friendly_name: dto.friendly_name }, requestMeta(req))
      .catch((error: unknown) => fieldError(error, 'friendly_name'));
    return inertia.redirect(routes.auth.security({ setup: factor.id }));
  }

  @Post('security/factors/:id/verify')
  @UseGuards(RateLimitGuard)
  @RateLimit(...MFA_VERIFY_LIMITS)
  async confirmFactor(
    @Param('id') id: string,
    @Body() dto: TotpCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const session = await this.mfa
      .verifyWithCode(authOf(req), dto.code.replace(/\s/g, ''), requestMeta(req), id)
      .catch((error: unknown) => fieldError(error, 'code'));
    this.cookie.write(req, res, session);
    inertia.toast(
      'Two-step verification is on',
      'success',
      'You will be asked for a code from your app when you sign in.',
    );
    return inertia.redirect(routes.auth.security());
  }

  @Delete('security/factors/:id')
  async removeFactor(@Param('id') id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    try {
      await this.mfa.unenroll(authOf(req), id, requestMeta(req));
      inertia.toast('Authenticator app removed');
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      inertia.toast(error.msg, 'error');
    }
    return inertia.redirect(routes.auth.security());
  }

  /** Signs one other device out (a lost phone, a shared computer). */
  @Delete('security/sessions/:id')
  async signOutDevice(@Param('id') id: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const ended = await this.sessions.endOtherSession(authOf(req), uuidOrNil(id), requestMeta(req));
    inertia.toast(
      ended ? 'Signed out on that device' : 'That device was already signed out',
      ended ? 'success' : 'info',
    );
    return inertia.redirect(routes.auth.security());
  }

  /** Signs every device but this one out. */
  @Post('security/sessions/sign-out-others')
  async signOutOtherDevices(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    await this.sessions.logout(authOf(req), 'others', requestMeta(req));
    inertia.toast('Signed out everywhere else', 'success', 'Only this device is still signed in.');
    return inertia.redirect(routes.auth.security());
  }

  /** Emails the code a password change asks for (see AuthService.reauthenticate). */
  @Post('security/reauthenticate')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.reauthenticate)
  async reauthenticateWithPassword(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    await this.changes.reauthenticate(authOf(req), requestMeta(req));
    inertia.toast('Code sent', 'success', `Check ${authOf(req).user.email}: the code works for 10 minutes.`);
    return inertia.back();
  }

  @Put('password')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.accountChange)
  async changePassword(@Body() dto: NewPasswordDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    await this.changes
      .updateUser(authOf(req), { password: dto.password, nonce: dto.nonce }, requestMeta(req))
      .catch((error: unknown) =>
        fieldError(
          error,
          ['reauthentication_needed', 'reauthentication_not_valid'].includes((error as AuthError).code)
            ? 'nonce'
            : 'password',
        ),
      );
    inertia.toast('Your password is changed', 'success', 'Other devices were signed out.');
    return inertia.redirect(routes.auth.security());
  }
}
