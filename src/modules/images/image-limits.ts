import { RATE_LIMIT_KEYS, type RateLimitRule } from '@common/rate-limit/rate-limit';

/** A page asks for a few images at once; a loop asks for hundreds a second. */
export const IMAGE_PACE = { limit: 30, windowSeconds: 10 };

/** Images per client: the route counts them in Redis, answers from memory (ImageMemory) in memory. */
export const IMAGE_REQUESTS: RateLimitRule = {
  name: 'image-requests',
  limit: 600,
  windowSeconds: 600,
  key: RATE_LIMIT_KEYS.ip,
  field: 'url',
  pace: IMAGE_PACE,
  message: 'Too many images were requested from your network in a short time. Wait a few minutes.',
};
