import http from 'node:http';
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

/** Requests the page until a copy is served from the cache (compression runs off the event loop). */
export async function untilCached(app: TestApp, path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const response = await rawGet(app, path, headers);
    if (response.headers['x-cache'] === 'HIT') return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never served from the cache`);
}
