/** Pages whose query names a person (data-rights lookups by email): logged without it. */
const PRIVATE_QUERY = /^\/admin\/data-rights(\/|\?|$)/;
/**
 * Query parameters that carry a credential: one-time tokens of email links (`/auth/v1/verify?token=`),
 * codes of sign-in flows, signed-report tokens. Their values never reach a log line.
 */
const SECRET_PARAMETER =
  /([?&](?:token|token_hash|access_token|refresh_token|id_token|code|code_verifier|nonce|otp|password|secret|signature|key)=)[^&#]*/gi;
const SECRET_NAME =
  /^(?:token|token_hash|access_token|refresh_token|id_token|code|code_verifier|nonce|otp|password|secret|signature|key)$/i;
const REDACTED = '[Redacted]';

/** The URL as a log line shows it: a private page's query becomes "…", credentials "[Redacted]". */
export const loggedUrl = (url: string): string =>
  PRIVATE_QUERY.test(url) && url.includes('?')
    ? `${url.split('?')[0]}?…`
    : url.replace(SECRET_PARAMETER, `$1${REDACTED}`);

interface LoggedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
}

/**
 * The request pino logs: a private page's query is left out (of its URL or its Referer), and a
 * credential in a query (URL, parsed query, Referer) is redacted.
 */
export function withoutPrivateQueries<Req extends LoggedRequest>(req: Req): Req {
  const url = req.url ?? '';
  const referer = typeof req.headers?.referer === 'string' ? req.headers.referer : '';
  const refererPath = referer.replace(/^https?:\/\/[^/]+/, '');
  const privateUrl = PRIVATE_QUERY.test(url);
  const changes = privateUrl || loggedUrl(url) !== url || loggedUrl(refererPath) !== refererPath;
  if (!changes) return req;
  return {
    ...req,
    url: loggedUrl(url),
    query: privateUrl ? undefined : redactQuery(req.query),
    headers: {
      ...req.headers,
      ...(referer && {
        referer: referer.slice(0, referer.length - refererPath.length) + loggedUrl(refererPath),
      }),
    },
  };
}

function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, SECRET_NAME.test(name) ? REDACTED : value]),
  );
}
