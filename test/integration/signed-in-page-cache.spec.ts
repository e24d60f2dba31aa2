import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { CSRF_COOKIE, CsrfTokens } from '@common/security/csrf';
import { PageCache } from '@inertia/page-cache';
import { RecentBrowserSessions } from '@modules/auth/recent-browser-sessions';
import { createUser, decodeJwt, PASSWORD } from '../support/auth-helpers';
import { rawGet, untilCached, type RawResponse } from '../support/raw-get';
import {
  cookieHeader,
  cookieValue,
  currentCsrf,
  describeWithDatabase,
  formPost,
  pageFromHtml,
  startTestApp,
  type TestApp,
  type Visitor,
} from '../support/test-app';
import { SESSION_COOKIE } from '@modules/auth/session-cookie';

const decoded = (response: RawResponse): string => {
  const encoding = response.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(response.body)
      : encoding === 'gzip'
        ? gunzipSync(response.body)
        : response.body;
  return body.toString();
};

interface SignedInClient {
  visitor: Visitor;
  email: string;
  id: string;
  cookie: () => string;
}

describeWithDatabase('signed-in visitors from the output cache (issue 40)', () => {
  let app: TestApp;
  let version: string;
  let inertia: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    version = pageFromHtml((await request(app.app.getHttpServer()).get('/')).text).version;
    inertia = { 'X-Inertia': 'true', 'X-Inertia-Version': version };
  });
  afterAll(() => app.close());

  async function signedInClient(): Promise<SignedInClient> {
    const user = await createUser(app, { confirmed: true });
    const visitor = await app.visitor();
    const signIn = await formPost(visitor, '/login', { email: user.email, password: PASSWORD });
    expect(signIn.status).toBe(303);
    // As a browser does: the page it lands on shows (and so clears) the "signed in" message.
    await visitor.agent.get(signIn.headers.location);
    return { visitor, email: user.email, id: user.id, cookie: () => cookieHeader(visitor) };
  }

  /** Asks until the signed-in visitor's copy comes from the cache (their first page view verifies the session). */
  async function cachedFor(client: SignedInClient, path: string, headers: Record<string, string> = {}) {
    return untilCached(app, path, { Cookie: client.cookie(), ...headers });
  }

  it('serves two signed-in users the cached page, each with their own auth and never the other’s', async () => {
    const [ana, ben] = [await signedInClient(), await signedInClient()];
    const path = '/salesforce';
    // Before anyone anonymous asked for the page, Ana's view is rendered for her and kept for
    // everyone with the anonymous end in place of hers.
    const rendered = await rawGet(app, path, { ...inertia, Cookie: ana.cookie() });
    expect(rendered.headers['x-cache']).toBe('MISS');
    const anonymous = await untilCached(app, path, inertia);
    const anonymousPage = JSON.parse(decoded(anonymous));
    expect(anonymousPage.props.auth.user).toBeNull();
    const hitsBefore = app.app.get(PageCache).stats.signedInHits;

    for (let round = 0; round < 5; round += 1) {
      for (const [me, other] of [
        [ana, ben],
        [ben, ana],
      ]) {
        for (const encoding of ['br', 'gzip', 'identity']) {
          const response = await cachedFor(me, path, { ...inertia, 'Accept-Encoding': encoding });
          expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
          const text = decoded(response);
          expect(text).not.toContain(other.email);
          expect(text).not.toContain(other.id);
          const page = JSON.parse(text);
          expect(page.props.auth.user).toMatchObject({
            id: me.id,
            email: me.email,
            role: 'client',
            aal: 'aal1',
          });
          expect(page.encryptHistory).toBe(true);
          // Everything else is what every visitor gets.
          const { auth: _mine, ...rest } = page.props;
          const { auth: _anonymous, ...anonymousRest } = anonymousPage.props;
          expect(rest).toEqual(anonymousRest);
        }
      }
    }
    expect(app.app.get(PageCache).stats.signedInHits).toBeGreaterThanOrEqual(hitsBefore + 30);

    // The cached copy is the page a render gives her, field for field.
    const cached = JSON.parse(decoded(await cachedFor(ana, path, inertia)));
    expect(cached).toEqual(JSON.parse(decoded(rendered)));

    // Nothing of either user is kept in the cache: it holds what every visitor gets.
    const entries = (app.app.get(PageCache) as unknown as { entries: Map<string, object> }).entries;
    for (const entry of entries.values()) {
      const kept = JSON.stringify(entry, (_key, value: unknown) =>
        value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer'
          ? Buffer.from((value as { data: number[] }).data).toString('latin1')
          : value,
      );
      for (const secret of [ana.email, ben.email, ana.id, ben.id]) expect(kept).not.toContain(secret);
    }
  });

  it('serves the HTML of a first visit too, with the same markup as everyone and their own page object', async () => {
    const client = await signedInClient();
    const path = '/crm-compare/hubspot-vs-pipedrive';
    const anonymous = decoded(await untilCached(app, path, { 'Accept-Encoding': 'br' }));
    await rawGet(app, path, { Cookie: client.cookie() });
    for (const encoding of ['br', 'gzip', 'identity']) {
      const html = decoded(await cachedFor(client, path, { 'Accept-Encoding': encoding }));
      expect(pageFromHtml(html).props.auth).toMatchObject({ user: { email: client.email } });
      // Same document up to the page object's per-visitor end.
      const split = anonymous.indexOf('"auth":');
      expect(html.slice(0, split)).toBe(anonymous.slice(0, split));
      expect(html.endsWith('</body>\n</html>')).toBe(true);
    }
  });

  it('keeps a signed-in visitor’s visit to a page nobody else asked for as the anonymous document', async () => {
    const client = await signedInClient();
    const cache = app.app.get(PageCache);
    for (const path of ['/', '/hubspot', '/crm-compare/hubspot-vs-pipedrive']) {
      cache.clear('test: only a signed-in visitor asks');
      const mine = await rawGet(app, path, { Cookie: client.cookie() });
      expect(mine.headers['x-cache']).toBe('MISS');
      expect(pageFromHtml(decoded(mine)).props.auth).toMatchObject({ user: { email: client.email } });
      const kept = decoded(await untilCached(app, path));
      expect(kept).not.toContain(client.email);
      expect(kept).not.toContain(client.id);
      cache.clear('test: an anonymous render');
      expect(kept).toBe(decoded(await rawGet(app, path)));
      // Their next visits come from the cache, with their own end.
      const cached = pageFromHtml(decoded(await cachedFor(client, path)));
      expect(cached.props.auth).toMatchObject({ user: { email: client.email } });
    }
  });

  it('answers 304 only to the visitor’s own ETag, and gives a CSRF token bound to their session', async () => {
    const client = await signedInClient();
    const path = '/pipedrive';
    const anonymous = await untilCached(app, path, inertia);
    const mine = await cachedFor(client, path, inertia);
    expect(mine.headers.etag).not.toBe(anonymous.headers.etag);
    const again = await rawGet(app, path, {
      ...inertia,
      Cookie: client.cookie(),
      'If-None-Match': mine.headers.etag!,
    });
    expect(again.status).toBe(304);
    const withAnonymousTag = await rawGet(app, path, {
      ...inertia,
      Cookie: client.cookie(),
      'If-None-Match': anonymous.headers.etag!,
    });
    expect(withAnonymousTag.status).toBe(200);

    // Without a token cookie, the cached page gives one for the session, as a rendered page would.
    const sessionOnly = client
      .cookie()
      .split('; ')
      .filter((pair) => pair.startsWith(SESSION_COOKIE))
      .join('; ');
    const fresh = await cachedFor(client, path, { ...inertia, Cookie: sessionOnly });
    const token = cookieValue(fresh.headers['set-cookie'], CSRF_COOKIE);
    const session = decodeURIComponent(sessionOnly.slice(sessionOnly.indexOf('=') + 1));
    const sessionId = decodeJwt(
      JSON.parse(Buffer.from(session.slice('base64-'.length), 'base64url').toString()).access_token,
    ).claims.session_id as string;
    const tokens = new CsrfTokens(app.config.appSecret);
    expect(tokens.isGenuine(token, sessionId)).toBe(true);
    expect(tokens.isGenuine(token)).toBe(false);
  });

  it('keeps a signed-in visitor’s render as an anonymous one and serves them what a render would, on every page of the sitemap', async () => {
    const client = await signedInClient();
    const sitemap = (await request(app.app.getHttpServer()).get('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths.length).toBeGreaterThan(40);
    const cache = app.app.get(PageCache);
    let served = 0;
    for (const path of paths) {
      cache.clear('test: a render for the signed-in visitor first');
      const rendered = await rawGet(app, path, { ...inertia, Cookie: client.cookie() });
      if (rendered.headers['x-cache'] !== 'MISS') {
        // Pages never cached (forms with per-visitor state) have no X-Cache for anyone; pages with
        // something of the visitor's own (training access and progress) are kept from anonymous visits only.
        const anonymous = await rawGet(app, path, inertia);
        if (anonymous.headers['x-cache'] === 'MISS') expect(path).toMatch(/^\/training(\/|$)/);
        continue;
      }
      // What the signed-in render left in the cache is byte for byte an anonymous render's page.
      const kept = decoded(await untilCached(app, path, inertia));
      cache.clear('test: an anonymous render');
      const anonymousRender = await rawGet(app, path, inertia);
      expect(anonymousRender.headers['x-cache']).toBe('MISS');
      expect({ path, page: kept }).toEqual({ path, page: decoded(anonymousRender) });
      const fromCache = await cachedFor(client, path, inertia);
      served += 1;
      expect({ path, page: JSON.parse(decoded(fromCache)) }).toEqual({
        path,
        page: JSON.parse(decoded(rendered)),
      });
    }
    // Every content page, tool and the assessment intro.
    expect(served).toBeGreaterThan(100);
    // Four or five requests for each of 100+ pages: over 30 s on a slow 2-core CI host (28 Nov 2026).
  }, 120_000);

  it('keeps pages with something of the signed-in visitor’s own (training) and back-office pages rendered', async () => {
    const client = await signedInClient();
    // Asked first by a signed-in visitor, it is rendered for them and not kept for anyone.
    app.app.get(PageCache).clear('test: a signed-in visitor first');
    const first = await rawGet(app, '/training', { ...inertia, Cookie: client.cookie() });
    expect(first.headers['x-cache']).toBeUndefined();
    expect((await rawGet(app, '/training', inertia)).headers['x-cache']).toBe('MISS');
    await untilCached(app, '/training', inertia);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const training = await rawGet(app, '/training', { ...inertia, Cookie: client.cookie() });
      expect(training.status).toBe(200);
      expect(training.headers['x-cache']).toBeUndefined();
      expect(JSON.parse(decoded(training)).props.auth.user.email).toBe(client.email);
    }
  });

  it('stops recognising a session once it signs out, and a forged or altered cookie is rendered for', async () => {
    const client = await signedInClient();
    const path = '/zoho';
    await untilCached(app, path, inertia);
    const cookie = client.cookie();
    await cachedFor(client, path, inertia);
    expect((await formPost(client.visitor, '/logout')).status).toBe(303);
    const after = await rawGet(app, path, { ...inertia, Cookie: cookie });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(JSON.parse(decoded(after)).props.auth.user).toBeNull();
    expect(app.app.get(RecentBrowserSessions).recognise({})).toBeNull();

    const forged = cookie.replace(
      /(crm-auth-token=base64-)(.)/,
      (_all, prefix: string, first: string) => prefix + (first === 'A' ? 'B' : 'A'),
    );
    const altered = await rawGet(app, path, { ...inertia, Cookie: forged });
    expect(altered.headers['x-cache']).toBeUndefined();
    expect(JSON.parse(decoded(altered)).props.auth.user).toBeNull();
  });

  it('isolates every document with something of the visitor’s (COOP), not a public page for an anonymous one', async () => {
    const opener = (response: { headers: Record<string, unknown> }) =>
      response.headers['cross-origin-opener-policy'];
    const path = '/pipedrive';
    // The same for everyone: neither its render nor its cached copy is isolated, in HTML or JSON.
    const rendered = await rawGet(app, path);
    expect([rendered.headers['x-cache'], opener(rendered)]).toEqual(['MISS', undefined]);
    expect(opener(await untilCached(app, path))).toBeUndefined();
    expect(opener(await untilCached(app, path, inertia))).toBeUndefined();
    // Pages that are not public are isolated for anyone.
    for (const page of ['/login', '/account/sign-in', '/no-such-page'])
      expect([page, opener(await rawGet(app, page))]).toEqual([page, 'same-origin']);

    // Signing in from a page opened anonymously ends in a full page load, so the signed-in document is isolated.
    const user = await createUser(app, { confirmed: true });
    const visitor = await app.visitor();
    await visitor.agent.get(path).set(inertia);
    const signIn = await visitor.agent
      .post('/login')
      .set({ ...inertia, 'X-XSRF-TOKEN': currentCsrf(visitor) })
      .send({ email: user.email, password: PASSWORD });
    expect([signIn.status, signIn.headers['x-inertia-location']]).toEqual([
      409,
      `${app.config.appUrl}/account`,
    ]);
    const home = await visitor.agent.get('/account');
    expect([home.status, opener(home)]).toEqual([200, 'same-origin']);
    expect(pageFromHtml(home.text).flash).toMatchObject({ toasts: [{ title: 'You are signed in' }] });
    // The public page, now theirs: rendered once for them, then from the cache with their own end.
    const client = { visitor, email: user.email, id: user.id, cookie: () => cookieHeader(visitor) };
    const cached = await cachedFor(client, '/attio');
    expect(opener(cached)).toBe('same-origin');
    expect(decoded(cached)).toContain(user.email);
  });
});
