import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { IMAGE_PACE, IMAGE_REQUESTS } from '@modules/images/image-limits';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

const PHOTO = '/images/pipeline-review.png';
const img = (query: string) => `/_img?${query}`;

/** Collects a binary response body (supertest buffers only text by default). */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describeWithDatabase('Image endpoint /_img', () => {
  let testApp: TestApp;
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'crm-img-cache-'));
    testApp = await startTestApp({ env: { IMAGE_CACHE_DIR: cacheDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });
  const get = (path: string) => request(testApp.app.getHttpServer()).get(path).buffer(true).parse(binary);

  it.each([
    [1, 320],
    [320, 320],
    [500, 640],
    [700, 768],
    [1100, 1280],
    [1500, 1536],
  ])('snaps w=%i to %i px and answers WebP', async (requested, snapped) => {
    const res = await get(img(`url=${PHOTO}&w=${requested}`)).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(snapped);
  });

  it('never enlarges a raster image beyond its own width', async () => {
    const { width } = await sharp(join('public', PHOTO)).metadata();
    const res = await get(img(`url=${PHOTO}&w=5000`)).expect(200);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(Math.min(width!, 1536));
  });

  it('rasterises our SVG logos at the requested width', async () => {
    const res = await get(img('url=/logos/hubspot.svg&w=640')).expect(200);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(640);
  });

  it('caches for a year with an ETag; the second request is answered from memory and If-None-Match gets 304', async () => {
    const path = img(`url=${PHOTO}&w=1024&q=80`);
    const first = await get(path).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(readdirSync(cacheDir).filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(0);

    // From memory, before Express: the same bytes and headers (security headers included), no routing.
    const second = await get(path).expect(200);
    expect(second.headers['x-image-cache']).toBe('memory');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);

    await request(testApp.app.getHttpServer()).get(path).set('If-None-Match', first.headers.etag).expect(304);
    // Another quality of the same width is made on its first ask (a disk hit after a restart).
    expect((await get(img(`url=${PHOTO}&w=1024&q=50`)).expect(200)).headers['x-image-cache']).not.toBe(
      'memory',
    );
  });

  it('answers If-None-Match: * with 304 on a first ask, and never keeps that answer as the image', async () => {
    const path = img(`url=${PHOTO}&w=768&q=70`);
    const conditional = await request(testApp.app.getHttpServer()).get(path).set('If-None-Match', '*');
    expect(conditional.status).toBe(304);
    const whole = await get(path).expect(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect((await sharp(whole.body as Buffer).metadata()).width).toBe(768);
    const remembered = await get(path).expect(200);
    expect(remembered.headers['x-image-cache']).toBe('memory');
    expect(remembered.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(remembered.body as Buffer, whole.body as Buffer)).toBe(0);
  });

  it('holds answers from memory to the route’s pace per client: past it, 429 after a pause (issue #32)', async () => {
    const path = img(`url=${PHOTO}&w=640&q=60`);
    const from = (address: string) =>
      request(testApp.app.getHttpServer()).get(path).set('X-Forwarded-For', address);
    expect((await from('198.51.100.70')).headers['x-image-cache']).not.toBe('memory');
    // Answers from memory are counted in memory (the route's own request was counted by its guard).
    for (let index = 0; index < IMAGE_PACE.limit; index += 1) {
      const remembered = await from('198.51.100.70');
      expect([remembered.status, remembered.headers['x-image-cache']]).toEqual([200, 'memory']);
    }
    const started = Date.now();
    const refused = await from('198.51.100.70');
    expect(refused.status).toBe(429);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(IMAGE_PACE.windowSeconds);
    expect(refused.text).toBe(IMAGE_REQUESTS.message);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Another client is answered from memory as before.
    expect((await from('198.51.100.71')).headers['x-image-cache']).toBe('memory');
  });

  it('uses quality 100 by default; a lower quality makes a smaller file', async () => {
    const full = await get(img(`url=${PHOTO}&w=768`)).expect(200);
    const explicit = await get(img(`url=${PHOTO}&w=768&q=100`)).expect(200);
    const low = await get(img(`url=${PHOTO}&w=768&q=30`)).expect(200);
    expect(full.headers.etag).toBe(explicit.headers.etag);
    expect((low.body as Buffer).length).toBeLessThan((full.body as Buffer).length);
  });

  it('snaps qualities to tens, as widths to the allowed set: at most 60 variants of an image can ever be made (issue #32)', async () => {
    const [q71, q74, q70, q76] = await Promise.all(
      [71, 74, 70, 76].map((q) => get(img(`url=${PHOTO}&w=640&q=${q}`)).expect(200)),
    );
    expect(new Set([q71, q74, q70].map((res) => res.headers.etag)).size).toBe(1);
    expect(q76.headers.etag).not.toBe(q70.headers.etag);
  });

  it.each([
    ['no url', `w=640`],
    ['no width', `url=${PHOTO}`],
    ['a width that is not a number', `url=${PHOTO}&w=wide`],
    ['width 0', `url=${PHOTO}&w=0`],
    ['a negative width', `url=${PHOTO}&w=-5`],
    ['quality 0', `url=${PHOTO}&w=640&q=0`],
    ['quality 101', `url=${PHOTO}&w=640&q=101`],
    ['a fractional quality', `url=${PHOTO}&w=640&q=50.5`],
    ['a path outside public/', `url=/../package.json&w=640`],
    ['an encoded traversal', `url=%2Fimages%2F..%2F..%2F.env.png&w=640`],
    ['a file that does not exist', `url=/images/missing.png&w=640`],
    ['a file type that is not an image', `url=/favicon.txt&w=640`],
    ['a foreign https URL', `url=${encodeURIComponent('https://evil.example/cat.png')}&w=640`],
    ['a protocol-relative URL', `url=${encodeURIComponent('//evil.example/cat.png')}&w=640`],
  ])('rejects %s with 400', async (_case, query) => {
    const res = await request(testApp.app.getHttpServer())
      .get(img(query))
      .set('Accept', 'application/json')
      .expect(400);
    expect(res.body.message).toMatch(/"(url|w|q)"/);
  });
});
