import { existsSync, readdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';
import { preferredEncoding } from './content-encoding';

const ENCODINGS = { br: '.br', gzip: '.gz' } as const;

/**
 * The client build. Hashed files under /assets are cached for a year (immutable); everything else
 * briefly. Browsers that accept Brotli or gzip get the variant written at build time
 * (scripts/precompress-assets.mjs) instead of the plain file.
 */
export function staticAssets(outDir: string) {
  const root = resolve(outDir);
  const assetsDir = join(root, 'assets');
  const precompressed = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const serve = express.static(root, {
    index: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(assetsDir);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/assets/')) {
      const name = req.path.slice('/assets/'.length);
      if (precompressed.has(`${name}.br`) || precompressed.has(`${name}.gz`)) {
        res.vary('Accept-Encoding');
        const encoding = preferredEncoding(req.headers['accept-encoding']);
        const suffix = encoding === 'identity' ? undefined : ENCODINGS[encoding];
        if (suffix && precompressed.has(`${name}${suffix}`)) {
          res.type(extname(name));
          res.setHeader('Content-Encoding', encoding);
          req.url = `/assets/${name}${suffix}`;
        }
      }
    }
    serve(req, res, next);
  };
}
