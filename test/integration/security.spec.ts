import request from 'supertest';
import { createUser, PASSWORD } from '../support/auth-helpers';
import { cookieValue, describeWithDatabase, formPost, startTestApp, TestApp } from '../support/test-app';
import { ProtocolFixturesModule } from './fixtures/protocol-fixtures.module';

describeWithDatabase('security basics', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ extraModules: [ProtocolFixturesModule] });
  });
  afterAll(() => testApp.close());

  it('sends a CSP that allows scripts and style elements from our own origin only, with no inline script in the page', async () => {
    const { agent } = await testApp.visitor();
    const first = await agent.get('/').expect(200);
    const csp = first.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain("'nonce-");
    // The page object and structured data are JSON data blocks (never executed); every other script has a src.
    const scripts = [...first.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toContain(' data-page="app" type="application/json"');
    for (const attributes of scripts)
      expect(attributes).toMatch(/type="application\/(ld\+)?json"|\ssrc="\/assets\//);
    // Same bytes for every anonymous visitor: nothing per response in the document.
    const other = await (await testApp.visitor()).agent.get('/').expect(200);
    expect(other.text).toBe(first.text);
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  describe("transport security follows the site's scheme (APP_URL), not NODE_ENV", () => {
    const production = (appUrl: string) =>
      startTestApp({ env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), APP_URL: appUrl } });

    it('an https site gets HSTS, upgrade-insecure-requests and Secure cookies', async () => {
      const site = await production('https://www.example.com');
      try {
        const visitor = await site.visitor();
        const res = await visitor.agent.get('/about').expect(200);
        expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
        const page = await request(site.app.getHttpServer()).get('/about');
        // On HTTPS the name carries the __Host- prefix: Secure, Path=/ and no Domain, so no subdomain can set it.
        expect(xsrfCookieLine(page)).toMatch(
          /^__Host-XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; Secure; SameSite=Lax$/,
        );
        const user = await createUser(site);
        const signIn = await formPost(visitor, '/login', { email: user.email, password: PASSWORD });
        for (const line of [signIn.headers['set-cookie']].flat()) expect(line).toMatch(/; Secure/);
      } finally {
        await site.close();
      }
    });

    it('a production build served over plain http gets none of the three, so forms and sign-in work', async () => {
      const site = await production('http://127.0.0.1:3000');
      try {
        const visitor = await site.visitor();
        const res = await visitor.agent.get('/about').expect(200);
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
        const page = await request(site.app.getHttpServer()).get('/about');
        expect(xsrfCookieLine(page)).not.toMatch(/Secure/);
        const user = await createUser(site);
        const signIn = await formPost(visitor, '/login', { email: user.email, password: PASSWORD });
        expect(signIn.status).toBe(303);
        const cookies = [signIn.headers['set-cookie']].flat().join('\n');
        expect(cookies).toContain('crm-auth-token=');
        expect(cookies).not.toMatch(/Secure/);
      } finally {
        await site.close();
      }
    });
  });

  it('issues a script-readable XSRF-TOKEN cookie (Path=/, SameSite=Lax, not HttpOnly)', async () => {
    const res = await request(testApp.app.getHttpServer()).get('/about').expect(200);
    const cookie = xsrfCookieLine(res);
    expect(cookie).toMatch(/; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  describe('CSRF', () => {
    it('refuses a state-changing request without the token (419, error screen with the reason)', async () => {
      const { agent } = await testApp.visitor();
      const res = await agent.put('/preferences/theme').type('form').send({ theme: 'dark' }).expect(419);
      expect(res.text).toContain('"component":"error"');
      expect(res.text).toContain('"status":419');
      expect(res.text).toContain('This form has expired. Reload the page and try again.');
      expect(cookieValue(res.headers['set-cookie'], 'theme')).toBeUndefined();
    });

    it('refuses a token that does not match the cookie, even a well-formed one', async () => {
      const victim = await testApp.visitor();
      const attacker = await testApp.visitor();
      await victim.agent
        .put('/preferences/theme')
        .set('X-XSRF-TOKEN', attacker.csrf)
        .send({ theme: 'dark' })
        .expect(419);
    });

    it('sends Inertia visits back to the form with an explanation instead of an error screen', async () => {
      const { agent } = await testApp.visitor();
      const res = await agent
        .put('/preferences/theme')
        .set({ 'X-Inertia': 'true', Referer: testApp.url('/about') })
        .send({ theme: 'dark' })
        .expect(303);
      expect(res.headers.location).toBe('/about');
      const next = await agent.get('/about').set('X-Inertia', 'true').expect(200);
      expect(next.body.flash.toasts[0]).toEqual({
        kind: 'error',
        title: 'This form has expired. Reload the page and try again.',
      });
    });

    describe('a token belongs to its session, and on HTTPS only this host can set it (issue #32)', () => {
      const cookiesOf = (res: request.Response) =>
        Object.fromEntries(
          ([res.headers['set-cookie']].flat().filter(Boolean) as string[]).map((line) => {
            const [pair] = line.split(';');
            return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
          }),
        );
      /** A browser signed in to a new account: its cookies, with the token the sign-in gave it. */
      async function signedIn(site: TestApp) {
        const visitor = await site.visitor();
        const user = await createUser(site);
        const signIn = await formPost(visitor, '/login', { email: user.email, password: PASSWORD });
        expect(signIn.status).toBe(303);
        return { visitor, anonymousToken: visitor.csrf, cookies: cookiesOf(signIn) };
      }
      const put = (site: TestApp, cookies: Record<string, string>, token: string) =>
        request(site.app.getHttpServer())
          .put('/preferences/theme')
          .set(
            'Cookie',
            Object.entries(cookies)
              .map(([name, value]) => `${name}=${value}`)
              .join('; '),
          )
          .set('X-XSRF-TOKEN', token)
          .send({ theme: 'dark' });

      it('a sign-in answers with a new token for the new session; the one from before no longer works', async () => {
        const { anonymousToken, cookies } = await signedIn(testApp);
        const token = cookies['XSRF-TOKEN'];
        expect(token).toBeDefined();
        expect(token).not.toBe(anonymousToken);
        expect((await put(testApp, cookies, token)).status).toBe(303);
        expect(
          (await put(testApp, { ...cookies, 'XSRF-TOKEN': anonymousToken }, anonymousToken)).status,
        ).toBe(419);
      });

      it('refuses a genuine token planted in a signed-in browser (an anonymous one, or another session’s)', async () => {
        const victim = await signedIn(testApp);
        const attacker = await testApp.visitor();
        const planted = { ...victim.cookies, 'XSRF-TOKEN': attacker.csrf };
        expect((await put(testApp, planted, attacker.csrf)).status).toBe(419);
        const other = await signedIn(testApp);
        const otherToken = other.cookies['XSRF-TOKEN'];
        expect((await put(testApp, { ...victim.cookies, 'XSRF-TOKEN': otherToken }, otherToken)).status).toBe(
          419,
        );
        expect((await put(testApp, victim.cookies, victim.cookies['XSRF-TOKEN'])).status).toBe(303);
      });

      it('on HTTPS reads only the __Host- cookie: a XSRF-TOKEN cookie set from a subdomain is ignored', async () => {
        const site = await startTestApp({
          env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), APP_URL: 'https://www.example.com' },
        });
        try {
          const page = await request(site.app.getHttpServer()).get('/about');
          const token = cookiesOf(page)['__Host-XSRF-TOKEN'];
          expect(token).toBeDefined();
          expect((await put(site, { 'XSRF-TOKEN': token }, token)).status).toBe(419);
          expect((await put(site, { '__Host-XSRF-TOKEN': token }, token)).status).toBe(303);
        } finally {
          await site.close();
        }
      });
    });

    it('accepts the header or a _token form field that matches the cookie', async () => {
      const viaHeader = await testApp.visitor();
      await viaHeader.agent
        .put('/preferences/theme')
        .set('X-XSRF-TOKEN', viaHeader.csrf)
        .send({ theme: 'dark' })
        .expect(303);
      const viaField = await testApp.visitor();
      await viaField.agent
        .put('/preferences/theme')
        .type('form')
        .send({ theme: 'light', _token: viaField.csrf })
        .expect(303);
    });
  });
});

function xsrfCookieLine(res: request.Response): string | undefined {
  const lines = res.headers['set-cookie'] as unknown as string[] | undefined;
  return lines?.find((line) => line.startsWith('XSRF-TOKEN=') || line.startsWith('__Host-XSRF-TOKEN='));
}
