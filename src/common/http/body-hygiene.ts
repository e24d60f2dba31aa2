import type { NextFunction, Request, Response } from 'express';

/** No form or API of ours nests deeper than this; far deeper JSON is an attack on the validators. */
export const MAX_BODY_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

class TooDeep extends Error {}

/** Lone UTF-16 surrogates (which no text encodes and some validators throw on) become U+FFFD. */
function clean(value: unknown, depth: number): unknown {
  if (depth > MAX_BODY_DEPTH) throw new TooDeep();
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      (value as Record<string, unknown>)[key] = clean((value as Record<string, unknown>)[key], depth + 1);
    }
  }
  return value;
}

/**
 * Runs after the body parsers: a body nested deeper than MAX_BODY_DEPTH gets a 400 (the DTO
 * transformer would overflow its stack on it), and malformed text is made well-formed, so no
 * request body can turn into a 500 in validation or storage.
 */
export function bodyHygiene(req: Request, res: Response, next: NextFunction): void {
  // Error reports have their own limits and scrubbing (src/modules/error-log), and must always land.
  if (req.path.startsWith('/api/log-error')) return next();
  try {
    req.body = clean(req.body, 0);
    next();
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    res.status(400).json({ statusCode: 400, message: 'The request body is nested too deeply.' });
  }
}
