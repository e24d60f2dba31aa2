import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { cleanQueryParser } from './body-hygiene';

/**
 * What watchers of served pages (analytics) read of a request. An Express request has all of it; a
 * page answered from the output cache, before Express, gets a `RawPageViewRequest` instead.
 */
export interface PageViewRequest {
  readonly method: string;
  readonly path: string;
  readonly ip: string | undefined;
  readonly query: Record<string, unknown>;
  get(name: string): string | undefined;
}

/** Express's compiled `trust proxy` setting: whether the hop at `address` is a proxy we trust. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The same answers Express would give, read from the raw request on demand. Making the raw request
 * an Express one instead (swapping its prototype, as Express does) left every later property access
 * in Node's HTTP code on a slow path: a cache hit cost 2.5 times as much.
 */
export class RawPageViewRequest implements PageViewRequest {
  private parsedQuery: Record<string, unknown> | undefined;

  constructor(
    private readonly req: IncomingMessage,
    private readonly trustProxy: TrustProxy,
  ) {}

  get method(): string {
    return this.req.method ?? 'GET';
  }

  get path(): string {
    const url = this.target;
    const query = url.indexOf('?');
    return query === -1 ? url : url.slice(0, query);
  }

  /** As Express's `req.ip`: the client address after the trusted proxies' X-Forwarded-For hops. */
  get ip(): string | undefined {
    return proxyAddr(this.req, this.trustProxy);
  }

  get query(): Record<string, unknown> {
    const url = this.target;
    const query = url.indexOf('?');
    this.parsedQuery ??= query === -1 ? {} : cleanQueryParser(url.slice(query + 1));
    return this.parsedQuery;
  }

  /** As Express's `req.get`: a header by any case of its name, Referer under either spelling. */
  get(name: string): string | undefined {
    const headers = this.req.headers;
    const lower = name.toLowerCase();
    const value =
      lower === 'referer' || lower === 'referrer' ? headers.referrer || headers.referer : headers[lower];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  /** The request target without a fragment (a browser never sends one; Express's parser drops it). */
  private get target(): string {
    const url = this.req.url ?? '/';
    const fragment = url.indexOf('#');
    return fragment === -1 ? url : url.slice(0, fragment);
  }
}
