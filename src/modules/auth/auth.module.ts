import { existsSync } from 'node:fs';
import { Logger, MiddlewareConsumer, Module, NestModule, OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { InertiaService } from '@inertia/inertia.service';
import { PageCache } from '@inertia/page-cache';
import { MailModule } from '@modules/mail';
import { AccessTokens } from './access-tokens';
import { AccountController } from './account.controller';
import { JsonErrorBodies } from '@common/http/json-error-bodies';
import { AuthApiController } from './auth-api.controller';
import { AuthError, AuthErrorCode } from './auth.error';
import { AuthAuditLog } from './auth-audit-log';
import { AuthPagesController } from './auth-pages.controller';
import { AuthService } from './auth.service';
import { AuthSessions } from './auth-sessions.service';
import { EmailLinks } from './email-links.service';
import { AccountChanges } from './account-changes.service';
import { BrowserSessionMiddleware } from './browser-session.middleware';
import { AuthAuditEvent } from './entities/auth-audit-event.entity';
import { AuthChallenge } from './entities/auth-challenge.entity';
import { AuthFactor } from './entities/auth-factor.entity';
import { AuthIdentity } from './entities/auth-identity.entity';
import { AuthOneTimeToken } from './entities/auth-one-time-token.entity';
import { AuthRefreshToken } from './entities/auth-refresh-token.entity';
import { AuthSession } from './entities/auth-session.entity';
import { AuthUser } from './entities/auth-user.entity';
import { AdminAuthGuard } from './guards/admin-auth.guard';
import { BearerAuthGuard } from './guards/bearer-auth.guard';
import { SignInRouteGuard } from './guards/sign-in-route.guard';
import { SignedInGuard } from './guards/signed-in.guard';
import { BearerJwtStrategy, BrowserSessionJwtStrategy } from './jwt.strategy';
import { JwtKeySet, readOrCreateKeyFile } from './jwt-keys';
import { MfaService } from './mfa.service';
import { SessionCookie } from './session-cookie';
import { AccessGuard } from './guards/access.guard';
import { AuthPersonalData } from './auth-personal-data';
import { AdminTeam } from './admin-team.service';
import { AuthEmailCode } from './entities/auth-email-code.entity';
import { AuthFlowState } from './entities/auth-flow-state.entity';
import { SignInProvider } from './entities/sign-in-provider.entity';
import { ProviderSignInController } from './provider-sign-in.controller';
import { SignInProvidersController } from './sign-in-providers.controller';
import { SignInProviders } from './sso/sign-in-providers';
import { ExternalSignIn } from './external-sign-in';
import { OtpSignIn } from './otp-sign-in.service';
import { LiveSessionCache } from './live-session-cache';
import { RecentBrowserSessions, sharedAuth } from './recent-browser-sessions';

/**
 * The signing keys: AUTH_JWT_KEYS, else the key file, created once on first start (atomically, so
 * an app and a worker sharing a volume agree on one key). Instances on separate machines need
 * AUTH_JWT_KEYS (or one shared file), which production's log line says.
 */
async function loadJwtKeys(config: AppConfig): Promise<JwtKeySet> {
  if (config.auth.jwtKeys) return JwtKeySet.fromJwks(config.auth.jwtKeys);
  const file = config.auth.jwtKeysFile;
  if (config.isProduction && !existsSync(file)) {
    new Logger('AuthKeys').warn(
      `No AUTH_JWT_KEYS: generating a signing key into ${file}. Keep that file (a volume) for the life of the site; every instance must read the same one, or set AUTH_JWT_KEYS.`,
    );
  }
  return JwtKeySet.fromJwks(await readOrCreateKeyFile(file));
}

/** Tells @supabase/auth-js to read the stable `code` of error bodies. */
function supabaseApiHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Supabase-Api-Version', '2024-01-01');
  next();
}

function apiErrorCode(status: number): AuthErrorCode {
  if (status === 429) return 'over_request_rate_limit';
  if (status === 404) return 'not_found';
  if (status === 413) return 'request_too_large';
  return status === 400 ? 'bad_json' : 'validation_failed';
}

/**
 * Owns authentication: users, sessions and rotating refresh tokens, TOTP factors, the JWKS, the
 * `/auth/v1` API, the browser session cookie, the guards (`auth`, `admin-auth`, sign-in route guard)
 * and the sign-in and account pages.
 */
@Module({
  imports: [
    PassportModule,
    MailModule,
    TypeOrmModule.forFeature([
      AuthEmailCode,
      AuthUser,
      AuthIdentity,
      AuthSession,
      AuthRefreshToken,
      AuthFactor,
      AuthChallenge,
      AuthOneTimeToken,
      AuthAuditEvent,
      SignInProvider,
      AuthFlowState,
    ]),
  ],
  controllers: [
    AuthApiController,
    AuthPagesController,
    AccountController,
    ProviderSignInController,
    SignInProvidersController,
  ],
  providers: [
    OtpSignIn,
    ExternalSignIn,
    SignInProviders,
    AdminTeam,
    AuthPersonalData,
    { provide: JwtKeySet, inject: [AppConfig], useFactory: loadJwtKeys },
    {
      provide: AccessTokens,
      inject: [JwtKeySet, AppConfig],
      useFactory: (keys: JwtKeySet, config: AppConfig) =>
        new AccessTokens(keys, `${config.appUrl}/auth/v1`, config.auth.accessTokenTtlSeconds),
    },
    {
      provide: SessionCookie,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new SessionCookie(config.servesHttps),
    },
    AuthService,
    AuthSessions,
    RecentBrowserSessions,
    LiveSessionCache,
    EmailLinks,
    AccountChanges,
    MfaService,
    AuthAuditLog,
    BearerJwtStrategy,
    BrowserSessionJwtStrategy,
    BearerAuthGuard,
    SignedInGuard,
    AdminAuthGuard,
    { provide: APP_GUARD, useClass: SignInRouteGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AdminTeam, AuthPersonalData, AuthService, MfaService, AuthAuditLog],
})
export class AuthModule implements NestModule, OnModuleInit {
  constructor(
    private readonly inertia: InertiaService,
    private readonly errorBodies: JsonErrorBodies,
    private readonly pageCache: PageCache,
    private readonly recentSessions: RecentBrowserSessions,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(BrowserSessionMiddleware).forRoutes('{*path}');
    // Tells @supabase/auth-js to read the stable `code` of error bodies.
    consumer.apply(supabaseApiHeaders).forRoutes('auth/v1/{*path}');
  }

  onModuleInit(): void {
    // Errors raised before a handler (unreadable or oversized bodies) reach API clients as Supabase's `{code, msg}`.
    this.errorBodies.register('/auth/v1/', (status, message, body) =>
      // Supabase's own shapes pass as they are: `{code, msg}`, and `{error, error_description}` of OAuth refusals.
      typeof body.code === 'string' || typeof body.error_description === 'string'
        ? body
        : new AuthError(status, apiErrorCode(status), message).body(),
    );
    // SPEC §4: on every page the current user's claims are reloaded into shared state.
    this.inertia.share((req: Request) => ({ auth: sharedAuth(req.auth, req.browserSession) }));
    // Public pages for signed-in visitors from the output cache, with their own `auth` prop added.
    this.pageCache.serveSignedIn(this.recentSessions);
  }
}
