import { RATE_LIMIT_KEYS, type RateLimitRule } from '@common/rate-limit/rate-limit';
import { ContentError } from './content.error';

/** Content pages are the same for every anonymous visitor: served from the output cache. */
export const PUBLIC_PAGE = { cacheable: true } as const;

export const notFound = (path: string) =>
  new ContentError(404, 'content.page_not_found', `Page not found: ${path}`);

/**
 * Searches a person types, not a loop's: each new query renders the page on the server (the
 * output cache answers repeated ones before this limit is counted). The help centre and the
 * documentation each count their own.
 */
export const searchLimit = (name: string, browseInstead: string): RateLimitRule => ({
  name,
  limit: 30,
  windowSeconds: 600,
  key: RATE_LIMIT_KEYS.ip,
  when: (req) => typeof req.query.q === 'string' && req.query.q.trim() !== '',
  field: 'q',
  pace: {
    limit: 5,
    windowSeconds: 10,
    message: 'Searches are coming faster than anyone types. Wait a few seconds and search again.',
  },
  message: `Many searches came from your network in a short time. Wait a few minutes, or ${browseInstead} instead.`,
});
