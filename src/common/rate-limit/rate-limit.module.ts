import { Global, Module } from '@nestjs/common';
import { RateLimiter, RateLimitGuard } from './rate-limit';

/** One request counter for the whole app, so every module's `@RateLimit` rules share Redis (or memory). */
@Global()
@Module({
  providers: [RateLimiter, RateLimitGuard],
  exports: [RateLimiter, RateLimitGuard],
})
export class RateLimitModule {}
