import type IORedis from 'ioredis';
import type { Redis, RedisOptions } from 'ioredis';

export type { Redis };

/**
 * A Redis connection. ioredis loads with the first one, so a process without REDIS_URL never loads it
 * (start-up, docs/performance.md).
 */
export function createRedis(url: string, options: RedisOptions): Redis {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where Redis is used
  const RedisClient = require('ioredis') as typeof IORedis;
  return new RedisClient(url, options);
}
