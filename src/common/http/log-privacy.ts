/** Pages whose query names a person (data-rights lookups by email): logged without it. */
const PRIVATE_QUERY = /^\/admin\/data-rights(\/|\?|$)/;

/** The URL as a log line shows it: a private page's query becomes "…". */
export const loggedUrl = (url: string): string =>
  PRIVATE_QUERY.test(url) && url.includes('?') ? `${url.split('?')[0]}?…` : url;

interface LoggedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
}

/** The request pino logs: when its URL or its Referer is a private page, that query is left out. */
export function withoutPrivateQueries<Req extends LoggedRequest>(req: Req): Req {
  const referer = typeof req.headers?.referer === 'string' ? req.headers.referer : '';
  const refererPath = referer.replace(/^https?:\/\/[^/]+/, '');
  const privateUrl = PRIVATE_QUERY.test(req.url ?? '');
  if (!privateUrl && !PRIVATE_QUERY.test(refererPath)) return req;
  return {
    ...req,
    url: loggedUrl(req.url ?? ''),
    query: privateUrl ? undefined : req.query,
    headers: {
      ...req.headers,
      ...(referer && {
        referer: referer.slice(0, referer.length - refererPath.length) + loggedUrl(refererPath),
      }),
    },
  };
}
