import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SLOW_DOWN } from '../rate-limit/rate-limit';
import { stripsNul } from './path-policies';

/** No form or API of ours nests deeper than this; far deeper JSON is an attack on the validators. */
export const MAX_BODY_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

class TooDeep extends Error {}
class HasNul extends Error {}

/** Well-formed text: lone UTF-16 surrogates become U+FFFD, NUL characters (which Postgres refuses) go. */
export function cleanText(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '');
}

function clean(value: unknown, depth: number, refuseNul: boolean): unknown {
  if (depth > MAX_BODY_DEPTH) throw new TooDeep();
  const text = (raw: string) => {
    if (refuseNul && raw.includes('\u0000')) throw new HasNul();
    return cleanText(raw);
  };
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1, refuseNul));
  if (value && typeof value === 'object') {
    const cleaned: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // JSON may carry an own "__proto__" key; assigning it would swap the object's prototype.
      if (key !== '__proto__') cleaned[text(key)] = clean(item, depth + 1, refuseNul);
    }
    return cleaned;
  }
  return value;
}

/**
 * Runs after the body parsers, on every route: a body nested deeper than MAX_BODY_DEPTH gets a 400
 * (class-transformer would overflow its stack on it), so does text with a NUL character (Postgres
 * cannot store it; no form or API of ours takes one), and lone surrogates become U+FFFD, so no
 * request body can turn into a 500 in validation or storage. The 400 goes through the global error
 * filter, so each API answers in its own error shape (`{code, msg}` on /auth/v1).
 */
export function bodyHygiene(req: Request, _res: Response, next: NextFunction): void {
  try {
    // Express 5 leaves the body undefined when no parser took it (an unknown content type): handlers
    // then read an empty object, and validation answers, instead of a TypeError.
    req.body = req.body === undefined ? {} : clean(req.body, 0, !stripsNul(req.path));
    next();
  } catch (error) {
    if (error instanceof TooDeep) next(new BadRequestException('The request body is nested too deeply.'));
    else if (error instanceof HasNul)
      next(new BadRequestException('Text in the request must not contain NUL characters (U+0000).'));
    else throw error;
  }
}

/**
 * Express's query parser with the same cleaning (query strings reach SQL filters and searches too).
 * Nesting is not parsed at all: `a[b]=1` stays a flat key.
 */
export function cleanQueryParser(query: string): Record<string, unknown> {
  return clean({ ...parseQueryString(query) }, 0, false) as Record<string, unknown>;
}

/**
 * The largest request body any route takes: the 1 MB PDF of `/sign/verify` and the form around it
 * (JSON and form bodies are limited to 1 MB by their parsers, error reports to 64 KB).
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024 + 64 * 1024;
const OVERSIZED_LINGER_MS = 1000;
/** Oversized uploads waiting for their delayed 413 (at most SLOW_DOWN.maxWaiting). */
let oversizedWaiting = 0;

/**
 * Refuses a body announced larger than any route takes before a byte of it is read, and closes the
 * connection (so the rest is never read either): a 19 MB upload costs a header, not 19 MB of parsing.
 * An early answer (before Express): returns true when it answered. `repeated` is true when this
 * client has been refused several times already: its 413 then comes after the expensive routes'
 * pause, so a loop of uploads runs at one a second per connection.
 */
export function refuseOversizedBody(
  req: IncomingMessage,
  res: ServerResponse,
  repeated: () => boolean,
): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > MAX_REQUEST_BODY_BYTES)) return false;
  // Read nothing more: TCP stops the sender once the socket's buffers are full.
  req.socket.pause();
  const refuse = () => {
    if (res.destroyed) return;
    const body = JSON.stringify({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is too large.',
    });
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    res.end(body);
    // The connection closes a moment later (closing at once could reset it before the client has read the 413).
    setTimeout(() => req.socket.destroy(), OVERSIZED_LINGER_MS).unref();
  };
  if (repeated() && oversizedWaiting < SLOW_DOWN.maxWaiting) {
    oversizedWaiting += 1;
    setTimeout(() => {
      oversizedWaiting -= 1;
      refuse();
    }, SLOW_DOWN.delayMs).unref();
  } else refuse();
  return true;
}
