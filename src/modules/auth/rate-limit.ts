import { CanActivate, ExecutionContext, Injectable, OnModuleDestroy, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import IORedis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { wantsJson } from '../../common/http/wants-json';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { AuthError, AuthErrorCode } from './auth.error';
import { normaliseEmail } from './auth.service';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Who is counted: a string built from the request (IP, email, user...). */
  key: (req: Request) => string;
  /** Rules can apply to some requests of a route only (e.g. one grant type). */
  when?: (req: Request) => boolean;
  code: AuthErrorCode;
  /** The form field a page shows the message under. */
  field: string;
  message: string;
}

const bodyEmail = (req: Request) => normaliseEmail((req.body as { email?: unknown } | undefined)?.email);
const grantType = (req: Request) => String(req.query.grant_type ?? '');

/** The limits of issue #4: numbers chosen to stop guessing, never a person typing. */
export const RATE_LIMITS = {
  passwordSignIn: {
    name: 'password-sign-in',
    limit: 30,
    windowSeconds: 300,
    key: (req) => `${req.ip}|${bodyEmail(req)}`,
    when: (req) => !req.path.startsWith('/auth/v1/') || grantType(req) === 'password',
    code: 'over_request_rate_limit',
    field: 'email',
    message: 'Too many sign-in attempts. Wait a few minutes and try again.',
  },
  refresh: {
    name: 'refresh',
    limit: 300,
    windowSeconds: 300,
    key: (req) => String(req.ip),
    when: (req) => grantType(req) === 'refresh_token',
    code: 'over_request_rate_limit',
    field: 'form',
    message: 'Request rate limit reached',
  },
  emailLinks: {
    name: 'email-links',
    limit: 5,
    windowSeconds: 3600,
    key: (req) => bodyEmail(req) || String(req.ip),
    code: 'over_email_send_rate_limit',
    field: 'email',
    message: 'Too many emails were requested for this address. Try again in an hour.',
  },
  mfaVerify: {
    name: 'mfa-verify',
    limit: 15,
    windowSeconds: 60,
    key: (req) => `${req.ip}|${req.auth?.user.id ?? ''}`,
    code: 'over_request_rate_limit',
    field: 'code',
    message: 'Too many codes tried. Wait a minute and try again.',
  },
} satisfies Record<string, RateLimitRule>;

const RATE_LIMIT_RULES = 'auth:rate-limit-rules';
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RATE_LIMIT_RULES, rules);

/**
 * Counts hits in @nestjs/throttler storage: Redis (shared by every instance) when REDIS_URL is set,
 * memory otherwise.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly storage: ThrottlerStorage & Partial<OnModuleDestroy>;

  constructor(config: AppConfig) {
    this.storage = config.redisUrl
      ? new ThrottlerStorageRedisService(
          new IORedis(config.redisUrl, { keyPrefix: `${config.queuePrefix}:rate:`, maxRetriesPerRequest: 1 }),
        )
      : new ThrottlerStorageService();
  }

  /** Counts one hit; returns the seconds to wait when over the limit. */
  async hit(rule: RateLimitRule, key: string): Promise<{ blocked: boolean; retryAfterSeconds: number }> {
    const windowMs = rule.windowSeconds * 1000;
    const record = await this.storage.increment(key, windowMs, rule.limit, windowMs, rule.name);
    return {
      blocked: record.isBlocked,
      retryAfterSeconds: Math.max(1, record.isBlocked ? record.timeToBlockExpire : record.timeToExpire),
    };
  }

  onModuleDestroy(): void {
    if (this.storage instanceof ThrottlerStorageRedisService) this.storage.redis.disconnect();
    else this.storage.onModuleDestroy?.();
  }
}

/** Applies the route's `@RateLimit` rules: 429 with Retry-After (JSON), or the form's field error (pages). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules =
      this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMIT_RULES, context.getHandler()) ?? [];
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    for (const rule of rules) {
      if (rule.when && !rule.when(req)) continue;
      const { blocked, retryAfterSeconds } = await this.limiter.hit(rule, rule.key(req));
      if (!blocked) continue;
      res.setHeader('Retry-After', String(retryAfterSeconds));
      if (wantsJson(req)) {
        throw new AuthError(
          429,
          rule.code,
          rule.code === 'over_email_send_rate_limit'
            ? 'Email rate limit exceeded'
            : 'Request rate limit reached',
        );
      }
      throw new ValidationFailedException({ [rule.field]: rule.message });
    }
    return true;
  }
}
