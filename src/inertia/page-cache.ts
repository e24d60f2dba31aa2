import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, crc32, gzip } from 'node:zlib';
import { brotliTextParams } from '@common/http/text-compression';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import createEtag from 'etag';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { preferredEncoding } from '@common/http/content-encoding';
import { InstanceBroadcast } from '@common/instance-broadcast';
import { OPENER_POLICY } from '@common/security/content-security-policy';
import { type PageViewRequest, RawPageViewRequest, type TrustProxy } from '@common/http/page-view-request';
import { escapeForScript, personalEnd } from './inertia-page';
import { brotliWithStoredEnd, gzipWithStoredEnd } from './stream-splice';

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
  anonymousCookieLines: Array<
    (cookies: Record<string, string | undefined>, binding?: string) => string | null
  >;
}

/** Headers of the rendered response that a cached copy does not repeat: they are per response. */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'server-timing',
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'vary',
  'x-cache',
  'connection',
  'keep-alive',
  'transfer-encoding',
  // Per visitor: an entry is the anonymous page (not isolated); a signed-in visitor's copy is (OPENER_POLICY).
  'cross-origin-opener-policy',
]);

type HitListener = (req: PageViewRequest, component: string) => void;

/**
 * Where a page's per-visitor end sits in its body (`pageJson`'s `personalFrom`, moved to where the
 * page object is in the document): the anonymous `auth` value and what closes the page object.
 * `escaped`: the body is HTML, so a visitor's own end is escaped for the script element too.
 */
export interface PersonalSpan {
  start: number;
  end: number;
  escaped: boolean;
}

/**
 * A signed-in visitor the cache may serve: their `auth` prop as JSON, the session their CSRF token
 * belongs to, and what identifies them (id, email), which a page kept for everyone must not hold.
 */
export interface SignedInVisitor {
  authJson: string;
  binding: string;
  identifiers: string[];
}

/**
 * How the cache recognises signed-in visitors (the auth module's recent browser sessions): a
 * session cookie whose session was verified a moment ago is answered from the cache with the
 * visitor's own `auth` prop; any other is rendered (and verified) as before.
 */
export interface SignedInVisitors {
  isSessionCookie(name: string): boolean;
  recognise(cookies: Record<string, string | undefined>): SignedInVisitor | null;
  /** The `auth` prop of a visitor who is not signed in, as JSON. */
  readonly anonymousAuthJson: string;
}

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
  /** What a signed-in visitor's copy is made of: everything before their own end, each encoding ready. */
  personal?: PersonalParts;
}

interface PersonalParts {
  identity: Buffer;
  /** Gzip and Brotli streams of `identity`, flushed but not finished: the visitor's end follows uncompressed. */
  gzip: Buffer;
  br: Buffer;
  crc: number;
  /** The text after the visitor's end (the rest of the document). */
  after: string;
  escaped: boolean;
}

/** What a request that may be cached carries from the lookup to the store. */
interface CacheTicket {
  key: string;
  generation: number;
  /** A signed-in visitor's render: kept with the anonymous end in place of theirs. */
  visitor?: SignedInVisitor;
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
 * The output cache for public pages (HTML and Inertia JSON). Pages opt in (`render(…, { cacheable:
 * true })`) when they are the same for every anonymous visitor; a request is looked up only when it
 * is a plain GET/HEAD with no cookie other than the anonymous ones and a session cookie the cache
 * recognises, and no Authorization or partial-reload header, so flash messages and per-visitor pages
 * never meet it. A signed-in visitor gets the kept page with their own end (`servePersonal`).
 * Entries are kept compressed (Brotli and gzip, done off the event loop), with an ETag for 304s, in
 * memory up to `maxBytes` (least recently used go first) and for `ttlMs`.
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
  private signedIn: SignedInVisitors | undefined;
  /** Pages being compressed off the event loop for keeping. */
  private readonly storing = new Set<Promise<void>>();
  private readonly seenOnce = new Set<string>();
  readonly stats = { hits: 0, signedInHits: 0, misses: 0, stores: 0, invalidations: 0 };

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

  /** Lets the cache answer signed-in visitors it can recognise (AuthModule). */
  serveSignedIn(visitors: SignedInVisitors): void {
    this.signedIn = visitors;
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
    const visit = this.visitOf(req, cookies);
    if (visit === null) return false;
    const { key, visitor } = visit;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now() && (!visitor || entry.personal)) {
      this.stats.hits += 1;
      // Least recently used first out: a hit moves the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (visitor) {
        this.stats.signedInHits += 1;
        this.servePersonal(req, res, entry, entry.personal!, visitor, cookies);
      } else this.serve(req, res, entry, cookies);
      try {
        this.hitListener(new RawPageViewRequest(req, trustProxy), entry.component);
      } catch {
        // A watcher's failure is its own: the page has been sent.
      }
      return true;
    }
    // A kept page without a per-visitor end shows a signed-in visitor something of their own: rendered for them.
    if (entry && visitor && entry.expiresAt > Date.now()) return false;
    if (entry) this.remove(key);
    this.stats.misses += 1;
    // A signed-in visitor's render fills the cache too (see `store`): pages that only signed-in
    // clients ask for would otherwise be rendered for each of them until an anonymous visit.
    (req as Request).pageCacheTicket = { key, generation: this.generation, ...(visitor && { visitor }) };
    return false;
  }

  /**
   * Keeps a page that was just sent, when its request was eligible, the page opted in, it answered
   * 200 and it set no cookie other than the anonymous ones. Compression runs off the event loop.
   * A signed-in visitor's page is kept as an anonymous visitor's: their end is replaced by the
   * anonymous one, and it is not kept at all when what comes before still names them.
   */
  store(
    req: Request,
    res: Response,
    component: string,
    rendered: string,
    renderedSpan: PersonalSpan | null = null,
  ): Promise<void> {
    const ticket = req.pageCacheTicket;
    if (!ticket || res.statusCode !== 200 || CLICK_ID_PARAMS.test(req.originalUrl)) return Promise.resolve();
    if (!this.setsOnlyAnonymousCookies(res) || this.storing.size >= MAX_PENDING_STORES)
      return Promise.resolve();
    const anonymous = ticket.visitor ? this.anonymousCopy(rendered, renderedSpan, ticket.visitor) : null;
    if (ticket.visitor && !anonymous) return Promise.resolve();
    const { body, personal } = anonymous ?? { body: rendered, personal: renderedSpan };
    if (!this.askedBefore(ticket.key)) return Promise.resolve();
    const identity = Buffer.from(body);
    const own = Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
    const headers = own.flatMap(([name, value]) => [value].flat().flatMap((item) => [name, String(item)]));
    const stored = this.compress(identity, body, personal)
      .then(({ br, gz, parts }) => {
        if (ticket.generation !== this.generation) return;
        this.remove(ticket.key);
        const etag = createEtag(identity, { weak: true });
        const entry: CachedPage = {
          component,
          headers: [...headers, 'Vary', 'X-Inertia, Accept-Encoding', 'X-Cache', 'HIT'],
          etag,
          identity,
          gzip: gz,
          br,
          bytes: identity.length + gz.length + br.length + (parts ? parts.br.length + parts.gzip.length : 0),
          expiresAt: Date.now() + this.options.ttlMs,
          personal: parts,
        };
        if (entry.bytes > this.options.maxBytes / 4) return;
        this.entries.set(ticket.key, entry);
        this.bytes += entry.bytes;
        this.stats.stores += 1;
        this.evictOverflow();
      })
      .catch((error: Error) => this.logger.warn(`Page not cached: ${error.message}`))
      .finally(() => this.storing.delete(stored));
    this.storing.add(stored);
    return stored;
  }

  /**
   * Resolves once every store begun so far has ended, kept or not: for a caller that must see the
   * page it was just sent kept (asking again sooner renders it again, and queues one more store).
   */
  async storesSettled(): Promise<void> {
    await Promise.all(this.storing);
  }

  /** A signed-in visitor's page with the anonymous end in place of theirs; null when it is not the same for all. */
  private anonymousCopy(body: string, span: PersonalSpan | null, visitor: SignedInVisitor) {
    // Without a per-visitor end the page shows them something of their own (`personalWhenSignedIn`).
    if (!span || !this.signedIn) return null;
    const kept = body.slice(0, span.start);
    if (visitor.identifiers.some((identifier) => kept.includes(identifier))) {
      this.logger.debug('A page for everyone named its signed-in visitor: not cached');
      return null;
    }
    const authJson = this.signedIn.anonymousAuthJson;
    const end = personalEnd(span.escaped ? escapeForScript(authJson) : authJson, false);
    return {
      body: kept + end + body.slice(span.end),
      personal: { start: span.start, end: span.start + end.length, escaped: span.escaped },
    };
  }

  /**
   * The page in Brotli and gzip, off the event loop. A page with a per-visitor end is compressed up
   * to that end only, in streams left open (a signed-in visitor's end is added to them as stored
   * bytes); the anonymous copy is those streams with the anonymous end added the same way, so a
   * page costs two compressions either way. The end stays uncompressed: about 100–250 bytes more.
   */
  private async compress(identity: Buffer, body: string, personal: PersonalSpan | null) {
    if (!personal) {
      const [br, gz] = await Promise.all([
        compressBrotli(identity, brotliOptions(identity)),
        compressGzip(identity, { level: 9 }),
      ]);
      return { br, gz, parts: undefined };
    }
    const before = identity.subarray(0, Buffer.byteLength(body.slice(0, personal.start)));
    const [openBr, openGz] = await Promise.all([
      compressBrotli(before, { ...brotliOptions(before), finishFlush: zlib.BROTLI_OPERATION_FLUSH }),
      compressGzip(before, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH }),
    ]);
    const crc = crc32(before);
    const end = identity.subarray(before.length);
    const parts: PersonalParts = {
      identity: before,
      br: openBr,
      gzip: openGz,
      crc,
      after: body.slice(personal.end),
      escaped: personal.escaped,
    };
    return {
      br: Buffer.concat(brotliWithStoredEnd(openBr, end)),
      gz: Buffer.concat(gzipWithStoredEnd(openGz, end, crc32(end, crc), identity.length)),
      parts,
    };
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

  /**
   * The cache key and, for a signed-in visitor the cache recognises, who they are; null when this
   * request must be rendered for its visitor.
   */
  private visitOf(
    req: IncomingMessage,
    cookies: Record<string, string | undefined>,
  ): { key: string; visitor: SignedInVisitor | null } | null {
    const url = req.url ?? '';
    // An absolute-form target (`GET http://host/path`) or one with a fragment or bytes outside printable
    // ASCII is left to Express, which parses it: a cache key is only ever a plain path and query.
    if (!url.startsWith('/') || url.length > MAX_CACHED_URL_LENGTH || !PLAIN_TARGET.test(url)) return null;
    if (req.headers.authorization !== undefined) return null;
    let session = false;
    for (const name of Object.keys(cookies)) {
      if (this.anonymousCookies.has(name)) continue;
      if (!this.signedIn?.isSessionCookie(name)) return null;
      session = true;
    }
    const visitor = session ? this.signedIn!.recognise(cookies) : null;
    if (session && !visitor) return null;
    const inertia = req.headers['x-inertia'] === 'true';
    if (inertia) {
      if (req.headers['x-inertia-version'] !== this.options.buildId) return null;
      for (const header of PARTIAL_HEADERS) if (req.headers[header] !== undefined) return null;
    }
    const theme = cookies[this.options.themeCookie] ?? '';
    return { key: `${inertia ? 'json' : 'html'} ${theme} ${url}`, visitor };
  }

  /** One `writeHead` with the entry's prepared headers: no per-header bookkeeping on the hot path. */
  private serve(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedPage,
    cookies: Record<string, string | undefined>,
  ): void {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
    this.send(req, res, entry, { etag: entry.etag, encoding, body, visitor: undefined }, cookies);
  }

  /**
   * A signed-in visitor's copy: the bytes before their end as stored, then their own end (their
   * `auth` prop, `encryptHistory`, the rest of the document) uncompressed inside the same stream.
   * Nothing of theirs is kept: the entry holds only what every visitor gets.
   */
  private servePersonal(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedPage,
    parts: PersonalParts,
    visitor: SignedInVisitor,
    cookies: Record<string, string | undefined>,
  ): void {
    const own = personalEnd(parts.escaped ? escapeForScript(visitor.authJson) : visitor.authJson, true);
    const end = Buffer.from(own + parts.after);
    const crc = crc32(end, parts.crc);
    const length = parts.identity.length + end.length;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body =
      encoding === 'br'
        ? brotliWithStoredEnd(parts.br, end)
        : encoding === 'gzip'
          ? gzipWithStoredEnd(parts.gzip, end, crc, length)
          : [parts.identity, end];
    const etag = `W/"${length.toString(16)}-${crc.toString(16)}"`;
    this.send(req, res, entry, { etag, encoding, body, visitor }, cookies);
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedPage,
    /** `body` in parts is written as one (a signed-in visitor's copy: the page is not copied per request). */
    copy: { etag: string; encoding: string; body: Buffer | Buffer[]; visitor: SignedInVisitor | undefined },
    cookies: Record<string, string | undefined>,
  ): void {
    const headers = [...entry.headers, 'ETag', copy.etag];
    if (copy.visitor) headers.push(OPENER_POLICY.name, OPENER_POLICY.value);
    for (const line of this.options.anonymousCookieLines) {
      const cookie = line(cookies, copy.visitor?.binding);
      if (cookie) headers.push('Set-Cookie', cookie);
    }
    if (req.headers['if-none-match'] && fresh(req.headers, { etag: copy.etag })) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (copy.encoding !== 'identity') headers.push('Content-Encoding', copy.encoding);
    const parts = Array.isArray(copy.body) ? copy.body : [copy.body];
    headers.push('Content-Length', String(parts.reduce((sum, part) => sum + part.length, 0)));
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return void res.end();
    // Corked, the parts leave with the headers in one write; `end` uncorks.
    if (parts.length > 1) res.cork();
    for (let index = 0; index < parts.length - 1; index += 1) res.write(parts[index]);
    res.end(parts[parts.length - 1]);
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

/** A kept page is compressed once and sent many times: a high level pays for itself. */
function brotliOptions(input: Buffer) {
  return { params: brotliTextParams(9, input.length) };
}
