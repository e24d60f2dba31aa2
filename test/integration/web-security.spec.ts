import request from 'supertest';
import { Reflector } from '@nestjs/core';
import { isCsrfExempt } from '@common/http/path-policies';
import { PERMISSIONS_POLICY } from '@common/security/content-security-policy';
import { SESSION_COOKIE } from '@modules/auth/session-cookie';
import { adminVisitor, createUser, PASSWORD } from '../support/auth-helpers';
import { routeTable } from '../support/route-table';
import { ROUTE_WALK_TIMEOUT, appRoutes, samplePath } from '../support/routes';
import { describeWithDatabase, formPost, startTestApp, TestApp } from '../support/test-app';

/** Routes that take no cookie-authenticated request, each with why it cannot be forged across sites. */
const CSRF_EXEMPT: Record<string, string> = {
  '/auth/v1/': 'bearer-token API (the Supabase protocol): a cross-site form cannot set Authorization',
  '/api/log-error': 'a beacon from the site’s own pages; it changes nothing a visitor owns',
  '/payments/stripe/webhook': 'Stripe signs the body; an unsigned request is refused',
  '/newsletter/unsubscribe': 'one-click unsubscribe (RFC 8058): mail providers post the signed link',
};

/** Issue #22, point 5: headers, CSRF on every state-changing route, redirects, cookies. */
describeWithDatabase('web security (issue #22)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each(['/', '/crm', '/help', '/contact', '/login', '/admin-login', '/assessment', '/no-such-page'])(
    '%s carries the security headers, cached or not',
    async (path) => {
      const server = request(app.app.getHttpServer());
      for (let visit = 0; visit < 2; visit += 1) {
        const res = await server.get(path);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
        expect(res.headers['x-frame-options']).toBe('DENY');
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toMatch(/script-src 'self'(;|$)/);
        // One policy for every visitor: cacheable pages carry no per-request nonce.
        expect(csp).not.toMatch(/nonce-|unsafe-inline'[^;]*;?\s*script|'unsafe-eval'/);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  );

  it('refuses every state-changing route without the CSRF token (419), enumerated from the router', async () => {
    const admin = await adminVisitor(app);
    const routes = routeTable(app).filter((route) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    );
    const reflector = new Reflector();
    expect(routes.length).toBeGreaterThan(50);
    const exempt = new Set<string>();
    const failures: string[] = [];
    for (const route of routes) {
      const path = samplePath(route.path);
      if (isCsrfExempt(reflector, route.target, route.controller)) {
        exempt.add(Object.keys(CSRF_EXEMPT).find((prefix) => path.startsWith(prefix)) ?? path);
        continue;
      }
      const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
      const res = await admin.agent[method](path).set('Accept', 'application/json').send({ anything: 'x' });
      if (res.status !== 419) failures.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
    // Every exemption is one of the documented ones, each with its reason.
    expect([...exempt].sort()).toEqual(Object.keys(CSRF_EXEMPT).sort());
  });

  it('takes a form its browser sent itself from one of our pages (Sec-Fetch-Site: same-origin) without the token, from nowhere else', async () => {
    const user = await createUser(app, { role: 'admin' });
    // What a browser sends when a visitor presses "Sign in" before the page's script has run.
    const nativeSignIn = async (fetchSite?: string) => {
      const visitor = await app.visitor();
      const post = visitor.agent.post('/admin-login').type('form');
      if (fetchSite) post.set('Sec-Fetch-Site', fetchSite);
      return post.send({ email: user.email, password: PASSWORD });
    };
    for (const fetchSite of [undefined, 'cross-site', 'same-site', 'none']) {
      const refused = await nativeSignIn(fetchSite);
      expect({ fetchSite, status: refused.status }).toEqual({ fetchSite, status: 419 });
      expect(String(refused.headers['set-cookie'] ?? '')).not.toContain(`${SESSION_COOKIE}=`);
    }
    const sent = await nativeSignIn('same-origin');
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toMatch(/\/admin$/);
    expect(String(sent.headers['set-cookie'] ?? '')).toContain(`${SESSION_COOKIE}=`);
  });

  it(
    'never redirects off the site from a parameter, on any GET route',
    async () => {
      const visitor = await app.visitor();
      const hostile = [
        '//evil.example',
        'https://evil.example',
        '/\\evil.example',
        'javascript:alert(1)',
        '%2F%2Fevil.example',
      ];
      const routes = [
        ...new Set(
          appRoutes(app)
            .filter((route) => route.method === 'GET')
            .map((route) => samplePath(route.path)),
        ),
      ];
      const offSite: string[] = [];
      for (const path of routes) {
        for (const target of hostile) {
          const query = ['redirect_to', 'redirect', 'next', 'returnTo', 'return_to', 'url', 'to']
            .map((name) => `${name}=${encodeURIComponent(target)}`)
            .join('&');
          const res = await visitor.agent.get(`${path}?${query}`);
          const location = String(res.headers.location ?? res.headers['x-inertia-location'] ?? '');
          if (location && /evil\.example|^javascript:/i.test(location)) offSite.push(`${path} → ${location}`);
        }
      }
      expect(offSite).toEqual([]);
    },
    ROUTE_WALK_TIMEOUT,
  );

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure when the site is on HTTPS', async () => {
    const signInCookie = async (target: TestApp) => {
      const user = await createUser(target, { role: 'admin' });
      const login = await target.visitor();
      const response = await formPost(login, '/admin-login', { email: user.email, password: PASSWORD });
      return (
        ([response.headers['set-cookie']].flat() as string[]).find((line) =>
          line.startsWith(`${SESSION_COOKIE}=`),
        ) ?? ''
      );
    };
    const plain = await signInCookie(app);
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=Lax/i);
    expect(plain).not.toMatch(/Secure/i);
    const https = await startTestApp({ env: { APP_URL: 'https://crm.example.com' } });
    try {
      // Over HTTPS every cookie is Secure; this client speaks plain HTTP, so it sends them back by hand.
      const server = request(https.app.getHttpServer());
      const first = await server.get('/admin-login');
      const csrfLine = ([first.headers['set-cookie']].flat() as string[]).find((line) =>
        line.startsWith('__Host-XSRF-TOKEN='),
      )!;
      expect(csrfLine).toMatch(/; Secure/i);
      const token = decodeURIComponent(csrfLine.split(';')[0].split('=')[1]);
      const user = await createUser(https, { role: 'admin' });
      const signIn = await server
        .post('/admin-login')
        .set('Cookie', `__Host-XSRF-TOKEN=${encodeURIComponent(token)}`)
        .set('X-XSRF-TOKEN', token)
        .send({ email: user.email, password: PASSWORD });
      const session = ([signIn.headers['set-cookie']].flat() as string[]).find((line) =>
        line.startsWith(`${SESSION_COOKIE}=`),
      );
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/; Secure/i);
    } finally {
      await https.close();
    }
  });
});
