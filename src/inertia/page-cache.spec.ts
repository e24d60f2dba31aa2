import type { Request, Response } from 'express';
import { personalEnd } from './inertia-page';
import { PageCache, type SignedInVisitor } from './page-cache';

const cache = () =>
  new PageCache({
    maxBytes: 64 * 1024 * 1024,
    ttlMs: 60_000,
    buildId: 'test',
    channel: 'test',
    anonymousCookies: ['theme'],
    themeCookie: 'theme',
    anonymousCookieLines: [],
  });

const rendered = (key: string, visitor?: SignedInVisitor) => ({
  req: { pageCacheTicket: { key, generation: 0, visitor }, originalUrl: key } as unknown as Request,
  res: {
    statusCode: 200,
    getHeader: () => undefined,
    getHeaders: () => ({ 'content-type': 'text/html; charset=utf-8' }),
  } as unknown as Response,
});

describe('PageCache.store', () => {
  it('compresses at most 8 pages at once: a flood of new URLs is served, not queued for storing', async () => {
    const pages = cache();
    const stores = Array.from({ length: 30 }, (_, index) => {
      const { req, res } = rendered(`/crm-compare/page-${index}`);
      return pages.store(req, res, 'content/help-index', `<p>${'page '.repeat(2000)}${index}</p>`);
    });
    await Promise.all(stores);
    expect(pages.stats.stores).toBe(8);
    expect(pages.size.entries).toBe(8);
    // Once those are done, the next page is kept again.
    const { req, res } = rendered('/crm-compare/next');
    await pages.store(req, res, 'content/help-index', '<p>next</p>');
    expect(pages.size.entries).toBe(9);
  });

  it('keeps a URL with a query string from its second ask: one-off searches and made-up queries cost no compression', async () => {
    const pages = cache();
    const ask = (url: string) => {
      const { req, res } = rendered(url);
      return pages.store(req, res, 'content/help-index', `<p>${url}</p>`);
    };
    for (let index = 0; index < 20; index += 1) await ask(`/help?q=once-${index}`);
    expect(pages.stats.stores).toBe(0);
    await ask('/?utm_source=newsletter');
    await ask('/?utm_source=newsletter');
    expect(pages.stats.stores).toBe(1);
    await ask('/about');
    expect(pages.stats.stores).toBe(2);
  });

  it('does not keep a page rendered before an invalidation', async () => {
    const pages = cache();
    const { req, res } = rendered('/about');
    const storing = pages.store(req, res, 'content/page', '<p>old</p>');
    pages.clear('content changed');
    await storing;
    expect(pages.size.entries).toBe(0);
  });

  describe('a signed-in visitor’s render', () => {
    const ANONYMOUS_AUTH = '{"user":null}';
    const ana: SignedInVisitor = {
      authJson: '{"user":{"id":"u-ana","email":"ana@example.com"}}',
      binding: 's-ana',
      identifiers: ['u-ana', 'ana@example.com'],
    };
    const signedInCache = () => {
      const pages = cache();
      pages.serveSignedIn({
        isSessionCookie: (name) => name === 'session',
        recognise: () => null,
        anonymousAuthJson: ANONYMOUS_AUTH,
      });
      return pages;
    };
    /** The page object as the adapter writes it: everything else, then the visitor's own end. */
    const page = (before: string, authJson: string, signedIn: boolean) => {
      const head = `{"component":"content/page","props":{"title":"${before}","auth":`;
      const body = head + personalEnd(authJson, signedIn);
      return { body, span: { start: head.length, end: body.length, escaped: false } };
    };
    const kept = (pages: PageCache) =>
      (pages as unknown as { entries: Map<string, { identity: Buffer }> }).entries
        .get('/about')
        ?.identity.toString();

    it('is kept with the anonymous end in place of theirs: what an anonymous render gives', async () => {
      const pages = signedInCache();
      const { req, res } = rendered('/about', ana);
      const mine = page('About us', ana.authJson, true);
      await pages.store(req, res, 'content/page', mine.body, mine.span);
      expect(kept(pages)).toBe(page('About us', ANONYMOUS_AUTH, false).body);
    });

    it('is not kept when what comes before their end names them, nor without a per-visitor end', async () => {
      const pages = signedInCache();
      const naming = page('Hello ana@example.com', ana.authJson, true);
      const first = rendered('/about', ana);
      await pages.store(first.req, first.res, 'content/page', naming.body, naming.span);
      const personal = rendered('/about', ana);
      await pages.store(personal.req, personal.res, 'content/page', naming.body.replace('ana@', 'x@'), null);
      expect(pages.size.entries).toBe(0);
    });
  });
});
