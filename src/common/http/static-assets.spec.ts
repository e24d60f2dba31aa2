import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { staticAssets } from './static-assets';

function built() {
  const root = mkdtempSync(join(tmpdir(), 'static-assets-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.ico'), 'icon');
  return root;
}

describe('static assets', () => {
  it('serves the build’s files, the hashed ones for a year', async () => {
    const app = express().use(staticAssets(built()));
    const asset = await request(app).get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(app).get('/favicon.ico')).status).toBe(200);
  });

  it('hands any other path on at once, without looking on disk (pages are most requests)', () => {
    const serve = staticAssets(built());
    for (const path of ['/account', '/', '/assets-not/x.js', '/%E0%A4%A']) {
      const next = jest.fn();
      serve({ method: 'GET', path } as express.Request, {} as express.Response, next);
      // Synchronously: a look on disk would answer later.
      expect(next).toHaveBeenCalledWith();
    }
  });
});
