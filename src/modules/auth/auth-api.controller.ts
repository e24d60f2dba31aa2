import {
  Body,
  CanActivate,
  Controller,
  ExecutionContext,
  Injectable,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthError } from './auth.error';
import { AuthService } from './auth.service';
import { AuthContext, requestMeta, SessionPayload, UserPayload } from './auth-types';
import { BearerAuthGuard, OptionalBearerAuthGuard } from './guards/bearer-auth.guard';
import { JwtKeySet } from './jwt-keys';
import { OtpSignIn } from './otp-sign-in.service';
import { EnrolledFactor, MfaService } from './mfa.service';
import { RateLimit, RateLimitGuard } from '@common/rate-limit/rate-limit';
import { MFA_VERIFY_LIMITS, RATE_LIMITS, SIGN_IN_LIMITS } from './auth-rate-limits';
import {
  ApiEnrollFactorDto,
  LogoutQueryDto,
  OtpDto,
  PasswordGrantDto,
  RecoverDto,
  RedirectQueryDto,
  RefreshGrantDto,
  ResendDto,
  TokenQueryDto,
  UpdateUserDto,
  VerifyFactorDto,
  VerifyLinkDto,
} from './dto/auth-api.dto';
import { validatedBody } from '@common/validation/app-validation.pipe';
import { CsrfExempt, JsonErrors } from '@common/http/path-policies';
import { AccountChanges } from './account-changes.service';
import { AuthSessions } from './auth-sessions.service';
import { EmailLinks } from './email-links.service';
import { ExternalSignIn, type Query as QueryParams, type SsoRequest } from './external-sign-in';

/** `skip_http_redirect=true` (auth-js's linkIdentity, `skipBrowserRedirect`): the address as JSON. */
function sendOrRedirect(req: Request, res: Response, url: string, status: number): object | void {
  if (req.query.skip_http_redirect === 'true') return { url };
  res.redirect(status, url);
}

/** A body that is not a JSON object (text, an array, a form the parser skipped) is refused before any handler reads it. */
@Injectable()
class JsonObjectBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const sent = Number(req.get('Content-Length') ?? 0) > 0 || req.get('Transfer-Encoding') !== undefined;
    const body: unknown = req.body;
    if (body === undefined && !sent) req.body = {};
    else if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: send a JSON object.');
    }
    return true;
  }
}

function callerOf(req: Request): AuthContext {
  if (!req.auth) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  return req.auth;
}

/**
 * The Supabase-Auth-compatible JSON API (`@supabase/auth-js` works against it). Authenticated
 * endpoints take `Authorization: Bearer`; errors are `{code, error_code, msg}`.
 */
// Bearer tokens, not cookies: nothing to forge across sites; its clients are programs.
@Controller('auth/v1')
@JsonErrors()
@CsrfExempt()
@UseGuards(JsonObjectBodyGuard)
export class AuthApiController {
  constructor(
    private readonly auth: AuthService,
    private readonly account: AccountChanges,
    private readonly links: EmailLinks,
    private readonly sessions: AuthSessions,
    private readonly mfa: MfaService,
    private readonly keys: JwtKeySet,
    private readonly otp: OtpSignIn,
    private readonly external: ExternalSignIn,
  ) {}

  @Post('token')
  @HttpCode(200)
  @UseGuards(RateLimitGuard, OptionalBearerAuthGuard)
  @RateLimit(...SIGN_IN_LIMITS, RATE_LIMITS.refresh, RATE_LIMITS.externalSignIn)
  token(@Query() query: TokenQueryDto, @Body() body: object, @Req() req: Request): Promise<SessionPayload> {
    // The body's shape depends on the grant in the query string.
    if (query.grant_type === 'id_token')
      return this.external.idTokenGrant(body, this.optionalCaller(req), requestMeta(req));
    if (query.grant_type === 'pkce') return this.external.pkceGrant(body as QueryParams, requestMeta(req));
    if (query.grant_type === 'password') {
      const { email, password } = validatedBody(PasswordGrantDto, body);
      return this.sessions.signInWithPassword(email, password, requestMeta(req));
    }
    const { refresh_token } = validatedBody(RefreshGrantDto, body);
    return this.sessions.refresh(refresh_token, requestMeta(req));
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(BearerAuthGuard)
  async logout(@Query() query: LogoutQueryDto, @Req() req: Request): Promise<void> {
    await this.sessions.logout(callerOf(req), query.scope, requestMeta(req));
  }

  @Get('user')
  @UseGuards(BearerAuthGuard)
  user(@Req() req: Request): Promise<UserPayload> {
    return this.auth.userPayload(callerOf(req).user.id);
  }

  @Put('user')
  @UseGuards(BearerAuthGuard, RateLimitGuard)
  @RateLimit(RATE_LIMITS.accountChange)
  updateUser(@Body() body: UpdateUserDto, @Req() req: Request): Promise<UserPayload> {
    return this.account.updateUser(callerOf(req), body, requestMeta(req));
  }

  /** signInWithOtp: a 6-digit code by email for a client (or a person about to become one); `{}` either way. */
  @Post('otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.emailLinks, RATE_LIMITS.otpPerIp)
  async requestCode(@Body() body: OtpDto, @Req() req: Request): Promise<object> {
    await this.otp.request(body.email, requestMeta(req));
    return {};
  }

  @Post('recover')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.emailLinks)
  async recover(
    @Body() body: RecoverDto,
    @Query() query: RedirectQueryDto,
    @Req() req: Request,
  ): Promise<object> {
    await this.links.recover(body.email, query.redirect_to ?? body.redirect_to, requestMeta(req));
    return {};
  }

  @Post('resend')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.emailLinks)
  async resend(@Body() body: ResendDto, @Req() req: Request): Promise<object> {
    await this.links.resend(body, requestMeta(req));
    return {};
  }

  /** Supabase's re-authentication: a code by email that `PUT /user` takes as `nonce` for a password change. */
  @Get('reauthenticate')
  @UseGuards(BearerAuthGuard, RateLimitGuard)
  @RateLimit(RATE_LIMITS.reauthenticate)
  async reauthenticate(@Req() req: Request): Promise<object> {
    await this.account.reauthenticate(callerOf(req), requestMeta(req));
    return {};
  }

  /** The API form of an email link (the browser's GET lands on a page: AuthPagesController). */
  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: VerifyLinkDto, @Req() req: Request): Promise<SessionPayload | { msg: string }> {
    if (body.type === 'email' || body.type === 'magiclink')
      return this.otp.verify(body.email, body.token ?? body.token_hash, requestMeta(req));
    const verified = await this.links.verifyEmailToken(
      body.token ?? body.token_hash,
      body.type,
      requestMeta(req),
    );
    return (
      verified.session ?? {
        msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      }
    );
  }

  @Post('factors')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  enroll(@Body() body: ApiEnrollFactorDto, @Req() req: Request): Promise<EnrolledFactor> {
    return this.mfa.enroll(callerOf(req), body, requestMeta(req));
  }

  @Delete('factors/:id')
  @UseGuards(BearerAuthGuard)
  unenroll(@Param('id') id: string, @Req() req: Request): Promise<{ id: string }> {
    return this.mfa.unenroll(callerOf(req), id, requestMeta(req));
  }

  @Post('factors/:id/challenge')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  challenge(@Param('id') id: string, @Req() req: Request) {
    return this.mfa.challenge(callerOf(req), id, requestMeta(req));
  }

  @Post('factors/:id/verify')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard, RateLimitGuard)
  @RateLimit(...MFA_VERIFY_LIMITS)
  verifyFactor(
    @Param('id') id: string,
    @Body() body: VerifyFactorDto,
    @Req() req: Request,
  ): Promise<SessionPayload> {
    return this.mfa.verify(callerOf(req), id, body, requestMeta(req));
  }

  /** signInWithOAuth: the browser comes here on its way to the provider (or asks where to go). */
  @Get('authorize')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.externalSignIn)
  async authorize(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<object | void> {
    const url = await this.external.authorizeUrl(req.query);
    return sendOrRedirect(req, res, url, 302);
  }

  /** Where the provider sends the browser back; the app gets a code, tokens or the error. */
  @Get('callback')
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.externalSignIn)
  async oauthCallback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { location } = await this.external.callback(req.query, requestMeta(req));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, location);
  }

  /** signInWithSSO: by a provider's id or the email domain. */
  @Post('sso')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.externalSignIn)
  async singleSignOn(
    @Body() body: SsoRequest & { skip_http_redirect?: unknown },
    @Res({ passthrough: true }) res: Response,
  ): Promise<object | void> {
    const url = await this.external.singleSignOn(body);
    if (body.skip_http_redirect === true) return { url };
    res.redirect(303, url);
  }

  /** linkIdentity: the same way out to the provider, for a signed-in user. */
  @Get('user/identities/authorize')
  @UseGuards(BearerAuthGuard, RateLimitGuard)
  @RateLimit(RATE_LIMITS.externalSignIn)
  async linkIdentity(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<object | void> {
    const url = await this.external.authorizeUrl(req.query, callerOf(req).user.id);
    return sendOrRedirect(req, res, url, 302);
  }

  /** unlinkIdentity: never the last way to sign in. */
  @Delete('user/identities/:id')
  @UseGuards(BearerAuthGuard)
  unlinkIdentity(@Param('id') id: string, @Req() req: Request): Promise<object> {
    return this.external.unlink(callerOf(req).user.id, id, requestMeta(req));
  }

  /** The bearer's user when the request carries a valid access token (id_token linking), else null. */
  private optionalCaller(req: Request): { userId: string } | null {
    return req.auth ? { userId: req.auth.user.id } : null;
  }

  @Get('.well-known/jwks.json')
  @Header('Cache-Control', 'public, max-age=600')
  jwks() {
    return this.keys.jwks;
  }
}
