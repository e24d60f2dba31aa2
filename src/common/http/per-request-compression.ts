import { constants as zlib } from 'node:zlib';

/**
 * How a response made for one request is compressed: a page rendered per request (compressed in the
 * render thread, compressed-document.ts) and any other per-request body (the response middleware).
 * Pages kept in the output cache are compressed once, harder (page-cache.ts).
 *
 * The fastest level of each, because this runs for every such response on a two-core machine that
 * is busy serving them. Measured on the pages' own documents (Node 24): Brotli quality 1 compressed
 * the 11 KB signing page in 83–96 µs (quality 4: 309–392 µs) and the 49 KB lesson in 171 µs (852–898 µs),
 * for 14–16 % more bytes (lesson 9.9 KB against 8.6 KB); gzip level 1 took half the time of level 6.
 * Per-request pages then served 9–29 % more requests a second (docs/performance.md).
 */
export const PER_REQUEST_BROTLI_QUALITY = 1;
export const PER_REQUEST_GZIP_LEVEL = 1;

/** Brotli's parameters for text; `sizeHint` (the input's length) lets the encoder size its buffers for it. */
export function perRequestBrotliParams(sizeHint?: number): Record<number, number> {
  return {
    [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    ...(sizeHint !== undefined && { [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  };
}
