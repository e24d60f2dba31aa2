import type { NextFunction, Request, Response } from 'express';

/**
 * The site's one rule for URL variants. Routing is case-sensitive and strict (see app.factory), so
 * `/Login` or a POST to `/login/` matches no route and gets the 404 screen, never a handler that
 * expected its exact path. A GET or HEAD with a trailing slash is sent to the path without it (301),
 * keeping the query: links people paste with a slash still work, and search engines see one URL.
 */
export function canonicalPath(req: Request, res: Response, next: NextFunction): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/' || !req.path.endsWith('/')) {
    return next();
  }
  const queryAt = req.originalUrl.indexOf('?');
  const query = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
  const path = req.path.replace(/\/+$/, '');
  // "//evil.example/" must not become a protocol-relative "//evil.example".
  const target = path === '' || path.startsWith('//') ? '/' : path;
  res.redirect(301, `${target}${query}`);
}
