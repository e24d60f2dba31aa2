import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import proxyAddr from 'proxy-addr';
import { clientAddressKey } from '@common/http/client-address';
import type { TrustProxy } from '@common/http/page-view-request';
import { SLOW_DOWN } from '@common/rate-limit/rate-limit';
import { ClientWindowCounter } from '@common/rate-limit/client-window';
import { IMAGE_PACE, IMAGE_REQUESTS } from './image-limits';
import { parseImageRequest, type ImageRequest } from './image-request';
import { routes } from '@shared/routes';

const IMAGE_QUERY_PREFIX = `${routes.images.image()}?`;

/** Headers that belong to one response, not to the image: never replayed. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'set-cookie',
  'x-image-cache',
]);
/** Enough for every variant of every image on the pages people visit most. */
const MEMORY_BYTES = 16 * 1024 * 1024;

interface RememberedImage {
  /** The headers the first answer sent (type, cache policy, ETag, security headers), flattened for writeHead. */
  headers: string[];
  etag: string;
  body: Buffer;
}

const keyOf = (request: ImageRequest) => `${request.path}\u0000${request.width}\u0000${request.quality}`;

/**
 * Images already made, answered from memory before Express (an early answer): a page's images cost
 * the event loop a lookup each, not a trip through routing, guards and the disk. Sources change only
 * with a deploy, which starts with an empty memory. Only answers Express gave with 200 are kept.
 */
@Injectable()
export class ImageMemory {
  /** The image route's per-client limit and its pace (IMAGE_REQUESTS), counted in memory. */
  private readonly perClient = new ClientWindowCounter(
    IMAGE_REQUESTS.limit,
    IMAGE_REQUESTS.windowSeconds * 1000,
  );
  private readonly pace = new ClientWindowCounter(IMAGE_PACE.limit, IMAGE_PACE.windowSeconds * 1000);
  private waiting = 0;

  private readonly images = new LRUCache<string, RememberedImage>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (image) => image.body.length + 512,
  });

  remember(request: ImageRequest, headers: OutgoingHttpHeaders, body: Buffer, etag: string): void {
    const flat = Object.entries(headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .flatMap(([name, value]) => [value].flat().flatMap((item) => [name, String(item)]));
    flat.push('X-Image-Cache', 'memory');
    this.images.set(keyOf(request), { headers: flat, etag, body });
  }

  /**
   * The early answer: true when the request was for a remembered image and has been answered. A
   * client past the route's per-client limit (IMAGE_REQUESTS, counted here in memory, as the route
   * counts in Redis) hears so after the same pause as any expensive route: answered from memory or
   * not, thousands of images a second from one client would keep a core busy.
   */
  answer(req: IncomingMessage, res: ServerResponse, trustProxy: TrustProxy): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(IMAGE_QUERY_PREFIX))
      return false;
    const request = parseImageRequest(
      Object.fromEntries(new URLSearchParams(req.url.slice(IMAGE_QUERY_PREFIX.length))),
    );
    if ('error' in request) return false;
    const image = this.images.get(keyOf(request));
    if (!image) return false;
    const client = clientAddressKey(proxyAddr(req, trustProxy));
    // The pace first: a refused burst does not use up the client's allowance for the long window.
    const retryAfter = this.pace.take(client) || this.perClient.take(client);
    if (retryAfter > 0) {
      this.refuse(res, retryAfter);
      return true;
    }
    if (req.headers['if-none-match'] && fresh(req.headers, { etag: image.etag })) {
      res.writeHead(304, image.headers);
      res.end();
      return true;
    }
    res.writeHead(200, [...image.headers, 'Content-Length', String(image.body.length)]);
    res.end(req.method === 'HEAD' ? undefined : image.body);
    return true;
  }

  /** 429 in plain words after the expensive routes' pause (at once when too many already wait). */
  private refuse(res: ServerResponse, retryAfter: number): void {
    const send = () => {
      res.writeHead(429, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(retryAfter),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(IMAGE_REQUESTS.message);
    };
    if (this.waiting >= SLOW_DOWN.maxWaiting) return send();
    this.waiting += 1;
    setTimeout(() => {
      this.waiting -= 1;
      if (!res.destroyed) send();
    }, SLOW_DOWN.delayMs).unref();
  }
}
