import { Body, Controller, Get, Header, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { AuthError, fieldError } from './auth.error';
import { AuthService, safeRedirect } from './auth.service';
import { AuthContext, requestMeta, SessionPayload } from './auth-types';
import { EmailOnlyDto } from './dto/email-only.dto';
import { NewPasswordDto } from './dto/new-password.dto';
import { SignInDto } from './dto/sign-in.dto';
import {
  CancelEmailChangeQueryDto,
  ClientCodeDto,
  ClientLinkDto,
  ClientSignInQueryDto,
  LoginQueryDto,
  SentQueryDto,
  SignOutDto,
  VerifyLinkFormDto,
  VerifyLinkQueryDto,
} from './dto/auth-pages.dto';
import { LinkTokenBodyDto } from '@common/validation/link-token.dto';
import { TotpCodeDto } from './dto/totp-code.dto';
import { MfaService } from './mfa.service';
import { OtpSignIn } from './otp-sign-in.service';
import { InvalidFields } from '@common/errors/invalid-fields';
import { RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { MFA_VERIFY_LIMITS, RATE_LIMITS, SIGN_IN_LIMITS } from './auth-rate-limits';
import { SessionCookie } from './session-cookie';
import { SignInRedirect } from './sign-in-redirect';
import { SignedInOnly } from '@common/security/access';
import { routes } from '@shared/routes';
import { AccountChanges } from './account-changes.service';
import { AuthSessions } from './auth-sessions.service';
import { EmailLinks } from './email-links.service';
import { CODE_PATHS, LOGIN_PAGES, LOGIN_PATHS } from './login-pages';
import { SignInProviders, type SignInAudience } from './sso/sign-in-providers';
import type { SignInProviderButton } from '@shared/forms/sign-in-providers';

/** The button label of an email link's landing page, by link type. */
const LINK_PURPOSES: Record<string, string> = {
  recovery: 'Choose a new password',
  invite: 'Accept the invitation',
  signup: 'Confirm my email',
  email_change: 'Confirm the new address',
  email_change_current: 'Confirm the change',
};

/**
 * The sign-in pages (SPEC "Authentication"): password, then the TOTP step when the account has a
 * verified factor; sign-out; password recovery and reset; the admin confirmation landing.
 */
@Controller()
export class AuthPagesController {
  private readonly redirects: SignInRedirect;

  constructor(
    private readonly auth: AuthService,
    private readonly account: AccountChanges,
    private readonly links: EmailLinks,
    private readonly sessions: AuthSessions,
    private readonly mfa: MfaService,
    private readonly cookie: SessionCookie,
    private readonly otp: OtpSignIn,
    private readonly providers: SignInProviders,
    config: AppConfig,
  ) {
    this.redirects = new SignInRedirect(config);
  }

  /** The "Continue with …" buttons of a sign-in page. */
  private async providerButtons(from: string, audience: SignInAudience): Promise<SignInProviderButton[]> {
    const offered = await this.providers.offeredTo(audience);
    return offered.map(({ name, label }) => ({
      name,
      label,
      href: routes.auth.providerSignIn(name, { from }),
    }));
  }

  /**
   * Where a sign-in ends: a full page load, not an Inertia visit, so the signed-in document is
   * isolated from other windows (`OPENER_POLICY`) even when it began as a public page, which is not.
   */
  private signedIn(req: Request, res: Response, inertia: InertiaContext, fallback: string) {
    return inertia.location(this.redirects.takeSavedPath(req, res, fallback));
  }

  @Get(LOGIN_PATHS)
  async loginPage(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
    @Query() { link }: LoginQueryDto,
  ) {
    const page = LOGIN_PAGES[req.path];
    const auth = req.auth;
    const needsCode = Boolean(auth && auth.nextLevel === 'aal2' && auth.session.aal === 'aal1');
    const fullySignedIn = auth && !needsCode && (page.variant === 'client' || auth.user.role === 'admin');
    if (fullySignedIn)
      return inertia.redirect(this.redirects.takeSavedPath(req, res, page.target(auth.user)));
    return inertia.render('auth/login', {
      variant: page.variant,
      title: page.title,
      action: req.path,
      step: needsCode ? 'code' : 'password',
      email: needsCode ? (auth?.user.email ?? null) : null,
      signedInAs: auth && !needsCode ? auth.user.email : null,
      linkExpired: link === 'expired',
      providers: needsCode
        ? []
        : await this.providerButtons(req.path, page.variant === 'client' ? 'client' : 'admin'),
    });
  }

  @Post(LOGIN_PATHS)
  @UseGuards(RateLimitGuard)
  @RateLimit(...SIGN_IN_LIMITS)
  async signIn(
    @Body() dto: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const page = LOGIN_PAGES[req.path];
    const session = await this.sessions
      .signInWithPassword(dto.email, dto.password, requestMeta(req), {
        role: page.variant === 'client' ? undefined : 'admin',
      })
      .catch((error: unknown) => fieldError(error, 'form'));
    this.cookie.write(req, res, session);
    // With a verified factor the session is aal1 until the code is entered: the same page asks for it.
    if (session.user.factors.some((factor) => factor.status === 'verified'))
      return inertia.redirect(req.path);
    inertia.toast('You are signed in');
    return this.signedIn(req, res, inertia, page.target(session.user));
  }

  @Post(CODE_PATHS)
  @SignedInOnly()
  @UseGuards(RateLimitGuard)
  @RateLimit(...MFA_VERIFY_LIMITS)
  async verifyCode(
    @Body() dto: TotpCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const loginPath = req.path.replace(/\/code$/, '');
    const page = LOGIN_PAGES[loginPath];
    const auth = req.auth as AuthContext;
    const session: SessionPayload = await this.mfa
      .verifyWithCode(auth, dto.code.replace(/\s/g, ''), requestMeta(req))
      .catch((error: unknown) => fieldError(error, 'code'));
    this.cookie.write(req, res, session);
    inertia.toast('You are signed in');
    return this.signedIn(req, res, inertia, page.target(session.user));
  }

  @Post('logout')
  async signOut(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
    @Body() { redirect_to: redirectTo }: SignOutDto,
  ) {
    if (req.auth) await this.sessions.logout(req.auth, 'local', requestMeta(req));
    this.cookie.clear(req, res);
    inertia.clearHistory().toast('You are signed out');
    return inertia.redirect(safeRedirect(redirectTo, '/'));
  }

  /** Polled by signed-in pages while visible; the middleware has already refreshed a token about to expire. */
  @Get('auth/session')
  @Header('Cache-Control', 'no-store')
  session(@Req() req: Request) {
    return {
      signedIn: Boolean(req.auth),
      expiresAt: req.auth ? (req.browserSession?.expires_at ?? null) : null,
    };
  }

  /** The client area's sign-in: an emailed code instead of a password (the pages of signInWithOtp + verifyOtp). */
  @Get('account/sign-in')
  async clientSignInPage(
    @Query() query: ClientSignInQueryDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    if (req.auth) return inertia.redirect(routes.clientArea.homePage());
    return inertia.render('auth/client-sign-in', {
      email: query.email ?? '',
      codeSent: query.sent === '1',
      linkToken: null,
      providers: await this.providerButtons(routes.auth.clientSignInPage(), 'client'),
    });
  }

  /** The emailed link: a page whose button signs in (mail scanners that open links never use it up). */
  @Get('account/sign-in/link')
  clientSignInLinkPage(@Query() query: ClientSignInQueryDto, @Inertia() inertia: InertiaContext) {
    return inertia.render('auth/client-sign-in', {
      email: query.email ?? '',
      codeSent: false,
      linkToken: query.token ?? '',
      providers: [],
    });
  }

  @Post('account/sign-in/link')
  @UseGuards(RateLimitGuard)
  @RateLimit(...MFA_VERIFY_LIMITS)
  async verifyClientLink(
    @Body() dto: ClientLinkDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const session = await this.otp
      .verify(dto.email, dto.token, requestMeta(req), 'link')
      .catch((error: unknown) => {
        if (error instanceof AuthError && error.code === 'otp_expired')
          throw new InvalidFields({
            form: 'This sign-in link has expired or was used already. Ask for a new code below.',
          });
        throw error;
      });
    this.cookie.write(req, res, session);
    inertia.toast('You are signed in');
    return this.signedIn(req, res, inertia, routes.clientArea.homePage());
  }

  @Post('account/sign-in')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.emailLinks, RATE_LIMITS.otpPerIp)
  async requestClientCode(
    @Body() dto: EmailOnlyDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    await this.otp.request(dto.email, requestMeta(req)).catch((error: unknown) => fieldError(error, 'email'));
    return inertia.redirect(routes.auth.clientSignInPage({ email: dto.email.trim().toLowerCase(), sent: 1 }));
  }

  @Post('account/sign-in/code')
  @UseGuards(RateLimitGuard)
  @RateLimit(...MFA_VERIFY_LIMITS)
  async verifyClientCode(
    @Body() dto: ClientCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const session = await this.otp
      .verify(dto.email, dto.code.replace(/\s/g, ''), requestMeta(req))
      .catch((error: unknown) => {
        if (error instanceof AuthError && error.code === 'otp_expired')
          throw new InvalidFields({
            code: 'That code is not right or has expired. Check the newest email, or ask for a new code.',
          });
        throw error;
      });
    this.cookie.write(req, res, session);
    inertia.toast('You are signed in');
    return this.signedIn(req, res, inertia, routes.clientArea.homePage());
  }

  @Get('forgot-password')
  forgotPasswordPage(@Inertia() inertia: InertiaContext, @Query() { sent }: SentQueryDto) {
    return inertia.render('auth/forgot-password', { sent: sent === '1' });
  }

  @Post('forgot-password')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.emailLinks)
  async requestPasswordReset(
    @Body() dto: EmailOnlyDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    await this.links
      .recover(dto.email, routes.auth.resetPasswordPage(), requestMeta(req))
      .catch((error: unknown) => fieldError(error, 'email'));
    return inertia.redirect(routes.auth.forgotPasswordPage({ sent: 1 }));
  }

  @Get('reset-password')
  async resetPasswordPage(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const auth = req.auth;
    // An account with a second factor proves it before its password can change: the sign-in page
    // asks for the code, then comes back here.
    if (auth && auth.nextLevel === 'aal2' && auth.session.aal !== 'aal2') {
      inertia.toast('Enter the code from your authenticator app', 'info', 'Then choose your new password.');
      throw this.redirects.toSignIn(req, res, routes.auth.loginPage('/login'));
    }
    return inertia.render('auth/reset-password', { email: auth?.user.email ?? null });
  }

  /** The new password from the reset form or the confirmation page (a fresh sign-in by email link). */
  @Post('reset-password')
  @SignedInOnly()
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.accountChange)
  async resetPassword(@Body() dto: NewPasswordDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const auth = req.auth as AuthContext;
    await this.account
      .updateUser(auth, { password: dto.password, nonce: dto.nonce }, requestMeta(req))
      .catch((error: unknown) => fieldError(error, 'password'));
    inertia.toast('Your password is saved');
    return inertia.redirect(auth.user.role === 'admin' ? routes.admin.home() : routes.auth.security());
  }

  /**
   * Where email links land. The GET only shows a page with a button: mail scanners that open links
   * to check them would otherwise use up the single-use token before the person clicks.
   */
  @Get('auth/v1/verify')
  @Header('Cache-Control', 'no-store')
  verifyLinkPage(@Query() query: VerifyLinkQueryDto, @Inertia() inertia: InertiaContext) {
    const type = query.type ?? '';
    return inertia.render('auth/verify-link', {
      token: query.token ?? '',
      type,
      redirectTo: safeRedirect(query.redirect_to, ''),
      purpose: LINK_PURPOSES[type] ?? 'Continue',
    });
  }

  /** The button on that page: the token is used once, the browser is signed in, then sent on. */
  @Post('auth/verify')
  async verifyLink(
    @Body() body: VerifyLinkFormDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    try {
      const verified = await this.links.verifyEmailToken(body.token, body.type, requestMeta(req));
      if (!verified.session) {
        inertia.toast(
          'Confirmed from this address',
          'success',
          'Now open the link we sent to the other address: the change happens once both are confirmed.',
        );
        return inertia.redirect(req.auth ? routes.auth.security() : routes.auth.loginPage('/login'));
      }
      this.cookie.write(req, res, verified.session);
      const type = verified.type;
      const fallback =
        type === 'recovery'
          ? routes.auth.resetPasswordPage()
          : type === 'invite'
            ? routes.auth.confirmPage()
            : routes.auth.security();
      if (type === 'email_change' || type === 'email_change_current') {
        inertia.toast('Your sign-in email is changed', 'success', 'Every other device was signed out.');
      }
      return inertia.redirect(safeRedirect(body.redirect_to, fallback));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return inertia.redirect(routes.auth.loginPage('/login', { link: 'expired' }));
    }
  }

  /** "Not me" from the email sent to the current address about an email change. */
  @Get('auth/email-change/cancel')
  @Header('Cache-Control', 'no-store')
  cancelEmailChangePage(
    @Query() { token, result }: CancelEmailChangeQueryDto,
    @Inertia() inertia: InertiaContext,
  ) {
    return inertia.render('auth/cancel-email-change', {
      token: token ?? '',
      result: result === 'cancelled' || result === 'expired' ? result : null,
    });
  }

  @Post('auth/email-change/cancel')
  async cancelEmailChange(
    @Body() { token }: LinkTokenBodyDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const cancelled = await this.links.cancelEmailChange(token, requestMeta(req));
    if (cancelled) this.cookie.clear(req, res);
    return inertia.redirect(
      routes.auth.cancelEmailChangePage({ result: cancelled ? 'cancelled' : 'expired' }),
    );
  }

  /** SPEC "/confirm" (title "Admin Confirmed"): where an admin invitation link lands. */
  @Get('confirm')
  async confirmPage(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    const auth = req.auth;
    return inertia.render('auth/confirm', {
      email: auth?.user.email ?? null,
      isAdmin: auth?.user.role === 'admin',
      needsPassword: auth ? !(await this.auth.hasPassword(auth.user.id)) : false,
      hasFactor: auth?.nextLevel === 'aal2',
    });
  }
}
