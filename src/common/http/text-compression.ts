import { constants as zlib } from 'node:zlib';

/**
 * Brotli's parameters for HTML and JSON at `quality`; `sizeHint` (the input's length, when known) lets
 * the encoder size its window and buffers for it instead of the 4 MB default.
 */
export function brotliTextParams(quality: number, sizeHint?: number): Record<number, number> {
  return {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    ...(sizeHint !== undefined && { [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  };
}

/**
 * A response made for one request (a page rendered per request, in the render thread; any other body,
 * in the response middleware) is compressed at the fastest level of each encoding: it runs for every
 * such response on a busy two-core machine. Brotli 1 costs a third to a fifth of Brotli 4's CPU for
 * 14–16 % more bytes; per-request pages served 9–29 % more requests a second (docs/performance.md,
 * "Compressed at the fastest level"). Cached pages are compressed once, harder (page-cache.ts).
 */
export const PER_REQUEST_BROTLI_QUALITY = 1;
export const PER_REQUEST_GZIP_LEVEL = 1;
