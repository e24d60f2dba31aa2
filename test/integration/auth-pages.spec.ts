import { spawnSync } from 'node:child_process';
import { Strategy as JwtStrategy } from 'passport-jwt';
import {
  chunkCookie,
  decodeStoredSession,
  encodeStoredSession,
  SESSION_COOKIE,
} from '@modules/auth/session-cookie';
import {
  api,
  createUser,
  lastEmailTo,
  PASSWORD,
  sql,
  totpCode,
  uniqueEmail,
  userWithTotp,
  useEmailLink,
} from '../support/auth-helpers';
import {
  cookieValue,
  describeWithDatabase,
  formPost as post,
  pageFromHtml,
  pageProps as props,
  startTestApp,
  TestApp,
} from '../support/test-app';

const titleOf = (html: string) => /<title data-inertia="">([^<]*) · Clearline<\/title>/.exec(html)?.[1];
const inertia = { 'X-Inertia': 'true' };
const ADMIN_ROUTES = [
  '/admin',
  '/admin/trends',
  '/admin/settings',
  '/admin/crm-stats',
  '/admin/responses',
  '/admin/error-logs',
  '/admin/test-email',
  '/admin/utm-analytics',
  '/admin/unified-analytics',
  '/admin/analytics-dashboard',
  '/admin/contact-submissions',
  '/admin/attribution-dashboard',
  '/admin/jumpstart-applications',
  '/admin/newsletter-subscribers',
  '/admin/assessments',
  '/admin/sign-in-activity',
];

describeWithDatabase('sign-in pages, browser session and guards', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('serves the SPEC authentication pages with their titles', async () => {
    const visitor = await app.visitor();
    const expected: Array<[string, string]> = [
      ['/login', 'Sign In'],
      ['/auth/login', 'Sign In'],
      ['/admin-login', 'Admin Login'],
      ['/sign/admin-login', 'Admin Login'],
      ['/confirm', 'Admin Confirmed'],
      ['/forgot-password', 'Reset your password'],
      ['/reset-password', 'Choose a new password'],
    ];
    for (const [path, title] of expected) {
      const response = await visitor.agent.get(path);
      expect([path, response.status, titleOf(response.text)]).toEqual([path, 200, title]);
    }
  });

  it('signs in with the form into an httpOnly, SameSite=Lax, 400-day session cookie', async () => {
    const user = await createUser(app);
    const visitor = await app.visitor();
    const wrong = await post(visitor, '/login', { email: user.email, password: 'not it at all' });
    expect(wrong.status).toBe(303);
    expect((await props(visitor, '/login')).errors).toEqual({ form: 'Invalid login credentials' });
    const invalid = await post(visitor, '/login', { email: 'not-an-email', password: '' });
    expect(invalid.status).toBe(303);
    expect((await props(visitor, '/login')).errors).toEqual({
      email: 'Enter a valid email address.',
      password: 'Enter your password.',
    });

    const signedIn = await post(visitor, '/login', { email: user.email, password: PASSWORD });
    expect(signedIn.status).toBe(303);
    // A client lands on their home in the client area.
    expect(signedIn.headers.location).toBe('/account');
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith(`${SESSION_COOKIE}=`),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=34560000/);
    const shared = await props(visitor, '/about');
    expect(shared.auth.user).toEqual({ id: user.id, email: user.email, role: 'client', aal: 'aal1' });
    expect((await visitor.agent.get('/auth/session')).body).toEqual({
      signedIn: true,
      expiresAt: expect.any(Number),
    });
  });

  it('sends anonymous visitors of every admin page to the admin login, and back there once after sign-in', async () => {
    const anonymous = await app.visitor();
    for (const path of ADMIN_ROUTES) {
      const response = await anonymous.agent.get(path);
      expect([path, response.status, response.headers.location]).toEqual([path, 302, '/admin-login']);
    }
    expect((await anonymous.agent.get('/sign/admin')).headers.location).toBe('/sign/admin-login');

    const admin = await createUser(app, { role: 'admin' });
    const visitor = await app.visitor();
    const guarded = await visitor.agent.get('/admin/error-logs');
    expect(cookieValue(guarded.headers['set-cookie'], 'auth-redirect-path')).toBe('/admin/error-logs');
    const signIn = await post(visitor, '/admin-login', { email: admin.email, password: PASSWORD });
    expect(signIn.headers.location).toBe('/admin/error-logs');
    expect(String(signIn.headers['set-cookie'])).toMatch(/auth-redirect-path=;/);
    expect((await visitor.agent.get('/admin/error-logs')).status).toBe(200);

    // Read once: the next sign-in goes to the default page.
    await post(visitor, '/logout');
    const again = await post(visitor, '/admin-login', { email: admin.email, password: PASSWORD });
    expect(again.headers.location).toBe('/admin');
  });

  it('shows the 403 screen to signed-in non-admins and refuses them at the admin login', async () => {
    const client = await createUser(app);
    const visitor = await app.visitor();
    await post(visitor, '/login', { email: client.email, password: PASSWORD });
    const forbidden = await visitor.agent.get('/admin/error-logs');
    expect(forbidden.status).toBe(403);
    expect(pageFromHtml(forbidden.text).props.status).toBe(403);

    const other = await app.visitor();
    await post(other, '/admin-login', { email: client.email, password: PASSWORD });
    expect((await props(other, '/admin-login')).errors).toEqual({
      form: 'This account does not have admin access.',
    });
  });

  it('asks an admin with a verified factor for the code before the back office', async () => {
    const { user, secret } = await userWithTotp(app, 'admin');
    const visitor = await app.visitor();
    const signIn = await post(visitor, '/admin-login', { email: user.email, password: PASSWORD });
    expect(signIn.headers.location).toBe('/admin-login');
    expect((await props(visitor, '/admin-login')).step).toBe('code');
    expect((await visitor.agent.get('/admin')).headers.location).toBe('/admin-login');

    await post(visitor, '/admin-login/code', { code: '12345' });
    expect((await props(visitor, '/admin-login')).errors).toEqual({
      code: 'Enter the 6-digit code from your authenticator app.',
    });
    // A wrong code, in plain words (the API says Supabase's "Invalid TOTP code entered").
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await post(visitor, '/admin-login/code', { code: wrong });
    expect((await props(visitor, '/admin-login')).errors).toEqual({
      code: 'That code is not right. Check the 6 digits in your authenticator app and try again.',
    });
    const verified = await post(visitor, '/admin-login/code', { code: totpCode(secret, 1) });
    expect(verified.headers.location).toBe('/admin');
    expect((await visitor.agent.get('/admin')).status).toBe(200);
    expect((await props(visitor, '/admin')).auth.user.aal).toBe('aal2');
  });

  it('a password-only browser session of an account with a verified factor cannot change its password', async () => {
    const { user } = await userWithTotp(app, 'client');
    const hashOf = async () =>
      (
        await sql<{ password_hash: string }>(app, 'SELECT password_hash FROM auth_users WHERE id = $1', [
          user.id,
        ])
      )[0].password_hash;
    const before = await hashOf();
    const visitor = await app.visitor();
    await post(visitor, '/login', { email: user.email, password: PASSWORD });
    const newPassword = { password: 'attacker passphrase 1', password_confirmation: 'attacker passphrase 1' };
    await post(visitor, '/account/security/reauthenticate');
    const code = /(\d{6})/.exec((await lastEmailTo(app, user.email))?.subject ?? '')?.[1] ?? '000000';
    const attempts = [
      await visitor.agent
        .put('/account/password')
        .set('X-XSRF-TOKEN', visitor.csrf)
        .send({ ...newPassword, nonce: code }),
      await post(visitor, '/reset-password', { ...newPassword, nonce: code }),
    ];
    // Each attempt is answered (a redirect back with a message); none changes anything.
    for (const attempt of attempts) expect(attempt.status).toBeLessThan(500);
    expect(await hashOf()).toBe(before);
    expect(
      await sql(app, "SELECT id FROM auth_audit_log WHERE user_id = $1 AND action = 'password_changed'", [
        user.id,
      ]),
    ).toHaveLength(0);
  });

  it('refreshes an access token on the server shortly before it expires', async () => {
    const user = await createUser(app);
    const visitor = await app.visitor();
    const signIn = await post(visitor, '/login', { email: user.email, password: PASSWORD });
    const stored = decodeStoredSession(cookieValue(signIn.headers['set-cookie'], SESSION_COOKIE))!;
    const nearlyExpired = encodeStoredSession({ ...stored, expires_at: Math.floor(Date.now() / 1000) + 60 });
    const response = await app
      .visitor()
      .then((fresh) =>
        fresh.agent.get('/about').set(inertia).set('Cookie', `${SESSION_COOKIE}=${nearlyExpired}`),
      );
    expect(response.body.props.auth.user.id).toBe(user.id);
    const renewed = decodeStoredSession(cookieValue(response.headers['set-cookie'], SESSION_COOKIE))!;
    expect(renewed.refresh_token).not.toBe(stored.refresh_token);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
  });

  it('clears the browser session once it has ended elsewhere (SIGNED_OUT)', async () => {
    const user = await createUser(app);
    const visitor = await app.visitor();
    const signIn = await post(visitor, '/login', { email: user.email, password: PASSWORD });
    const stored = decodeStoredSession(cookieValue(signIn.headers['set-cookie'], SESSION_COOKIE))!;
    await api(app).post('/auth/v1/logout?scope=global').set('Authorization', `Bearer ${stored.access_token}`);
    const after = await visitor.agent.get('/about').set(inertia);
    expect(after.body.props.auth.user).toBeNull();
    expect(String(after.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await visitor.agent.get('/account/security')).headers.location).toBe('/login');
  });

  it("checks a token's signature once in 15 seconds, and its session in the database on every page", async () => {
    const user = await createUser(app);
    const visitor = await app.visitor();
    await post(visitor, '/login', { email: user.email, password: PASSWORD });
    // passport-jwt verifies each token through this (untyped) static: one call is one signature check.
    const strategy = JwtStrategy as unknown as { JwtVerifier: (...args: unknown[]) => unknown };
    const verifications = jest.spyOn(strategy, 'JwtVerifier');
    try {
      for (let page = 0; page < 3; page += 1) {
        const response = await visitor.agent.get('/account/security').set(inertia);
        expect([response.status, response.body.props.email]).toEqual([200, user.email]);
      }
      expect(verifications).toHaveBeenCalledTimes(1);
      // Ended where this instance cannot see it (another instance, a database change): refused at once.
      await sql(app, 'DELETE FROM auth_sessions WHERE user_id = $1', [user.id]);
      const after = await visitor.agent.get('/account/security');
      expect([after.status, after.headers.location]).toEqual([302, '/login']);
      expect(String(after.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    } finally {
      verifications.mockRestore();
    }
  });

  it('reassembles a session cookie split into numbered chunks', async () => {
    const user = await createUser(app);
    const visitor = await app.visitor();
    const signIn = await post(visitor, '/login', { email: user.email, password: PASSWORD });
    const value = cookieValue(signIn.headers['set-cookie'], SESSION_COOKIE)!;
    const chunks = chunkCookie(SESSION_COOKIE, value, Math.ceil(value.length / 3));
    expect(chunks).toHaveLength(3);
    const fresh = await app.visitor();
    const response = await fresh.agent
      .get('/account/security')
      .set(inertia)
      .set('Cookie', chunks.map(([name, part]) => `${name}=${part}`).join('; '));
    expect(response.status).toBe(200);
    expect(response.body.props.email).toBe(user.email);
  });

  it('resets a forgotten password through the emailed link', async () => {
    const user = await createUser(app);
    const visitor = await app.visitor();
    const request = await post(visitor, '/forgot-password', { email: user.email });
    expect(request.headers.location).toBe('/forgot-password?sent=1');
    const mail = await lastEmailTo(app, user.email);
    const landing = await useEmailLink(visitor, mail!.path!);
    expect(landing.headers.location).toBe('/reset-password');
    expect((await props(visitor, '/reset-password')).email).toBe(user.email);
    await post(visitor, '/reset-password', { password: 'new one here!', password_confirmation: 'different' });
    expect((await props(visitor, '/reset-password')).errors).toEqual({
      password_confirmation: 'The passwords do not match.',
    });
    const saved = await post(visitor, '/reset-password', {
      password: 'a whole new passphrase',
      password_confirmation: 'a whole new passphrase',
    });
    expect(saved.headers.location).toBe('/account/security');
    const other = await app.visitor();
    expect(
      (await post(other, '/login', { email: user.email, password: 'a whole new passphrase' })).headers
        .location,
    ).toBe('/account');
  });

  it('turns on two-step verification from the account page', async () => {
    const user = await createUser(app);
    const visitor = await app.visitor();
    await post(visitor, '/login', { email: user.email, password: PASSWORD });
    const started = await post(visitor, '/account/security/factors', { friendly_name: 'Phone' });
    const setupPath = started.headers.location as string;
    expect(setupPath).toMatch(/^\/account\/security\?setup=/);
    const setup = (await props(visitor, setupPath)).setup;
    expect(setup.totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    const verified = await post(visitor, `/account/security/factors/${setup.id}/verify`, {
      code: totpCode(setup.totp.secret),
    });
    expect(verified.headers.location).toBe('/account/security');
    const page = await props(visitor, '/account/security');
    expect(page.factors).toEqual([expect.objectContaining({ id: setup.id, friendlyName: 'Phone' })]);
    expect(page.aal).toBe('aal2');
  });

  it('lists sign-in activity for admins, filtered, and exports the filtered rows as CSV', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const visitor = await app.visitor();
    await post(visitor, '/admin-login', { email: admin.email, password: 'wrong password here' });
    await post(visitor, '/admin-login', { email: admin.email, password: PASSWORD });
    const page = await props(
      visitor,
      `/admin/sign-in-activity?filter[action]=login_failed&q=${encodeURIComponent(admin.email)}`,
    );
    expect(page.table.rows.map((row: { action: string }) => row.action)).toEqual(['login_failed']);
    expect(page.table.total).toBe(1);
    expect(page.table.rows[0]).toMatchObject({ action: 'login_failed', email: admin.email });
    const csv = await visitor.agent.get(
      `/admin/sign-in-activity?format=csv&filter[action]=login&q=${encodeURIComponent(admin.email)}`,
    );
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Time,Action,Email,IP address,User id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,login,${admin.email},`);
    const hacked = await props(
      visitor,
      '/admin/sign-in-activity?page=-4&per_page=7&sort=drop&direction=sideways',
    );
    expect(hacked.table.query).toMatchObject({ page: 1, perPage: 25, sort: 'createdAt', direction: 'desc' });
  });
});

describeWithDatabase('configured sign-in route guard', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      env: { AUTH_GUARD_INCLUDE: '/pricing,/services/*', AUTH_GUARD_EXCLUDE: '/services/revops' },
    });
  });
  afterAll(() => app.close());

  it('guards only included paths minus exclusions, and returns to the saved path once', async () => {
    const visitor = await app.visitor();
    const guarded = await visitor.agent.get('/pricing?plan=team');
    expect([guarded.status, guarded.headers.location]).toEqual([302, '/login']);
    expect(cookieValue(guarded.headers['set-cookie'], 'auth-redirect-path')).toBe('/pricing?plan=team');
    expect((await visitor.agent.get('/services/workshops')).headers.location).toBe('/login');
    expect((await visitor.agent.get('/services/revops')).status).toBe(200);
    expect((await visitor.agent.get('/about')).status).toBe(200);
    expect((await visitor.agent.get('/login')).status).toBe(200);

    const user = await createUser(app);
    await visitor.agent.get('/pricing?plan=team');
    const signIn = await post(visitor, '/login', { email: user.email, password: PASSWORD });
    expect(signIn.headers.location).toBe('/pricing?plan=team');
    expect((await visitor.agent.get('/pricing')).status).toBe(200);
  });
});

describeWithDatabase('npm run admin:create', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['dist/server/src/cli/create-admin.js', ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        DATABASE_MIGRATE_ON_START: 'false',
        APP_URL: 'http://localhost:3000',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('creates an admin and prints a one-time link that confirms the account and sets its password', async () => {
    const email = uniqueEmail('first-admin');
    const result = run('--email', email);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Created admin ${email}`);
    const link = /(http:\/\/localhost:3000\/auth\/v1\/verify\?\S+)/.exec(result.stdout)![1];
    const path = link.replace('http://localhost:3000', '');

    const visitor = await app.visitor();
    expect((await useEmailLink(visitor, path)).headers.location).toBe('/confirm');
    const confirm = await props(visitor, '/confirm');
    expect(confirm).toMatchObject({ email, isAdmin: true, needsPassword: true });
    const saved = await post(visitor, '/reset-password', {
      password: 'the admin passphrase',
      password_confirmation: 'the admin passphrase',
    });
    expect(saved.headers.location).toBe('/admin');
    expect((await useEmailLink(visitor, path)).headers.location).toBe('/login?link=expired');
    const [row] = await sql(
      app,
      'SELECT role, email_confirmed_at IS NOT NULL AS confirmed FROM auth_users WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ role: 'admin', confirmed: true });
  });

  it('promotes an existing user, and explains bad input', async () => {
    const user = await createUser(app);
    expect(run('--email', user.email.toUpperCase()).stdout).toContain(`Promoted admin ${user.email}`);
    const bad = run('--email', 'nope');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('"nope" is not a valid email address.');
    expect(run().stderr).toContain('Usage: npm run admin:create -- --email you@example.com');
  });
});
