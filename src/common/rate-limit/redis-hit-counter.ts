import type * as ThrottlerRedis from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from '../redis-client';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

declare module 'ioredis' {
  interface RedisCommander {
    /** @nest-lab/throttler-storage-redis's script (KEYS: hits, blocked; ARGV: name, ttl, limit, block ms). */
    countHit(...keysAndArgs: [string, string, string, number, number, number]): Promise<unknown>;
  }
}

/**
 * @nest-lab/throttler-storage-redis's counters, with its Lua script sent by its SHA1 (EVALSHA): the
 * library sends the whole script (EVAL, about 1 KB) with every counted request, which Redis then reads
 * and hashes each time. ioredis's `defineCommand` sends the hash, and the script itself only on a
 * connection's first count and when Redis answers NOSCRIPT (after a restart or a SCRIPT FLUSH). The keys
 * and the replies are the library's.
 */
export function redisHitCounter(redis: Redis): ThrottlerStorage {
  const { ThrottlerStorageRedisService } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where Redis is used
    require('@nest-lab/throttler-storage-redis') as typeof ThrottlerRedis;
  redis.defineCommand('countHit', {
    numberOfKeys: 2,
    lua: ThrottlerStorageRedisService.prototype.getScriptSrc(),
  });
  return {
    async increment(key, ttl, limit, blockDuration, throttlerName): Promise<ThrottlerStorageRecord> {
      const reply = await redis.countHit(
        `{${key}:${throttlerName}}:hits`,
        `{${key}:${throttlerName}}:blocked`,
        throttlerName,
        ttl,
        limit,
        blockDuration,
      );
      if (!Array.isArray(reply) || reply.length !== 4 || !reply.every((value) => typeof value === 'number'))
        throw new TypeError(`Unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
      const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = reply as number[];
      return {
        totalHits,
        timeToExpire: Math.ceil(timeToExpire / 1000),
        isBlocked: isBlocked === 1,
        timeToBlockExpire: Math.ceil(timeToBlockExpire / 1000),
      };
    },
  };
}
