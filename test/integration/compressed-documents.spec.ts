import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  brotliTextParams,
  PER_REQUEST_BROTLI_QUALITY,
  PER_REQUEST_GZIP_LEVEL,
} from '@common/http/text-compression';
import { InertiaService } from '@inertia/inertia.service';
import { PageCache } from '@inertia/page-cache';
import { ProtocolFixturesModule } from './fixtures/protocol-fixtures.module';
import { createUser, PASSWORD } from '../support/auth-helpers';
import { rawGet } from '../support/raw-get';
import {
  cookieHeader,
  describeWithDatabase,
  formPost,
  pageFromHtml,
  startTestApp,
  type TestApp,
} from '../support/test-app';

/**
 * A page rendered for one visitor (never kept in the output cache) is made whole and compressed in
 * the render thread, in the encoding the browser prefers (issue 40): the same document, fewer CPU
 * cycles than the response middleware's stream.
 */
describeWithDatabase('per-request pages compressed in the render thread', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp();
    const user = await createUser(app, { role: 'client', confirmed: true });
    const visitor = await app.visitor();
    expect((await formPost(visitor, '/login', { email: user.email, password: PASSWORD })).status).toBe(303);
    await visitor.agent.get('/account'); // shows (and clears) the "signed in" message
    cookie = cookieHeader(visitor);
  });
  afterAll(() => app.close());

  const rendered = () => app.app.get(InertiaService).ssrOutcomes.rendered;

  // At the fastest level of each (text-compression.ts): the bytes are the ones that level makes.
  const fastBrotli = (html: Buffer) =>
    brotliCompressSync(html, { params: brotliTextParams(PER_REQUEST_BROTLI_QUALITY, html.length) });
  const fastGzip = (html: Buffer) => gzipSync(html, { level: PER_REQUEST_GZIP_LEVEL });

  it.each([
    ['br', 'br', brotliDecompressSync, fastBrotli],
    ['gzip', 'gzip', gunzipSync, fastGzip],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync, fastGzip],
    ['br, gzip', 'br', brotliDecompressSync, fastBrotli],
  ])(
    'Accept-Encoding %s: the whole server-rendered document in %s',
    async (accepts, encoding, decode, encode) => {
      const before = rendered();
      const response = await rawGet(app, '/account', { Cookie: cookie, 'Accept-Encoding': accepts });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers['x-cache']).toBeUndefined();
      const bytes = decode(response.body);
      expect(Buffer.compare(encode(bytes), response.body)).toBe(0);
      const html = bytes.toString();
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toMatch(/<\/html>$/);
      expect(html).toContain('<div data-server-rendered="true" id="app">');
      const page = pageFromHtml(html);
      expect(page.component).toBe('client-area/home');
      expect((page.props.auth as { user: unknown }).user).toMatchObject({ role: 'client' });
      expect(rendered()).toBe(before + 1);
    },
  );

  it('a public page with something of a signed-in visitor’s own is made in the render thread for them; one the same for all is kept as it is for an anonymous visitor', async () => {
    const before = rendered();
    const signedIn = await rawGet(app, '/training', { Cookie: cookie, 'Accept-Encoding': 'br' });
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(Number(signedIn.headers['content-length'])).toBe(signedIn.body.length);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    const page = pageFromHtml(brotliDecompressSync(signedIn.body).toString());
    expect((page.props.auth as { user: unknown }).user).toMatchObject({ role: 'client' });
    expect(rendered()).toBe(before + 1);

    for (const visitor of [{ Cookie: cookie }, {}] as Array<Record<string, string>>) {
      app.app.get(PageCache).clear('test: nobody has asked for the page');
      const kept = await rawGet(app, '/', { ...visitor, 'Accept-Encoding': 'br' });
      expect(kept.headers['x-cache']).toBe('MISS');
      expect(kept.headers['content-length']).toBeUndefined(); // kept as identity bytes, compressed as sent
      const auth = pageFromHtml(brotliDecompressSync(kept.body).toString()).props.auth as { user: unknown };
      if (visitor.Cookie) expect(auth.user).toMatchObject({ role: 'client' });
      else expect(auth.user).toBeNull();
    }
  });

  it('the same document as the one made on the event loop, byte for byte but for the per-request token', async () => {
    const compressed = await rawGet(app, '/account', { Cookie: cookie, 'Accept-Encoding': 'br' });
    const plain = await rawGet(app, '/account', { Cookie: cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const withoutToken = (html: string) => html.replace(/"csrf(Token)?":"[^"]*"/g, '');
    expect(withoutToken(brotliDecompressSync(compressed.body).toString())).toBe(
      withoutToken(plain.body.toString()),
    );
  });

  it('a browser that accepts neither encoding gets the page as before (the middleware’s deflate or none)', async () => {
    const deflate = await rawGet(app, '/account', { Cookie: cookie, 'Accept-Encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    const none = await rawGet(app, '/account', { Cookie: cookie, 'Accept-Encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(pageFromHtml(none.body.toString()).component).toBe('client-area/home');
  });
});

describeWithDatabase(
  'per-request pages compressed in the render thread: failures and visitors who left',
  () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ extraModules: [ProtocolFixturesModule] });
    });
    afterAll(() => app.close());

    it('a page the server cannot render is sent for the browser to render, compressed, and counted as failed', async () => {
      const inertia = app.app.get(InertiaService);
      const before = { ...inertia.ssrOutcomes };
      const response = await rawGet(app, '/__fixtures/ssr-failure', { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.body).toString();
      expect(html).toContain('<div id="app"></div>');
      expect(html).not.toContain('data-server-rendered');
      expect(pageFromHtml(html).props.crms).toBe('not a list');
      expect(inertia.ssrOutcomes.failed).toBe(before.failed + 1);
      expect(inertia.ssrOutcomes.rendered).toBe(before.rendered);
    });

    it('escapes the page object for its script element as the event loop’s document does', async () => {
      const response = await rawGet(app, '/__fixtures/xss', { 'Accept-Encoding': 'gzip' });
      const html = gunzipSync(response.body).toString();
      expect(response.headers['content-length']).toBe(String(response.body.length));
      expect(html.match(/<script/g)).toHaveLength(3); // the page object, the entry and the JSON-LD
      expect(pageFromHtml(html).props.payload).toContain('</script><script>alert(1)</script>');
    });
  },
);
