import { readFileSync } from 'node:fs';
import { adminVisitor } from '../support/auth-helpers';
import {
  describeWithDatabase,
  formPost,
  pageFromHtml,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';
import { ProtocolFixturesModule, XSS_PAYLOAD } from './fixtures/protocol-fixtures.module';

const buildId = (JSON.parse(readFileSync('dist/build.json', 'utf8')) as { id: string }).id;
const inertiaHeaders = {
  'X-Inertia': 'true',
  'X-Inertia-Version': buildId,
  'X-Requested-With': 'XMLHttpRequest',
};

describeWithDatabase('Inertia adapter (protocol rules)', () => {
  let testApp: TestApp;
  let visitor: Visitor;

  beforeAll(async () => {
    testApp = await startTestApp({ extraModules: [ProtocolFixturesModule] });
  });
  beforeEach(async () => {
    visitor = await testApp.visitor();
  });
  afterAll(() => testApp.close());

  describe('first visit', () => {
    it('returns HTML with the server-rendered mount element, then the page object in a JSON script', async () => {
      const res = await visitor.agent
        .get('/')
        .expect(200)
        .expect('Content-Type', /text\/html/);
      expect(res.headers.vary).toMatch(/X-Inertia/);
      const html = res.text;
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      const scriptAt = html.indexOf('<script data-page="app" type="application/json"');
      const mountAt = html.indexOf('<div data-server-rendered="true" id="app">');
      expect(mountAt).toBeGreaterThan(0);
      // After the markup: its per-visitor end is then near the end of the document (docs/inertia-adapter.md).
      expect(scriptAt).toBeGreaterThan(mountAt);
      // Server-rendered content, not an empty shell.
      expect(html.slice(mountAt, scriptAt)).toContain(
        'The right CRM, set up properly, used by your whole team',
      );
      expect(html).toMatch(
        /<title data-inertia="">Independent CRM advice for sales teams · Clearline<\/title>/,
      );
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css">/);
      const page = pageFromHtml(html);
      expect(page).toMatchObject({ component: 'content/home', url: '/', version: buildId });
      // Where the time went (a rendered page; copies from the output cache do not repeat it).
      expect(res.headers['server-timing']).toMatch(/^handler;dur=[\d.]+, props;dur=[\d.]+, ssr;dur=[\d.]+$/);
    });

    it('has the root shell: favicon and a theme colour for light and dark', async () => {
      const html = (await visitor.agent.get('/about').expect(200)).text;
      expect(html).toContain('<link rel="icon" href="/favicon.ico"');
      expect(html).toContain(
        '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#18181b">',
      );
      expect(html).toContain(
        '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">',
      );
      await visitor.agent.get('/favicon.ico').expect(200);
    });

    it('escapes props so they cannot close the script element, open a comment or break on U+2028/2029', async () => {
      const html = (await visitor.agent.get('/__fixtures/xss').expect(200)).text;
      const script = /<script data-page="app"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
      expect(script).not.toMatch(/<\/script|<!--|<script|\u2028|\u2029/i);
      expect(pageFromHtml(html).props.payload).toBe(XSS_PAYLOAD);
      expect(html).not.toContain('<script>alert(1)</script>');
    });
  });

  describe('Inertia visits', () => {
    it('answer with the JSON page object, X-Inertia: true and Vary: X-Inertia; the URL keeps its query string', async () => {
      const res = await visitor.agent.get('/about?ref=nav&x=1').set(inertiaHeaders).expect(200);
      expect(res.headers['x-inertia']).toBe('true');
      expect(res.headers.vary).toMatch(/X-Inertia/);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({
        component: 'content/page',
        url: '/about?ref=nav&x=1',
        version: buildId,
        flash: {},
      });
      expect(res.body.props.errors).toEqual({});
    });

    it('includes the shared props (auth user, flash, app version), with page props winning on conflicts', async () => {
      const about = await visitor.agent.get('/about').set(inertiaHeaders).expect(200);
      expect(about.body.props.auth).toEqual({ user: null, nextLevel: null, expiresAt: null });
      expect(about.body.props.flash).toEqual({});
      expect(about.body.props.app).toEqual({ version: '1.0.0', build: buildId });
      const fixture = await visitor.agent.get('/__fixtures/props').set(inertiaHeaders).expect(200);
      expect(fixture.body.props.app).toBe('page props win over shared props');
    });

    it('answers a stale asset version with 409, X-Inertia-Location, an empty body and no X-Inertia header', async () => {
      const res = await visitor.agent
        .get('/about?tab=2')
        .set({ ...inertiaHeaders, 'X-Inertia-Version': 'an-old-build', Host: 'evil.example' })
        .expect(409);
      // The configured origin (APP_URL), never the request's Host header.
      expect(res.headers['x-inertia-location']).toBe(`${testApp.config.appUrl}/about?tab=2`);
      expect(res.headers['x-inertia']).toBeUndefined();
      expect(res.text).toBe('');
    });

    it('keeps flash data through a version-mismatch reload', async () => {
      await visitor.agent
        .put('/preferences/theme')
        .set({ ...inertiaHeaders, 'X-XSRF-TOKEN': visitor.csrf })
        .send({ theme: 'dark' })
        .expect(303);
      await visitor.agent
        .get('/about')
        .set({ ...inertiaHeaders, 'X-Inertia-Version': 'old' })
        .expect(409);
      const reloaded = await visitor.agent.get('/about').expect(200);
      expect(pageFromHtml(reloaded.text).flash).toEqual({
        toasts: [{ kind: 'success', title: 'Dark theme on' }],
      });
    });
  });

  describe('redirects', () => {
    it.each(['put', 'patch', 'delete'] as const)('turn a 302 after %s into 303', async (method) => {
      const res = await visitor.agent[method]('/__fixtures/redirect')
        .set({ ...inertiaHeaders, 'X-XSRF-TOKEN': visitor.csrf })
        .expect(303);
      expect(res.headers.location).toBe('/about');
    });

    it('to another site are 409 + X-Inertia-Location for Inertia visits and a 303 after an ordinary form', async () => {
      const viaInertia = await visitor.agent
        .post('/__fixtures/external')
        .set({ ...inertiaHeaders, 'X-XSRF-TOKEN': visitor.csrf })
        .expect(409);
      expect(viaInertia.headers['x-inertia-location']).toBe('https://vendor.example/pricing');
      expect(viaInertia.text).toBe('');
      const plain = await visitor.agent
        .post('/__fixtures/external')
        .set('X-XSRF-TOKEN', visitor.csrf)
        .expect(303);
      expect(plain.headers.location).toBe('https://vendor.example/pricing');
    });
  });

  describe('partial reloads and prop types', () => {
    it('full visits leave out optional and deferred props, announce deferred groups and list merge props', async () => {
      const { body } = await visitor.agent.get('/__fixtures/props').set(inertiaHeaders).expect(200);
      expect(body.props).toMatchObject({
        plain: 'plain',
        computed: 'computed',
        alwaysProp: 'always',
        feed: [1, 2],
      });
      expect(body.props).not.toHaveProperty('optionalProp');
      expect(body.props).not.toHaveProperty('deferredA');
      expect(body.deferredProps).toEqual({ first: ['deferredA'], second: ['deferredB'] });
      expect(body.mergeProps).toEqual(['feed']);
      expect(body.deepMergeProps).toEqual(['settings']);
    });

    it('only returns the requested keys (resolving optional and deferred ones), plus always props and errors', async () => {
      const { body } = await visitor.agent
        .get('/__fixtures/props')
        .set({
          ...inertiaHeaders,
          'X-Inertia-Partial-Component': 'content/home',
          'X-Inertia-Partial-Data': 'optionalProp,deferredA',
        })
        .expect(200);
      expect(Object.keys(body.props).sort()).toEqual(['alwaysProp', 'deferredA', 'errors', 'optionalProp']);
      expect(body.props.optionalProp).toBe('optional');
      expect(body.props.deferredA).toBe('deferred a');
      expect(body.deferredProps).toBeUndefined();
    });

    it('supports dotted keys to pick nested values', async () => {
      const { body } = await visitor.agent
        .get('/__fixtures/props')
        .set({
          ...inertiaHeaders,
          'X-Inertia-Partial-Component': 'content/home',
          'X-Inertia-Partial-Data': 'nested.keep',
        })
        .expect(200);
      expect(body.props.nested).toEqual({ keep: { deep: 1 } });
    });

    it('except removes keys but keeps always props', async () => {
      const { body } = await visitor.agent
        .get('/__fixtures/props')
        .set({
          ...inertiaHeaders,
          'X-Inertia-Partial-Component': 'content/home',
          'X-Inertia-Partial-Except': 'plain,alwaysProp',
        })
        .expect(200);
      expect(body.props).not.toHaveProperty('plain');
      expect(body.props.alwaysProp).toBe('always');
      expect(body.props.computed).toBe('computed');
    });

    it('X-Inertia-Reset drops a key from mergeProps', async () => {
      const { body } = await visitor.agent
        .get('/__fixtures/props')
        .set({
          ...inertiaHeaders,
          'X-Inertia-Partial-Component': 'content/home',
          'X-Inertia-Partial-Data': 'feed',
          'X-Inertia-Reset': 'feed',
        })
        .expect(200);
      expect(body.props.feed).toEqual([1, 2]);
      expect(body.mergeProps).toBeUndefined();
    });

    it('ignores partial headers meant for another component', async () => {
      const { body } = await visitor.agent
        .get('/__fixtures/props')
        .set({
          ...inertiaHeaders,
          'X-Inertia-Partial-Component': 'content/page',
          'X-Inertia-Partial-Data': 'optionalProp',
        })
        .expect(200);
      expect(body.props).not.toHaveProperty('optionalProp');
      expect(body.props.plain).toBe('plain');
    });
  });

  describe('validation errors', () => {
    it('go back to the form (303) and arrive as the errors prop with one message per field', async () => {
      const headers = {
        ...inertiaHeaders,
        'X-XSRF-TOKEN': visitor.csrf,
        Referer: testApp.url('/about?step=2'),
      };
      const res = await visitor.agent
        .post('/__fixtures/signup')
        .set(headers)
        .send({ name: '', email: 'not-an-email' })
        .expect(303);
      expect(res.headers.location).toBe('/about?step=2');
      const next = await visitor.agent.get('/about?step=2').set(inertiaHeaders).expect(200);
      expect(next.body.props.errors).toEqual({
        name: 'Enter your name.',
        email: 'Enter a valid email address.',
      });
      // Shown once: the following page has none.
      const after = await visitor.agent.get('/about').set(inertiaHeaders).expect(200);
      expect(after.body.props.errors).toEqual({});
    });

    it('nest under the error bag the client names', async () => {
      const headers = { ...inertiaHeaders, 'X-XSRF-TOKEN': visitor.csrf, 'X-Inertia-Error-Bag': 'signup' };
      await visitor.agent
        .post('/__fixtures/signup')
        .set(headers)
        .send({ name: 'Ada', email: 'nope' })
        .expect(303);
      const next = await visitor.agent
        .get('/about')
        .set({ ...inertiaHeaders, 'X-Inertia-Error-Bag': 'signup' })
        .expect(200);
      expect(next.body.props.errors).toEqual({ signup: { email: 'Enter a valid email address.' } });
    });

    it('are a 422 JSON body for API clients, shaped as every module error is (with the code invalid_fields)', async () => {
      const res = await visitor.agent
        .post('/__fixtures/signup')
        .set({ 'X-XSRF-TOKEN': visitor.csrf, Accept: 'application/json' })
        .send({ name: 'Ada' })
        .expect(422);
      expect(res.body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'invalid_fields',
        message: 'The given data was invalid.',
        errors: { email: 'Enter a valid email address.' },
      });
    });
  });

  describe('flash', () => {
    it('survives one redirect, is shown on the next page, then is gone', async () => {
      const headers = { ...inertiaHeaders, 'X-XSRF-TOKEN': visitor.csrf };
      const res = await visitor.agent
        .post('/__fixtures/signup')
        .set(headers)
        .send({ name: 'Ada', email: 'ada@example.com' })
        .expect(303);
      expect(res.headers.location).toBe('/about');
      const shown = await visitor.agent.get('/about').set(inertiaHeaders).expect(200);
      expect(shown.body.flash).toEqual({ toasts: [{ kind: 'success', title: 'Welcome, Ada' }] });
      expect(shown.body.props.flash).toEqual(shown.body.flash);
      const later = await visitor.agent.get('/about').set(inertiaHeaders).expect(200);
      expect(later.body.flash).toEqual({});
    });

    it('is not consumed by JSON responses that do not render a page', async () => {
      const headers = { ...inertiaHeaders, 'X-XSRF-TOKEN': visitor.csrf };
      await visitor.agent
        .post('/__fixtures/signup')
        .set(headers)
        .send({ name: 'Ada', email: 'ada@example.com' })
        .expect(303);
      await visitor.agent.get('/health').expect(200);
      const shown = await visitor.agent.get('/about').set(inertiaHeaders).expect(200);
      expect(shown.body.flash.toasts).toHaveLength(1);
    });

    it('rejects a tampered flash cookie', async () => {
      const res = await visitor.agent
        .get('/about')
        .set({
          ...inertiaHeaders,
          Cookie: `flash=${encodeURIComponent('s:{"toasts":[{"title":"forged"}]}.bad-signature')}`,
        })
        .expect(200);
      expect(res.body.flash).toEqual({});
    });
  });

  describe('history', () => {
    it('asks the client to encrypt signed-in pages in its history, and to clear that history on sign-out', async () => {
      const anonymous = await visitor.agent.get('/about').set(inertiaHeaders).expect(200);
      expect(anonymous.body.encryptHistory).toBeUndefined();

      const admin = await adminVisitor(testApp);
      const signedIn = await admin.agent.get('/admin').set(inertiaHeaders).expect(200);
      expect(signedIn.body.encryptHistory).toBe(true);
      expect(signedIn.body.clearHistory).toBeUndefined();

      const signOut = await formPost(admin, '/logout', {});
      expect(signOut.status).toBe(303);
      const after = await admin.agent
        .get(signOut.headers.location as string)
        .set(inertiaHeaders)
        .expect(200);
      expect(after.body.clearHistory).toBe(true);
      expect(after.body.encryptHistory).toBeUndefined();
      expect(after.body.props.auth.user).toBeNull();
      // Once: the page after that keeps its history.
      const later = await admin.agent.get('/about').set(inertiaHeaders).expect(200);
      expect(later.body.clearHistory).toBeUndefined();
    });
  });
});
