import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { cleanQueryParser } from './body-hygiene';
import { type PageViewRequest, RawPageViewRequest, type TrustProxy } from './page-view-request';

/** What a page-view listener reads, from either kind of request. */
const facts = (req: PageViewRequest) => ({
  method: req.method,
  path: req.path,
  ip: req.ip,
  query: req.query,
  userAgent: req.get('User-Agent'),
  referer: req.get('Referer'),
  referrer: req.get('referrer'),
  missing: req.get('X-Not-Sent'),
});

/** Express's own answers and the raw request's, for the same request on the same socket. */
async function bothViews(trust: unknown, path: string, headers: Record<string, string>) {
  const app = express();
  app.set('query parser', cleanQueryParser);
  app.set('trust proxy', trust);
  let seen: { expressView: unknown; rawView: unknown } | undefined;
  app.use((req, res) => {
    const raw = new RawPageViewRequest(req, app.get('trust proxy fn') as TrustProxy);
    seen = { expressView: facts(req), rawView: facts(raw) };
    res.end();
  });
  // Plain node:http, which sends the target as written (supertest would drop a fragment).
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => res.resume().on('end', resolve))
      .on('error', reject),
  );
  await new Promise((resolve) => server.close(resolve));
  return seen!;
}

describe('RawPageViewRequest (pages served from the output cache, before Express)', () => {
  it.each<[string, unknown, string, Record<string, string>]>([
    ['a plain visit', false, '/hubspot', { 'User-Agent': 'Browser/1' }],
    [
      'campaign parameters, repeated and empty ones',
      false,
      '/crm?utm_source=news&utm_source=again&utm_medium=&gclid=abc%20d',
      { Referer: 'https://search.example/?q=crm' },
    ],
    ['a forwarded address nobody trusts', false, '/', { 'X-Forwarded-For': '203.0.113.9' }],
    ['a forwarded address behind a trusted proxy', 'loopback', '/', { 'X-Forwarded-For': '203.0.113.9' }],
    [
      'a forged hop before the trusted proxy',
      1,
      '/help?x=1',
      { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' },
    ],
    ['the other spelling of Referer', false, '/', { Referrer: 'https://other.example/' }],
    ['both spellings of Referer, one empty', false, '/', { Referer: 'https://one.example/', Referrer: '' }],
    [
      'both spellings of Referer',
      false,
      '/',
      { Referer: 'https://one.example/', Referrer: 'https://two.example/' },
    ],
    ['a fragment in the request target', false, '/crm#top?utm_source=x', {}],
  ])('reads %s as Express does', async (_case, trust, path, headers) => {
    const { expressView, rawView } = await bothViews(trust, path, headers);
    expect(rawView).toEqual(expressView);
  });

  it('reads the path and query before a fragment, as Express does', async () => {
    const { rawView } = await bothViews(false, '/crm#top?utm_source=x', {});
    expect(rawView).toMatchObject({ path: '/crm', query: {} });
  });

  it('gives the trusted proxy’s client address and the path without the query', async () => {
    const { rawView } = await bothViews('loopback', '/crm?utm_source=x', {
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(rawView).toMatchObject({ ip: '203.0.113.9', path: '/crm', query: { utm_source: 'x' } });
  });
});
