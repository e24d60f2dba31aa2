import {
  Body,
  Controller,
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
import { AuthService, safeRedirect } from './auth.service';
import { AuthContext, requestMeta, SessionPayload, UserPayload } from './auth-types';
import { BearerAuthGuard } from './guards/bearer-auth.guard';
import { JwtKeySet } from './jwt-keys';
import { EnrolledFactor, MfaService } from './mfa.service';
import { RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit';
import { RATE_LIMITS } from './auth-rate-limits';
import { SessionCookie } from './session-cookie';

type JsonBody = Record<string, unknown>;

function callerOf(req: Request): AuthContext {
  if (!req.auth) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  return req.auth;
}

/**
 * The Supabase-Auth-compatible JSON API (`@supabase/auth-js` works against it). Authenticated
 * endpoints take `Authorization: Bearer`; errors are `{code, error_code, msg}`.
 */
@Controller('auth/v1')
export class AuthApiController {
  constructor(
    private readonly auth: AuthService,
    private readonly mfa: MfaService,
    private readonly keys: JwtKeySet,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('token')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.passwordSignIn, RATE_LIMITS.refresh)
  token(
    @Query('grant_type') grantType: unknown,
    @Body() body: JsonBody,
    @Req() req: Request,
  ): Promise<SessionPayload> {
    if (grantType === 'password')
      return this.auth.signInWithPassword(body.email, body.password, requestMeta(req));
    if (grantType === 'refresh_token') return this.auth.refresh(body.refresh_token, requestMeta(req));
    throw new AuthError(
      400,
      'unsupported_grant_type',
      'Unsupported grant_type: use "password" or "refresh_token"',
    );
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(BearerAuthGuard)
  async logout(@Query('scope') scope: unknown, @Req() req: Request): Promise<void> {
    await this.auth.logout(callerOf(req), scope, requestMeta(req));
  }

  @Get('user')
  @UseGuards(BearerAuthGuard)
  user(@Req() req: Request): Promise<UserPayload> {
    return this.auth.userPayload(callerOf(req).user.id);
  }

  @Put('user')
  @UseGuards(BearerAuthGuard)
  updateUser(@Body() body: JsonBody, @Req() req: Request): Promise<UserPayload> {
    return this.auth.updateUser(callerOf(req), body, requestMeta(req));
  }

  @Post('recover')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.emailLinks)
  async recover(
    @Body() body: JsonBody,
    @Query('redirect_to') redirectTo: unknown,
    @Req() req: Request,
  ): Promise<object> {
    await this.auth.recover(body.email, redirectTo ?? body.redirect_to, requestMeta(req));
    return {};
  }

  @Post('resend')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(RATE_LIMITS.emailLinks)
  async resend(@Body() body: JsonBody, @Req() req: Request): Promise<object> {
    await this.auth.resend(body, requestMeta(req));
    return {};
  }

  /** Email links land here: the token is used once, the browser is signed in, then sent on. */
  @Get('verify')
  async verifyLink(
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    try {
      const { session, type } = await this.auth.verifyEmailToken(query.token, query.type, requestMeta(req));
      this.cookie.write(req, res, session);
      const fallback =
        type === 'recovery' ? '/reset-password' : type === 'invite' ? '/confirm' : '/account/security';
      res.redirect(303, safeRedirect(query.redirect_to, fallback));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      res.redirect(303, '/login?link=expired');
    }
  }

  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: JsonBody, @Req() req: Request): Promise<SessionPayload> {
    return (await this.auth.verifyEmailToken(body.token ?? body.token_hash, body.type, requestMeta(req)))
      .session;
  }

  @Post('factors')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  enroll(@Body() body: JsonBody, @Req() req: Request): Promise<EnrolledFactor> {
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
  @RateLimit(RATE_LIMITS.mfaVerify)
  verifyFactor(
    @Param('id') id: string,
    @Body() body: JsonBody,
    @Req() req: Request,
  ): Promise<SessionPayload> {
    return this.mfa.verify(callerOf(req), id, body, requestMeta(req));
  }

  @Get('.well-known/jwks.json')
  @Header('Cache-Control', 'public, max-age=600')
  jwks() {
    return this.keys.jwks;
  }
}
