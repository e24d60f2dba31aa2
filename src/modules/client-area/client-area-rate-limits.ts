import { RATE_LIMIT_KEYS, type RateLimitRule } from '@common/rate-limit/rate-limit';

/** An erasure request emails every admin: a few a day per account is plenty. */
export const ERASURE_REQUESTS: RateLimitRule = {
  name: 'client-erasure-request',
  limit: 3,
  windowSeconds: 24 * 3600,
  key: (req) => req.auth?.user.id ?? RATE_LIMIT_KEYS.ip(req),
  field: 'form',
  message: 'You have sent this request already today. We answer within one month.',
};
