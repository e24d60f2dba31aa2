import { createHash } from 'node:crypto';
import {
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  OnModuleDestroy,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '@config/app-config';
import { createRedis, type Redis } from '../redis-client';
import { redisHitCounter } from './redis-hit-counter';
import { clientAddressKey } from '../http/client-address';
import { wantsJson } from '../http/wants-json';
import { InvalidFields } from '../errors/invalid-fields';
import { ModuleError } from '../errors/module-error';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Who is counted: a string built from the request (IP, email, user...). */
  key: (req: Request) => string;
  /** Rules can apply to some requests of a route only (e.g. one grant type). */
  when?: (req: Request) => boolean;
  /** The form field a page shows the message under. */
  field: string;
  message: string;
  /** The error an API client gets (default: 429 with `message`). */
  jsonError?: () => HttpException | ModuleError;
  /**
   * At most `limit` of them in any `windowSeconds` (a short window): a client's allowance then
   * arrives spread over the long window instead of in its first second, where a loop's burst
   * would be felt by every other visitor. Counted before the long window, so a refused burst
   * does not use up the allowance.
   */
  pace?: { limit: number; windowSeconds: number; message?: string };
}

/** The short-window rule of a paced rule: same key and field, its own message when it has one. */
export function paceRuleOf(rule: RateLimitRule): RateLimitRule | null {
  if (!rule.pace) return null;
  const { limit, windowSeconds, message = rule.message } = rule.pace;
  return { ...rule, name: `${rule.name}-pace`, limit, windowSeconds, message, pace: undefined };
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/** Keys rules count by: the client's address, and the email a form sent (hashed by the limiter). */
export const RATE_LIMIT_KEYS = {
  /** The address (an IPv6 client by its /64: see clientAddressKey). */
  ip: (req: Request) => clientAddressKey(req.ip),
  /** Anything that cannot be an address shares one key, so junk cannot dodge the limit. */
  bodyEmail: (req: Request) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
    return normalised.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(normalised) ? normalised : '(not an email)';
  },
};

/**
 * Pages found by a secret in their URL (reports, agreements, invoices, results): far more lookups
 * than a person makes, so guessing identifiers stops long before it could find one.
 */
export const LOOKUP_BY_ID: RateLimitRule = {
  name: 'lookup-by-id',
  limit: 300,
  windowSeconds: 600,
  key: RATE_LIMIT_KEYS.ip,
  field: 'id',
  message: 'Too many pages were opened from your network in a short time. Wait a few minutes and try again.',
};

/**
 * Generated files (PDFs, CSVs, reports): one budget per client across every such route, far above
 * what a person downloads and far below what a loop asks for.
 */
export const FILE_DOWNLOADS: RateLimitRule = {
  name: 'file-downloads',
  limit: 20,
  windowSeconds: 600,
  key: RATE_LIMIT_KEYS.ip,
  field: 'file',
  pace: { limit: 10, windowSeconds: 10, message: 'Wait a few seconds before downloading more files.' },
  message: 'Many files were downloaded from your network in a short time. Wait a few minutes and try again.',
};

const RATE_LIMIT_RULES = 'rate-limit-rules';
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RATE_LIMIT_RULES, rules);

export const EXPENSIVE_ROUTE = 'expensive-route';
/**
 * A route whose work costs real CPU or memory (a PDF, an uploaded file, an image, a search): it
 * runs that work off the event loop (CpuPool) and is limited per client by `rules`. A client over
 * its limit gets its 429 after a pause, so hammering the route costs the server almost nothing.
 * `test/integration/expensive-routes.spec.ts` lists these routes from the router.
 */
export const ExpensiveRoute = (...rules: [RateLimitRule, ...RateLimitRule[]]) =>
  applyDecorators(SetMetadata(EXPENSIVE_ROUTE, true), UseGuards(RateLimitGuard), RateLimit(...rules));

/** How long a refused request to an expensive route waits before its 429, and how many wait at once. */
export const SLOW_DOWN = { delayMs: 1000, maxWaiting: 256 };

/**
 * Counts hits in @nestjs/throttler storage: Redis (shared by every instance) when REDIS_URL is set,
 * memory otherwise.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly storage: ThrottlerStorage & Partial<OnModuleDestroy>;
  private readonly redis: Redis | undefined;
  private readonly logger = new Logger('RateLimit');

  constructor(config: AppConfig) {
    if (!config.redisUrl) {
      this.storage = new ThrottlerStorageService();
      return;
    }
    this.redis = createRedis(config.redisUrl, {
      keyPrefix: `${config.queuePrefix}:rate:`,
      // While Redis is away a request waits for one reconnection attempt (2 s at most), then
      // goes through uncounted; at start-up the first commands wait for the connection.
      maxRetriesPerRequest: 1,
      commandTimeout: 2000,
    });
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.storage = redisHitCounter(this.redis);
  }

  /**
   * Counts one hit; returns the seconds to wait when over the limit. When the counter store is
   * unreachable the request is let through: losing a lead is worse than a few unthrottled posts.
   */
  async hit(rule: RateLimitRule, key: string): Promise<{ blocked: boolean; retryAfterSeconds: number }> {
    const windowMs = rule.windowSeconds * 1000;
    try {
      // Keyed by rule too: the memory store blocks per key, so one rule's block must not stop another's.
      // The key is hashed: whatever a client sends, a counter's key stays 43 characters.
      const record = await this.storage.increment(
        `${rule.name}:${createHash('sha256').update(key).digest('base64url')}`,
        windowMs,
        rule.limit,
        windowMs,
        rule.name,
      );
      return {
        blocked: record.isBlocked,
        retryAfterSeconds: Math.max(1, record.isBlocked ? record.timeToBlockExpire : record.timeToExpire),
      };
    } catch (error) {
      this.logger.warn(`Rate limit ${rule.name} not counted: ${(error as Error).message}`);
      return { blocked: false, retryAfterSeconds: 0 };
    }
  }

  onModuleDestroy(): void {
    if (this.redis) this.redis.disconnect();
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

  private waiting = 0;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules =
      this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMIT_RULES, context.getHandler()) ?? [];
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    for (const rule of rules.flatMap((rule) => [paceRuleOf(rule), rule]).filter((rule) => rule !== null)) {
      if (rule.when && !rule.when(req)) continue;
      const { blocked, retryAfterSeconds } = await this.limiter.hit(rule, rule.key(req));
      if (!blocked) continue;
      const expensive = this.reflector.get<boolean | undefined>(EXPENSIVE_ROUTE, context.getHandler());
      if (expensive) await this.slowDown();
      res.setHeader('Retry-After', String(retryAfterSeconds));
      // A file or page asked for by an address of a browser: the sentence alone, without rendering the
      // error screen on the server (that would be work for every refusal of a loop).
      if (expensive && !wantsJson(req) && req.get('X-Inertia') !== 'true' && isRead(req)) {
        res.status(HttpStatus.TOO_MANY_REQUESTS).type('text/plain').send(rule.message);
        throw new HttpException(rule.message, HttpStatus.TOO_MANY_REQUESTS);
      }
      // A page or file asked for (GET) has no form to show the message on.
      if (wantsJson(req) || isRead(req)) {
        throw (
          rule.jsonError?.() ?? new HttpException({ message: rule.message }, HttpStatus.TOO_MANY_REQUESTS)
        );
      }
      throw new InvalidFields({ [rule.field]: rule.message });
    }
    return true;
  }

  /**
   * A client past its limit on an expensive route waits before it hears so: a loop of requests
   * then runs at one a second per connection instead of as fast as 429s can be sent. Timers cost
   * no CPU; beyond `maxWaiting` held requests the answer comes at once.
   */
  private async slowDown(): Promise<void> {
    if (this.waiting >= SLOW_DOWN.maxWaiting) return;
    this.waiting += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN.delayMs));
    } finally {
      this.waiting -= 1;
    }
  }
}
