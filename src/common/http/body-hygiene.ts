import { parse as parseQueryString } from 'node:querystring';
import type { NextFunction, Request, Response } from 'express';

/** No form or API of ours nests deeper than this; far deeper JSON is an attack on the validators. */
export const MAX_BODY_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

class TooDeep extends Error {}

/** Well-formed text: lone UTF-16 surrogates become U+FFFD, NUL characters (which Postgres refuses) go. */
export function cleanText(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '');
}

function clean(value: unknown, depth: number): unknown {
  if (depth > MAX_BODY_DEPTH) throw new TooDeep();
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  if (value && typeof value === 'object') {
    const cleaned: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // JSON may carry an own "__proto__" key; assigning it would swap the object's prototype.
      if (key !== '__proto__') cleaned[cleanText(key)] = clean(item, depth + 1);
    }
    return cleaned;
  }
  return value;
}

/**
 * Runs after the body parsers, on every route: a body nested deeper than MAX_BODY_DEPTH gets a 400
 * (class-transformer would overflow its stack on it), and text is made storable (no lone surrogates,
 * no NUL), so no request body can turn into a 500 in validation or storage.
 */
export function bodyHygiene(req: Request, res: Response, next: NextFunction): void {
  try {
    req.body = clean(req.body, 0);
    next();
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    res.status(400).json({ statusCode: 400, message: 'The request body is nested too deeply.' });
  }
}

/**
 * Express's query parser with the same cleaning (query strings reach SQL filters and searches too).
 * Nesting is not parsed at all: `a[b]=1` stays a flat key.
 */
export function cleanQueryParser(query: string): Record<string, unknown> {
  return clean({ ...parseQueryString(query) }, 0) as Record<string, unknown>;
}
