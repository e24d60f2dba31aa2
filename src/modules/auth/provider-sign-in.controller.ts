import { createHash, randomBytes } from 'node:crypto';
import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { routes } from '@shared/routes';
import { AuthError } from './auth.error';
import { RATE_LIMITS } from './auth-rate-limits';
import { requestMeta } from './auth-types';
import { ExternalSignIn } from './external-sign-in';
import { providerSignInOrigin } from './login-pages';
import { SessionCookie } from './session-cookie';
import { SignInRedirect } from './sign-in-redirect';

/** The browser's half of a provider sign-in from our own pages: its PKCE verifier and where it began. */
const FLOW_COOKIE = 'crm-provider-flow';
const FLOW_COOKIE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * "Continue with Google" on the sign-in pages: the same flow `@supabase/auth-js` runs (authorize
 * with a PKCE challenge → provider → callback → code exchange), with the verifier kept in an
 * httpOnly cookie and the session written as the site's own cookie at the end.
 */
@Controller('auth')
export class ProviderSignInController {
  private readonly redirects: SignInRedirect;

  constructor(
    private readonly external: ExternalSignIn,
    private readonly cookie: SessionCookie,
    private readonly config: AppConfig,
  ) {
    this.redirects = new SignInRedirect(config);
  }

  @Get('providers/:provider')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.externalSignIn)
  async providerSignIn(
    @Param('provider') provider: string,
    @Query('from') from: unknown,
    @Query('link') link: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    // Connecting a provider from the account page: the flow ends on the signed-in account.
    const linking = link === '1';
    if (linking && !req.auth) return inertia.redirect(routes.auth.loginPage('/login'));
    const origin = linking
      ? { path: routes.auth.security() }
      : (providerSignInOrigin(from) ?? providerSignInOrigin(routes.auth.loginPage('/login'))!);
    const verifier = randomBytes(32).toString('base64url');
    try {
      const url = await this.external.authorizeUrl(
        {
          provider,
          redirect_to: routes.auth.providerSignInReturn(),
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 's256',
        },
        linking ? req.auth!.user.id : null,
      );
      const flow: StoredFlow = { verifier, from: origin.path, ...(linking && { link: true }) };
      res.cookie(FLOW_COOKIE, JSON.stringify(flow), this.flowCookie(true));
      return inertia.location(url);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      inertia.toast(`That sign-in is not available: ${error.msg}.`, 'error');
      return inertia.redirect(origin.path);
    }
  }

  @Get('provider-return')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.externalSignIn)
  async providerSignInReturn(
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Inertia() inertia: InertiaContext,
  ) {
    const stored = readFlow(req.cookies?.[FLOW_COOKIE]);
    res.clearCookie(FLOW_COOKIE, this.flowCookie(false));
    if (stored?.link) return this.finishLink(query, stored, req, inertia);
    const origin =
      providerSignInOrigin(stored?.from) ?? providerSignInOrigin(routes.auth.loginPage('/login'))!;
    const code = typeof query.code === 'string' ? query.code : '';
    if (!stored || !code) {
      const reason = providerError(query) ?? 'the sign-in did not finish in this browser. Try again';
      inertia.toast(`You are not signed in: ${reason}.`, 'error');
      return inertia.redirect(origin.path);
    }
    try {
      const { session, aal } = await this.external.exchangeCode(
        { auth_code: code, code_verifier: stored.verifier },
        requestMeta(req),
      );
      this.cookie.write(req, res, session);
      // An admin with an authenticator, after a provider that does not count as two-step: the login
      // page asks for the code next.
      const owesCode = aal === 'aal1' && session.user.factors.some((factor) => factor.status === 'verified');
      if (owesCode)
        return inertia.redirect(
          origin.path === routes.auth.clientSignInPage() ? routes.auth.loginPage('/login') : origin.path,
        );
      if (origin.audience === 'admin' && session.user.role !== 'admin') {
        inertia.toast('You are signed in, but this account does not have admin access.', 'error');
        return inertia.redirect(routes.clientArea.homePage());
      }
      inertia.toast('You are signed in');
      return inertia.redirect(this.redirects.takeSavedPath(req, res, origin.target(session.user)));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      inertia.toast(`You are not signed in: ${error.msg}.`, 'error');
      return inertia.redirect(origin.path);
    }
  }

  private async finishLink(
    query: Record<string, unknown>,
    stored: StoredFlow,
    req: Request,
    inertia: InertiaContext,
  ) {
    const back = routes.auth.security();
    const code = typeof query.code === 'string' ? query.code : '';
    if (!req.auth || !code) {
      inertia.toast(
        `Not connected: ${providerError(query) ?? 'the connection did not finish. Try again'}.`,
        'error',
      );
      return inertia.redirect(back);
    }
    try {
      const label = await this.external.finishLink(
        { auth_code: code, code_verifier: stored.verifier },
        req.auth.user.id,
      );
      inertia.toast(`${label} is connected`, 'success', 'You can sign in with it from now on.');
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      inertia.toast(`Not connected: ${error.msg}.`, 'error');
    }
    return inertia.redirect(back);
  }

  private flowCookie(withAge: boolean) {
    return {
      path: routes.auth.providerSignInReturn(),
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.servesHttps,
      ...(withAge && { maxAge: FLOW_COOKIE_MAX_AGE_MS }),
    };
  }
}

interface StoredFlow {
  verifier: string;
  from: string;
  link?: true;
}

function readFlow(value: unknown): StoredFlow | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  try {
    const parsed = JSON.parse(value) as { verifier?: unknown; from?: unknown; link?: unknown };
    return typeof parsed.verifier === 'string' && typeof parsed.from === 'string'
      ? { verifier: parsed.verifier, from: parsed.from, ...(parsed.link === true && { link: true }) }
      : null;
  } catch {
    return null;
  }
}

/** The error the callback passed on (`error_description`), if any. */
function providerError(query: Record<string, unknown>): string | null {
  return typeof query.error_description === 'string' && query.error_description
    ? query.error_description
    : null;
}
