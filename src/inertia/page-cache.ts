import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import createEtag from 'etag';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { preferredEncoding } from '@common/http/content-encoding';
import { InstanceBroadcast } from '@common/instance-broadcast';
import { type PageViewRequest, RawPageViewRequest, type TrustProxy } from '@common/http/page-view-request';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export interface PageCacheOptions {
  /** 0 turns the cache off. */
  maxBytes: number;
  ttlMs: number;
  /** Pages differ between builds: entries of another build are never served. */
  buildId: string;
  /** With Redis, an invalidation on one instance clears every instance's cache. */
  redisUrl?: string;
  channel: string;
  /** Cookies that do not make a page personal (theme, CSRF token, form stamp). Any other cookie bypasses the cache. */
  anonymousCookies: string[];
  /** The one anonymous cookie the page differs by (the colour theme is in the HTML): part of the key. */
  themeCookie: string;
  /**
   * Set-Cookie lines a cached page gets for a visitor who lacks them (CSRF token, form stamp), as the
   * Express middleware would have given: each returns null when the visitor's cookies already hold it.
   */
  anonymousCookieLines: Array<(cookies: Record<string, string | undefined>) => string | null>;
}

/** Headers of the rendered response that a cached copy does not repeat: they are per response. */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'vary',
  'x-cache',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

type HitListener = (req: PageViewRequest, component: string) => void;

/** Click identifiers are unique per ad click: pages for such URLs are served but not kept. */
const CLICK_ID_PARAMS = /[?&](gclid|fbclid|msclkid|dclid|yclid|twclid|li_fat_id)=/i;
/** Inertia headers that ask for part of a page or a named error bag: always rendered. */
const PARTIAL_HEADERS = [
  'x-inertia-partial-component',
  'x-inertia-partial-data',
  'x-inertia-partial-except',
  'x-inertia-reset',
  'x-inertia-error-bag',
];
const MAX_CACHED_URL_LENGTH = 1024;
const PLAIN_TARGET = /^[\x21-\x22\x24-\x7e]*$/;
/** Pages being compressed at once: a flood of never-seen URLs must not queue compression work without end. */
const MAX_PENDING_STORES = 8;
/** URLs with a query string asked for once, remembered so the second ask stores the page (see `store`). */
const MAX_SEEN_ONCE = 10_000;
export const PAGE_CACHE_CONTROL = 'private, no-cache';

interface CachedPage {
  component: string;
  /**
   * The rendered response's own headers (type, cache policy, security headers) and the cache's own,
   * flattened once for `writeHead` ([name, value, name, value, …]).
   */
  headers: string[];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
  expiresAt: number;
}

/** What a request that may be cached carries from the lookup to the store. */
interface CacheTicket {
  key: string;
  generation: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      pageCacheTicket?: CacheTicket;
    }
  }
}

/**
 * The output cache for anonymous visits to public pages (HTML and Inertia JSON). Pages opt in
 * (`render(…, { cacheable: true })`) when they are the same for every anonymous visitor; a request
 * is looked up only when it is a plain GET/HEAD with no cookie other than the anonymous ones and no
 * Authorization or partial-reload header, so signed-in users, flash messages and per-visitor pages
 * never meet it. Entries are kept compressed (Brotli and gzip, done off the event loop), with an
 * ETag for 304s, in memory up to `maxBytes` (least recently used go first) and for `ttlMs`.
 */
export class PageCache implements OnApplicationShutdown {
  private readonly logger = new Logger(PageCache.name);
  private readonly entries = new Map<string, CachedPage>();
  private readonly anonymousCookies: Set<string>;
  private bytes = 0;
  /** Bumped by every invalidation: a page rendered before it is not stored after it. */
  private generation = 0;
  private readonly broadcast: InstanceBroadcast | undefined;
  private hitListener: HitListener = () => undefined;
  private pendingStores = 0;
  private readonly seenOnce = new Set<string>();
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.anonymousCookies = new Set(options.anonymousCookies);
    if (options.redisUrl && this.enabled) {
      this.broadcast = new InstanceBroadcast(
        options.redisUrl,
        options.channel,
        (reason) => this.clear(`${reason} (another instance)`),
        'PageCache',
      );
    }
  }

  /** Told about every page served from the cache (analytics), as InertiaService tells about rendered ones. */
  onHit(listener: HitListener): void {
    this.hitListener = listener;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * Runs before Express (AppExpressAdapter.answerEarly): answers a cached page and returns true, or
   * marks the request so its page may be stored and returns false. A hit costs a map lookup and one
   * write: no router, middleware or rendering. `trustProxy` is Express's compiled `trust proxy`
   * setting, for the visitor's address the hit listener may ask for.
   */
  answer(req: IncomingMessage, res: ServerResponse, trustProxy: TrustProxy): boolean {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
    const key = this.keyFor(req, cookies);
    if (key === null) return false;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) {
      this.stats.hits += 1;
      // Least recently used first out: a hit moves the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.serve(req, res, entry, cookies);
      try {
        this.hitListener(new RawPageViewRequest(req, trustProxy), entry.component);
      } catch {
        // A watcher's failure is its own: the page has been sent.
      }
      return true;
    }
    if (entry) this.remove(key);
    this.stats.misses += 1;
    (req as Request).pageCacheTicket = { key, generation: this.generation };
    return false;
  }

  /**
   * Keeps a page that was just sent, when its request was eligible, the page opted in, it answered
   * 200 and it set no cookie other than the anonymous ones. Compression runs off the event loop.
   */
  store(req: Request, res: Response, component: string, body: string): Promise<void> {
    const ticket = req.pageCacheTicket;
    if (!ticket || res.statusCode !== 200 || CLICK_ID_PARAMS.test(req.originalUrl)) return Promise.resolve();
    if (!this.setsOnlyAnonymousCookies(res) || this.pendingStores >= MAX_PENDING_STORES)
      return Promise.resolve();
    if (!this.askedBefore(ticket.key)) return Promise.resolve();
    this.pendingStores += 1;
    const identity = Buffer.from(body);
    const own = Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
    const headers = own.flatMap(([name, value]) => [value].flat().flatMap((item) => [name, String(item)]));
    return Promise.all([
      compressBrotli(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      compressGzip(identity, { level: 9 }),
    ])
      .then(([br, gz]) => {
        if (ticket.generation !== this.generation) return;
        this.remove(ticket.key);
        const etag = createEtag(identity, { weak: true });
        const entry: CachedPage = {
          component,
          headers: [...headers, 'Vary', 'X-Inertia, Accept-Encoding', 'ETag', etag, 'X-Cache', 'HIT'],
          etag,
          identity,
          gzip: gz,
          br,
          bytes: identity.length + gz.length + br.length,
          expiresAt: Date.now() + this.options.ttlMs,
        };
        if (entry.bytes > this.options.maxBytes / 4) return;
        this.entries.set(ticket.key, entry);
        this.bytes += entry.bytes;
        this.stats.stores += 1;
        this.evictOverflow();
      })
      .catch((error: Error) => this.logger.warn(`Page not cached: ${error.message}`))
      .finally(() => (this.pendingStores -= 1));
  }

  /** Drops every cached page here and, with Redis, on every other instance. */
  async invalidate(reason: string): Promise<void> {
    this.clear(reason);
    await this.broadcast?.publish(reason);
  }

  clear(reason: string): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    this.entries.clear();
    this.bytes = 0;
    this.logger.log(`Page cache cleared: ${reason}`);
  }

  onApplicationShutdown(): void {
    this.broadcast?.close();
  }

  /** The cache key, or null when this request must be rendered for its visitor. */
  private keyFor(req: IncomingMessage, cookies: Record<string, string | undefined>): string | null {
    const url = req.url ?? '';
    // An absolute-form target (`GET http://host/path`) or one with a fragment or bytes outside printable
    // ASCII is left to Express, which parses it: a cache key is only ever a plain path and query.
    if (!url.startsWith('/') || url.length > MAX_CACHED_URL_LENGTH || !PLAIN_TARGET.test(url)) return null;
    if (req.headers.authorization !== undefined) return null;
    for (const name of Object.keys(cookies)) if (!this.anonymousCookies.has(name)) return null;
    const inertia = req.headers['x-inertia'] === 'true';
    if (inertia) {
      if (req.headers['x-inertia-version'] !== this.options.buildId) return null;
      for (const header of PARTIAL_HEADERS) if (req.headers[header] !== undefined) return null;
    }
    const theme = cookies[this.options.themeCookie] ?? '';
    return `${inertia ? 'json' : 'html'} ${theme} ${url}`;
  }

  /** One `writeHead` with the entry's prepared headers: no per-header bookkeeping on the hot path. */
  private serve(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedPage,
    cookies: Record<string, string | undefined>,
  ): void {
    const headers = [...entry.headers];
    for (const line of this.options.anonymousCookieLines) {
      const cookie = line(cookies);
      if (cookie) headers.push('Set-Cookie', cookie);
    }
    if (req.headers['if-none-match'] && fresh(req.headers, { etag: entry.etag })) {
      res.writeHead(304, headers);
      res.end();
    } else {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
      if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
      headers.push('Content-Length', String(body.length));
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    }
  }

  /**
   * A URL with a query string is kept from its second ask on: a campaign link is asked for again
   * and again, a search or a made-up query string mostly once. One-off URLs then cost no compression
   * and never push the site's pages out of the cache. Paths alone (the site's pages) are kept at once.
   */
  private askedBefore(key: string): boolean {
    if (!key.includes('?') || this.seenOnce.delete(key)) return true;
    if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce.delete(this.seenOnce.values().next().value!);
    this.seenOnce.add(key);
    return false;
  }

  private setsOnlyAnonymousCookies(res: Response): boolean {
    const cookies = [res.getHeader('Set-Cookie') ?? []].flat().map(String);
    return cookies.every((line) => this.anonymousCookies.has(line.slice(0, line.indexOf('='))));
  }

  private evictOverflow(): void {
    for (const [key] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
