import { existsSync, readdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';
import { preferredEncoding } from './content-encoding';

const ENCODINGS = { br: '.br', gzip: '.gz' } as const;

/** Folders whose files have .br/.gz variants written at build time, and how long browsers keep them. */
const PRECOMPRESSED_FOLDERS = {
  // Hashed file names: a changed file is a new URL.
  assets: 'public, max-age=31536000, immutable',
  // The CRM wordmarks keep their names; they change about never, so a week.
  logos: 'public, max-age=604800',
} as const;

/**
 * The client build. Hashed files under /assets are cached for a year (immutable), the wordmarks for a
 * week, everything else briefly. Browsers that accept Brotli or gzip get the variant written at
 * build time (scripts/precompress-assets.mjs) instead of the plain file.
 */
export function staticAssets(outDir: string) {
  const root = resolve(outDir);
  const folders = Object.entries(PRECOMPRESSED_FOLDERS).map(([folder, cacheControl]) => {
    const dir = join(root, folder);
    return {
      // eslint-disable-next-line urls/no-url-literals -- a public/ folder, served as files, not a route
      prefix: `/${folder}/`,
      dir,
      cacheControl,
      files: new Set(existsSync(dir) ? readdirSync(dir) : []),
    };
  });
  // The build's top-level names (assets, logos, favicon.svg, robots.txt…): any other path is a page,
  // and express.static would look it up on disk first (a stat per page request, through the thread pool).
  const topLevel = new Set(existsSync(root) ? readdirSync(root) : []);
  const serve = express.static(root, {
    index: false,
    setHeaders: (res, path) => {
      const folder = folders.find((candidate) => path.startsWith(`${candidate.dir}/`));
      res.setHeader('Cache-Control', folder?.cacheControl ?? 'public, max-age=3600');
    },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!topLevel.has(firstSegment(req.path))) return next();
    const folder = folders.find((candidate) => req.path.startsWith(candidate.prefix));
    if ((req.method === 'GET' || req.method === 'HEAD') && folder) {
      const name = req.path.slice(folder.prefix.length);
      if (folder.files.has(`${name}.br`) || folder.files.has(`${name}.gz`)) {
        res.vary('Accept-Encoding');
        const encoding = preferredEncoding(req.headers['accept-encoding']);
        const suffix = encoding === 'identity' ? undefined : ENCODINGS[encoding];
        if (suffix && folder.files.has(`${name}${suffix}`)) {
          res.type(extname(name));
          res.setHeader('Content-Encoding', encoding);
          req.url = `${folder.prefix}${name}${suffix}`;
        }
      }
    }
    serve(req, res, next);
  };
}

/** The first segment of a path, decoded ("" for "/", or for one that does not decode). */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  const segment = path.slice(1, end === -1 ? undefined : end);
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
