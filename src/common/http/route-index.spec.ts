import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { indexRoutesByFirstSegment, routeLayersOf } from './route-index';

type RouterStack = Parameters<typeof indexRoutesByFirstSegment>[0];
const routerOf = (app: express.Express) => app.router as unknown as RouterStack;

/** An app whose routes' order matters: a catch-all before a later route, a parameter first. */
function makeApp(indexed: boolean) {
  const app = express();
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  const answer = (name: string) => (req: express.Request, res: express.Response) =>
    res.json({ name, params: req.params });
  app.get('/', answer('home'));
  app.get('/sign/admin', answer('sign admin'));
  app.get('/sign/:id', answer('sign document'));
  app.post('/sign/:id', answer('sign post'));
  app.get('/:slug/:id/edit', answer('any edit'));
  app.get('/sign/:id/edit', answer('sign edit, after the parameter route'));
  app.get('/admin', answer('admin'));
  app.get('/passes/:id', (_req, _res, next) => next());
  app.get('/passes/:id', answer('second route of the same path'));
  app.get('/fails', () => {
    throw new Error('broken');
  });
  app.get('/*path', answer('catch-all'));
  app.get('/late', answer('after the catch-all: never reached'));
  app.use((_req, res) => res.status(404).json({ name: 'not found' }));
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    res.status(500).json({ name: `error: ${error.message}` }),
  );
  if (indexed) indexRoutesByFirstSegment(routerOf(app));
  return app;
}

const PROBES: Array<[string, string]> = [
  ['GET', '/'],
  ['GET', '/sign/admin'],
  ['GET', '/sign/abc'],
  ['GET', '/sign/abc?next=/admin'],
  ['POST', '/sign/abc'],
  ['HEAD', '/sign/abc'],
  ['GET', '/sign/abc/edit'],
  ['GET', '/admin/edit'],
  ['GET', '/admin'],
  ['GET', '/admin/'],
  ['GET', '/Admin'],
  ['GET', '/admin/abc/edit'],
  ['GET', '/passes/7'],
  ['GET', '/fails'],
  ['GET', '/late'],
  ['GET', '/nowhere/at/all'],
  ['GET', '/%73ign/abc'],
  ['GET', '//sign/abc'],
  ['PUT', '/sign/abc'],
  ['OPTIONS', '/sign/abc'],
  ['OPTIONS', '/admin'],
];

describe('indexRoutesByFirstSegment', () => {
  const plain = makeApp(false);
  const indexed = makeApp(true);

  it('leaves one layer where the routes were', () => {
    const { stack } = routerOf(indexed);
    expect(stack.filter((layer) => layer.route)).toHaveLength(0);
    expect(stack).toHaveLength(3); // the index, the 404 and the error handler
    const paths = (app: express.Express) => routeLayersOf(routerOf(app)).map((layer) => layer.route?.path);
    expect(paths(indexed)).toEqual(paths(plain));
    expect(paths(indexed)).toHaveLength(12);
  });

  it.each(PROBES)('answers %s %s as Express did without it', async (method, path) => {
    const send = (app: express.Express) => {
      const agent = request(app);
      return agent[method.toLowerCase() as 'get'](path).then((response) => ({
        status: response.status,
        body: response.body as unknown,
        allow: response.headers.allow as string | undefined,
      }));
    };
    const [before, after] = await Promise.all([send(plain), send(indexed)]);
    expect(after).toEqual(before);
  });

  it('routes by the segment and keeps the original order around parameters', async () => {
    await request(indexed)
      .get('/sign/abc')
      .expect(200, { name: 'sign document', params: { id: 'abc' } });
    // `/:slug/:id/edit` was made before `/sign/:id/edit`, so Express answered with it; so does the index.
    await request(indexed)
      .get('/sign/abc/edit')
      .expect(200, { name: 'any edit', params: { slug: 'sign', id: 'abc' } });
    await request(indexed)
      .get('/late')
      .expect(200, { name: 'catch-all', params: { path: ['late'] } });
    await request(indexed)
      .get('/passes/7')
      .expect(200, { name: 'second route of the same path', params: { id: '7' } });
    await request(indexed).get('/fails').expect(500, { name: 'error: broken' });
    await request(indexed).options('/sign/abc').expect(404, { name: 'not found' });
  });

  it('leaves routes that answer OPTIONS themselves unindexed', () => {
    const app = express();
    app.get('/sign/:id', (_req, res) => res.end());
    app.options('/sign/:id', (_req, res) => res.end());
    app.all('/admin', (_req, res) => res.end());
    indexRoutesByFirstSegment(routerOf(app));
    expect(routerOf(app).stack.filter((layer) => layer.route)).toHaveLength(3);
  });

  it('matches an absolute URL (as a proxy sends it) on its path', async () => {
    const server = http.createServer(indexed).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: `http://127.0.0.1:${port}/sign/abc` }, (response) => {
            let text = '';
            response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect(JSON.parse(body)).toEqual({ name: 'sign document', params: { id: 'abc' } });
    } finally {
      server.close();
    }
  });
});
