import http from 'node:http';
import { PageCache } from '@inertia/page-cache';
import type { TestApp } from './test-app';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The response as sent, compressed bytes and all (supertest would decode them). */
export function rawGet(
  app: TestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(app.url(path), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Requests the page until a copy is served from the cache. A miss is rendered and then compressed
 * off the event loop for keeping: the next ask waits for that, where asking at once would only
 * render the page again (1,579 renders for 242 pages in one test, polling every 20 ms).
 */
export async function untilCached(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const cache = app.app.get(PageCache);
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const response = await rawGet(app, path, headers);
    if (response.headers['x-cache'] === 'HIT') return response;
    await cache.storesSettled();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${path} was never served from the cache`);
}
