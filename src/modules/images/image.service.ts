import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import type Sharp from 'sharp';
import { CpuPoolBusyError } from '@common/workers/cpu-pool';
import { AppConfig } from '@config/app-config';
import { ImageRequest } from './image-request';

export const PUBLIC_DIR = 'public';
/** SVGs are rasterised at a density that gives enough pixels for the widest output. */
const SVG_MAX_DENSITY = 1200;
/** New variants waiting for their resize beyond this are refused (503): one resize runs at a time. */
const MAX_WAITING_RENDERS = 16;

let loadedSharp: typeof Sharp | undefined;

/** sharp (libvips) loads with the first image to resize, not with the server (start-up, docs/performance.md). */
function sharp(...args: Parameters<typeof Sharp>): ReturnType<typeof Sharp> {
  if (!loadedSharp) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on use
    loadedSharp = require('sharp') as typeof Sharp;
    // libvips would use every core for one image; one thread leaves the others to the event loop. Its
    // operation cache would keep decoded images in memory: results are cached on disk already.
    loadedSharp.concurrency(1);
    loadedSharp.cache(false);
  }
  return loadedSharp(...args);
}

export interface ProcessedImage {
  body: Buffer;
  etag: string;
  cacheHit: boolean;
}

/**
 * Resizes this site's own images to one of the allowed widths as WebP, caching each result on disk
 * under a key of (file, size, modified time, width, quality) so an edited source makes a new key.
 */
@Injectable()
export class ImageService {
  private readonly publicRoot = resolve(PUBLIC_DIR);
  private readonly cacheDir: string;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  /** Resizes run one after another (each on one libvips thread): a burst of new variants queues here. */
  private renders: Promise<unknown> = Promise.resolve();
  private waitingRenders = 0;

  constructor(config: AppConfig) {
    this.cacheDir = resolve(config.imageCacheDir);
  }

  /** undefined when the path is not a file under public/. */
  async process(request: ImageRequest): Promise<ProcessedImage | undefined> {
    const source = resolve(this.publicRoot, `.${request.path}`);
    if (!source.startsWith(this.publicRoot + sep)) return undefined;
    const info = await stat(source).catch(() => undefined);
    if (!info?.isFile()) return undefined;

    const key = createHash('sha256')
      .update(`${request.path}\0${info.size}\0${info.mtimeMs}\0${request.width}\0${request.quality}`)
      .digest('hex')
      .slice(0, 32);
    const etag = `"${key}"`;
    const cached = join(this.cacheDir, `${key}.webp`);
    const hit = await readFile(cached).catch(() => undefined);
    if (hit) return { body: hit, etag, cacheHit: true };

    // Two requests for the same new variant share one resize.
    let pending = this.inFlight.get(key);
    if (!pending) {
      if (this.waitingRenders >= MAX_WAITING_RENDERS) throw new CpuPoolBusyError();
      this.waitingRenders += 1;
      pending = this.renders
        .catch(() => undefined)
        .then(() => this.render(source, request, cached))
        .finally(() => {
          this.waitingRenders -= 1;
          this.inFlight.delete(key);
        });
      this.renders = pending;
      this.inFlight.set(key, pending);
    }
    return { body: await pending, etag, cacheHit: false };
  }

  private async render(source: string, request: ImageRequest, cachePath: string): Promise<Buffer> {
    const input = await readFile(source);
    const density = source.toLowerCase().endsWith('.svg')
      ? await svgDensity(input, request.width)
      : undefined;
    const body = await sharp(input, { density, animated: false })
      .rotate()
      .resize({ width: request.width, withoutEnlargement: density === undefined })
      .webp({ quality: request.quality })
      .toBuffer();
    await mkdir(this.cacheDir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${cachePath}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(partial, body);
    await rename(partial, cachePath);
    return body;
  }
}

async function svgDensity(svg: Buffer, width: number): Promise<number> {
  const { width: intrinsic } = await sharp(svg).metadata();
  if (!intrinsic) return 72;
  return Math.min(SVG_MAX_DENSITY, Math.max(72, Math.ceil((72 * width) / intrinsic)));
}
