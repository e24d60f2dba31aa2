import { createHash, randomBytes } from 'node:crypto';
import { GoTrueClient } from '@supabase/auth-js';
import { SignInProviders } from '@modules/auth/sso/sign-in-providers';
import {
  adminVisitor,
  api,
  apiSignIn,
  createUser,
  passwordGrant,
  decodeJwt,
  PASSWORD,
  sql,
  totpCode,
  uniqueEmail,
  userWithTotp,
} from '../support/auth-helpers';
import { followRedirects, startOidcProvider, type OidcTestProvider } from '../support/oidc-test-provider';
import {
  currentCsrf,
  describeWithDatabase,
  formPost,
  freePort,
  pageProps,
  startTestApp,
  type TestApp,
} from '../support/test-app';

const CLIENT_ID = 'crm-advisory-test';
const CLIENT_SECRET = 'a client secret of the test provider';

/**
 * Issue 38: sign-in with an OpenID Connect provider, against a real provider (`oidc-provider`,
 * started here on 127.0.0.1), driven by the official `@supabase/auth-js` client.
 */
describeWithDatabase('provider sign-in (OpenID Connect) through /auth/v1', () => {
  let app: TestApp;
  let oidc: OidcTestProvider;
  let providerId: string;
  const appUrl = (path: string) => app.url(path);

  beforeAll(async () => {
    const port = await freePort();
    oidc = await startOidcProvider([
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`http://127.0.0.1:${port}/auth/v1/callback`],
      },
    ]);
    app = await startTestApp({ port });
    const providers = app.app.get(SignInProviders);
    const configure = (name: string, overrides: Record<string, unknown> = {}) =>
      providers.save({
        kind: 'oidc',
        name,
        label: name === 'acme' ? 'Acme SSO' : name,
        issuer: oidc.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        domains: [],
        enabled: true,
        clientsMaySignIn: true,
        adminsMaySignIn: true,
        requireTwoStep: true,
        ...overrides,
      } as never);
    providerId = (await configure('acme', { domains: ['acme.test'] })).after.id;
    await configure('clients-only', { adminsMaySignIn: false });
    await configure('no-signups', { clientsMaySignIn: false });
    await configure('staff', { clientsMaySignIn: false, adminsMaySignIn: true, requireTwoStep: true });
    await configure('trusted', { clientsMaySignIn: false, adminsMaySignIn: true, requireTwoStep: false });
  });
  afterAll(async () => {
    await app?.close();
    await oidc?.close();
  });

  const client = (flowType: 'pkce' | 'implicit' = 'pkce') =>
    new GoTrueClient({
      url: appUrl('/auth/v1'),
      autoRefreshToken: false,
      persistSession: false,
      detectSessionInUrl: false,
      flowType,
      storageKey: `test-${Math.random()}`,
    });
  const landing = () => appUrl('/account');

  /** signInWithOAuth (PKCE) as far as the app's landing page; returns the `code` it receives. */
  async function codeFor(auth: GoTrueClient, provider: string, email: string): Promise<string> {
    const started = await auth.signInWithOAuth({
      provider: provider as never,
      options: { redirectTo: landing(), skipBrowserRedirect: true, queryParams: { login_hint: email } },
    });
    expect(started.error).toBeNull();
    const back = new URL(await followRedirects(started.data.url!, landing()));
    expect(back.searchParams.get('error_description')).toBeNull();
    return back.searchParams.get('code')!;
  }

  it('signInWithOAuth (PKCE): provider → callback → code exchange opens a session for a new client', async () => {
    const email = uniqueEmail('ada').replace('example.com', 'acme.test');
    const auth = client();
    const code = await codeFor(auth, 'acme', email);
    const exchanged = await auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.app_metadata.providers).toEqual(['acme']);
    const { claims } = decodeJwt(exchanged.data.session!.access_token);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'oauth', provider: 'acme' })]);

    const identities = await auth.getUserIdentities();
    expect(identities.data?.identities).toEqual([
      expect.objectContaining({ provider: 'acme', identity_data: expect.objectContaining({ email }) }),
    ]);
    // The same provider account signs in to the same user next time.
    const again = client();
    const second = await again.exchangeCodeForSession(await codeFor(again, 'acme', email));
    expect(second.data.user?.id).toBe(exchanged.data.user?.id);

    // A code works once.
    const replay = await client().exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });

  it('the implicit flow returns the session in the fragment', async () => {
    const email = uniqueEmail('grace');
    const auth = client('implicit');
    const started = await auth.signInWithOAuth({
      provider: 'clients-only' as never,
      options: { redirectTo: landing(), skipBrowserRedirect: true, queryParams: { login_hint: email } },
    });
    const back = new URL(await followRedirects(started.data.url!, landing()));
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    const user = await api(app)
      .get('/auth/v1/user')
      .set('Authorization', `Bearer ${fragment.get('access_token')}`);
    expect(user.body.email).toBe(email);
  });

  it('refuses a wrong verifier, a replayed state and a missing or unknown state, in Supabase words', async () => {
    const auth = client();
    const email = uniqueEmail('replay');
    const started = await auth.signInWithOAuth({
      provider: 'clients-only' as never,
      options: { redirectTo: landing(), skipBrowserRedirect: true, queryParams: { login_hint: email } },
    });
    const jar = new Map<string, string>();
    const callback = await followRedirects(started.data.url!, appUrl('/auth/v1/callback'), { jar });
    const first = new URL(await followRedirects(callback, landing(), { jar }));
    expect(first.searchParams.get('code')).toBeTruthy();

    // The provider's callback replayed: the flow was used.
    const replayed = new URL(await followRedirects(callback, landing(), { jar }));
    expect(replayed.searchParams.get('error_code')).toBe('flow_state_already_used');
    expect(replayed.searchParams.get('error_description')).toBe('State has already been used');
    expect(new URLSearchParams(replayed.hash.slice(1)).get('error')).toBe('invalid_request');

    const wrongVerifier = await api(app)
      .post('/auth/v1/token?grant_type=pkce')
      .send({ auth_code: first.searchParams.get('code'), code_verifier: 'x'.repeat(50) });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body).toMatchObject({
      code: 'bad_code_verifier',
      msg: 'code challenge does not match previously saved code verifier',
    });

    const unknown = await api(app).get(`/auth/v1/callback?state=${crypto.randomUUID()}&code=x`);
    expect(new URL(unknown.headers.location).searchParams.get('error_code')).toBe('bad_oauth_state');
    const missing = await api(app).get('/auth/v1/callback?code=abc');
    expect(missing.status).toBe(302);
    expect(new URL(missing.headers.location).searchParams.get('error_description')).toBe(
      'OAuth state parameter missing',
    );

    const noCode = await api(app)
      .post('/auth/v1/token?grant_type=pkce')
      .send({ auth_code: 'nope', code_verifier: 'v'.repeat(43) });
    expect(noCode.status).toBe(404);
    expect(noCode.body.code).toBe('flow_state_not_found');
  });

  it('passes the provider’s own refusal on, and validates PKCE parameters before leaving', async () => {
    const started = await client().signInWithOAuth({
      provider: 'acme' as never,
      options: { redirectTo: landing(), skipBrowserRedirect: true },
    });
    const state = new URL(await followRedirects(started.data.url!, oidc.issuer)).searchParams.get('state');
    const denied = await api(app).get(
      `/auth/v1/callback?state=${state}&error=access_denied&error_description=The+user+said+no`,
    );
    const target = new URL(denied.headers.location);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('error_description')).toBe('The user said no');

    const badChallenge = await api(app).get(
      '/auth/v1/authorize?provider=acme&code_challenge=short&code_challenge_method=s256',
    );
    expect(badChallenge.status).toBe(400);
    expect(badChallenge.body.msg).toBe('code challenge has to be between 43 and 128 characters');
    const halfPkce = await api(app).get(`/auth/v1/authorize?provider=acme&code_challenge=${'a'.repeat(43)}`);
    expect(halfPkce.body.msg).toBe('PKCE flow requires code_challenge_method and code_challenge');
    const unknown = await api(app).get('/auth/v1/authorize?provider=github');
    expect(unknown.body).toMatchObject({
      code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('keeps the server’s own parameters and sends the browser only back to this site', async () => {
    const response = await api(app).get(
      '/auth/v1/authorize?provider=acme&redirect_to=https://evil.example/steal&client_id=other&redirect_uri=https://evil.example&prompt=login',
    );
    expect(response.status).toBe(302);
    const providerUrl = new URL(response.headers.location);
    expect(providerUrl.origin).toBe(oidc.issuer);
    expect(providerUrl.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(providerUrl.searchParams.get('redirect_uri')).toBe(appUrl('/auth/v1/callback'));
    expect(providerUrl.searchParams.get('prompt')).toBe('login');
    expect(providerUrl.searchParams.get('nonce')).toMatch(/^[\w-]{32}$/);
    const [flow] = await sql<{ redirect_to: string }>(
      app,
      'SELECT redirect_to FROM auth_flow_states WHERE id = $1',
      [providerUrl.searchParams.get('state')],
    );
    expect(flow.redirect_to).toBe(appUrl('/'));
  });

  it('signInWithSSO by domain and by provider id; an unknown domain is sso_provider_not_found', async () => {
    const auth = client();
    const byDomain = await auth.signInWithSSO({ domain: 'ACME.test', options: { redirectTo: landing() } });
    expect(byDomain.error).toBeNull();
    expect(new URL(byDomain.data!.url).origin).toBe(oidc.issuer);
    const email = uniqueEmail('sso').replace('example.com', 'acme.test');
    const url = new URL(byDomain.data!.url);
    url.searchParams.set('login_hint', email);
    const back = new URL(await followRedirects(url.toString(), landing()));
    const session = await auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(session.data.user?.email).toBe(email);

    const byId = await client().signInWithSSO({ providerId, options: { redirectTo: landing() } });
    expect(byId.error).toBeNull();
    const unknown = await client().signInWithSSO({ domain: 'nobody.example' });
    expect(unknown.error?.code).toBe('sso_provider_not_found');
    expect(unknown.error?.message).toBe('No SSO provider assigned for this domain');
  });

  it('keeps other domains out of a provider with a domain list', async () => {
    const auth = client();
    const started = await auth.signInWithOAuth({
      provider: 'acme' as never,
      options: {
        redirectTo: landing(),
        skipBrowserRedirect: true,
        queryParams: { login_hint: uniqueEmail('outsider') },
      },
    });
    const back = new URL(await followRedirects(started.data.url!, landing()));
    expect(back.searchParams.get('error_code')).toBe('email_address_not_authorized');
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses an unverified email, and links a verified one only to a confirmed account with that email', async () => {
    const unverified = client();
    const refused = await unverified.signInWithOAuth({
      provider: 'clients-only' as never,
      options: {
        redirectTo: landing(),
        skipBrowserRedirect: true,
        queryParams: { login_hint: uniqueEmail('unverified') },
      },
    });
    const back = new URL(await followRedirects(refused.data.url!, landing()));
    expect(back.searchParams.get('error_code')).toBe('provider_email_needs_verification');

    // A confirmed account with a password: the provider identity joins it (two ways to sign in).
    const existing = await createUser(app);
    const auth = client();
    const session = await auth.exchangeCodeForSession(await codeFor(auth, 'clients-only', existing.email));
    expect(session.data.user?.id).toBe(existing.id);
    expect(session.data.user?.identities?.map((identity) => identity.provider).sort()).toEqual([
      'clients-only',
      'email',
    ]);

    // An unconfirmed sign-up by someone else: its password goes; the provider proved who owns the address.
    const squatter = await createUser(app, { confirmed: false });
    const owner = client();
    const owned = await owner.exchangeCodeForSession(await codeFor(owner, 'clients-only', squatter.email));
    expect(owned.data.user?.id).toBe(squatter.id);
    expect(owned.data.user?.identities?.map((identity) => identity.provider)).toEqual(['clients-only']);
    const [row] = await sql<{ password_hash: string | null }>(
      app,
      'SELECT password_hash FROM auth_users WHERE id = $1',
      [squatter.id],
    );
    expect(row.password_hash).toBeNull();
  });

  it('refuses admins where admins may not, and new accounts where sign-ups are off', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const auth = client();
    const started = await auth.signInWithOAuth({
      provider: 'clients-only' as never,
      options: { redirectTo: landing(), skipBrowserRedirect: true, queryParams: { login_hint: admin.email } },
    });
    const back = new URL(await followRedirects(started.data.url!, landing()));
    expect(back.searchParams.get('error_code')).toBe('provider_disabled');

    const stranger = client();
    const noSignUp = await stranger.signInWithOAuth({
      provider: 'no-signups' as never,
      options: {
        redirectTo: landing(),
        skipBrowserRedirect: true,
        queryParams: { login_hint: uniqueEmail('new') },
      },
    });
    const refused = new URL(await followRedirects(noSignUp.data.url!, landing()));
    expect(refused.searchParams.get('error_code')).toBe('signup_disabled');
    expect(refused.searchParams.get('error')).toBe('access_denied');
  });

  it('an admin with an authenticator signs in at aal1 and steps up with the code; a trusted provider gives aal2', async () => {
    const { user, secret } = await userWithTotp(app, 'admin');
    const auth = client();
    const session = await auth.exchangeCodeForSession(await codeFor(auth, 'staff', user.email));
    expect(session.error).toBeNull();
    expect(decodeJwt(session.data.session!.access_token).claims.aal).toBe('aal1');
    const level = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const factorId = session.data.user!.factors![0].id;
    const stepped = await auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) });
    expect(stepped.error).toBeNull();
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    const trusted = client();
    const trustedSession = await trusted.exchangeCodeForSession(
      await codeFor(trusted, 'trusted', user.email),
    );
    expect(decodeJwt(trustedSession.data.session!.access_token).claims.aal).toBe('aal2');
  });

  describe('signInWithIdToken', () => {
    const idToken = (claims: Record<string, unknown>) =>
      oidc.signIdToken({
        aud: CLIENT_ID,
        sub: `sub-${randomBytes(4).toString('hex')}`,
        email_verified: true,
        ...claims,
      });

    it('signs in with a valid token, checking the hashed nonce', async () => {
      const email = uniqueEmail('onetap');
      const nonce = randomBytes(16).toString('hex');
      const token = await idToken({ email, nonce: createHash('sha256').update(nonce).digest('hex') });
      const auth = client();
      const signedIn = await auth.signInWithIdToken({ provider: 'clients-only', token, nonce });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user?.email).toBe(email);
      expect(decodeJwt(signedIn.data.session!.access_token).claims.amr).toEqual([
        expect.objectContaining({ method: 'id_token', provider: 'clients-only' }),
      ]);
    });

    it.each([
      ['a wrong nonce', { nonce: 'not-the-hash' }, 'nonce-sent', 'Nonces mismatch'],
      [
        'a nonce missing from the token',
        {},
        'nonce-sent',
        'Passed nonce and nonce in id_token should either both exist or not.',
      ],
      ['another audience', { aud: 'someone-else' }, undefined, 'Bad ID token: unacceptable audience'],
      ['another issuer', { iss: 'https://issuer.example' }, undefined, 'Bad ID token: unexpected issuer'],
      [
        'an expired token',
        { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
        undefined,
        'Bad ID token: the token has expired',
      ],
    ])('refuses %s', async (_name, claims, nonce, description) => {
      const token = await idToken({ email: uniqueEmail('bad'), ...claims });
      const result = await api(app)
        .post('/auth/v1/token?grant_type=id_token')
        .send({ provider: 'clients-only', id_token: token, ...(nonce && { nonce }) });
      expect([result.status, result.body]).toEqual([
        400,
        expect.objectContaining({ error_description: description }),
      ]);
      expect(result.body.error).toMatch(/^invalid (request|nonce)$/);
    });

    it('refuses a token signed by another key and an unverified email', async () => {
      const valid = await idToken({ email: uniqueEmail('forged') });
      const [header, payload] = valid.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      const bad = await api(app)
        .post('/auth/v1/token?grant_type=id_token')
        .send({ provider: 'clients-only', id_token: forged });
      expect(bad.body.error_description).toBe('Bad ID token');
      const unverified = await api(app)
        .post('/auth/v1/token?grant_type=id_token')
        .send({
          provider: 'clients-only',
          id_token: await idToken({ email: uniqueEmail('u'), email_verified: false }),
        });
      expect(unverified.status).toBe(422);
      expect(unverified.body.code).toBe('provider_email_needs_verification');
    });

    it('linkIdentity with a token joins the caller’s account; another user’s identity cannot be taken', async () => {
      const user = await createUser(app);
      const auth = client();
      await auth.signInWithPassword({ email: user.email, password: PASSWORD });
      const sub = `sub-link-${randomBytes(4).toString('hex')}`;
      const token = await oidc.signIdToken({
        aud: CLIENT_ID,
        sub,
        email: uniqueEmail('other-address'),
        email_verified: true,
      });
      const linked = await auth.linkIdentity({ provider: 'clients-only', token });
      expect(linked.error).toBeNull();
      const identities = await auth.getUserIdentities();
      expect(identities.data?.identities.map((identity) => identity.provider).sort()).toEqual([
        'clients-only',
        'email',
      ]);

      const someoneElse = client();
      const other = await createUser(app);
      await someoneElse.signInWithPassword({ email: other.email, password: PASSWORD });
      const taken = await someoneElse.linkIdentity({ provider: 'clients-only', token });
      expect(taken.error?.code).toBe('identity_already_exists');
    });
  });

  it('linkIdentity through the provider, getUserIdentities and unlinkIdentity (never the last one)', async () => {
    const user = await createUser(app);
    const auth = client();
    await auth.signInWithPassword({ email: user.email, password: PASSWORD });
    const started = await auth.linkIdentity({
      provider: 'clients-only' as never,
      options: {
        redirectTo: landing(),
        skipBrowserRedirect: true,
        queryParams: { login_hint: uniqueEmail('work') },
      },
    });
    expect(started.error).toBeNull();
    const back = new URL(await followRedirects(started.data.url!, landing()));
    const exchanged = await auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(exchanged.data.user?.id).toBe(user.id);
    const { data } = await auth.getUserIdentities();
    expect(data?.identities.map((identity) => identity.provider).sort()).toEqual(['clients-only', 'email']);

    const email = data!.identities.find((identity) => identity.provider === 'email')!;
    expect((await auth.unlinkIdentity(email)).error).toBeNull();
    const [last] = (await auth.getUserIdentities()).data!.identities;
    const refused = await auth.unlinkIdentity(last);
    expect(refused.error?.code).toBe('single_identity_not_deletable');
    const session = await apiSignIn(app, user.email).catch((error: Error) => error);
    expect(session).toBeInstanceOf(Error);
  });

  it('the account page connects a provider (the session stays) and disconnects the password, never the last way in', async () => {
    const client = await createUser(app);
    const visitor = await app.visitor();
    await formPost(visitor, '/login', { email: client.email, password: PASSWORD });
    const before = await pageProps(visitor, '/account/security');
    expect(before.identities.map((identity: { provider: string }) => identity.provider)).toEqual(['email']);
    expect(before.connectable.map((provider: { name: string }) => provider.name)).toEqual(
      expect.arrayContaining(['acme', 'clients-only']),
    );
    expect(before.connectable.map((provider: { name: string }) => provider.name)).not.toContain('staff');

    const start = await visitor.agent.get('/auth/providers/clients-only?link=1');
    expect(start.status).toBe(302);
    const back = new URL(
      await followRedirects(start.headers.location, appUrl('/auth/provider-return'), {
        loginAs: uniqueEmail('work-account'),
      }),
    );
    const finished = await visitor.agent.get(back.pathname + back.search);
    expect(finished.headers.location).toBe('/account/security');
    const after = await pageProps(visitor, '/account/security');
    expect(after.flash.toasts[0]).toMatchObject({ title: 'clients-only is connected' });
    expect(after.identities.map((identity: { provider: string }) => identity.provider)).toEqual([
      'email',
      'clients-only',
    ]);
    expect(after.connectable.map((provider: { name: string }) => provider.name)).not.toContain(
      'clients-only',
    );

    // Another browser cannot finish this user's link, and a link needs a signed-in user.
    expect((await api(app).get('/auth/providers/clients-only?link=1')).headers.location).toBe('/login');

    const password = after.identities.find((identity: { provider: string }) => identity.provider === 'email');
    await visitor.agent
      .delete(`/account/security/identities/${password.id}`)
      .set('X-XSRF-TOKEN', currentCsrf(visitor));
    expect((await passwordGrant(app, client.email)).status).toBe(400);
    const only = await pageProps(visitor, '/account/security');
    expect(only.identities).toHaveLength(1);
    await visitor.agent
      .delete(`/account/security/identities/${only.identities[0].id}`)
      .set('X-XSRF-TOKEN', currentCsrf(visitor));
    const kept = await pageProps(visitor, '/account/security');
    expect(kept.identities).toHaveLength(1);
    expect(kept.flash.toasts[0]).toMatchObject({
      title: 'That is your only way to sign in: connect another first.',
    });
  });

  describe('admin settings', () => {
    it('adds a provider (secret write-only, audited), shows it on the sign-in page and refuses bad input', async () => {
      const admin = await adminVisitor(app);
      const post = (path: string, body: object) =>
        formPost(admin, path, body).set('Accept', 'application/json');
      const form = {
        kind: 'oidc',
        name: 'okta-test',
        label: 'Okta',
        issuer: oidc.issuer,
        clientId: CLIENT_ID,
        clientSecret: 'first secret',
        domains: 'Okta.test\n@second.test',
        enabled: true,
        clientsMaySignIn: true,
        adminsMaySignIn: false,
        requireTwoStep: true,
      };
      const invalid = await post('/admin/settings/sign-in-providers', {
        ...form,
        name: 'Bad Name',
        domains: 'not a domain',
        enabled: 'sometimes',
      });
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.body.errors).sort()).toEqual(['domains', 'enabled', 'name']);
      const unreachable = await post('/admin/settings/sign-in-providers', {
        ...form,
        issuer: 'http://issuer.example',
      });
      expect(unreachable.body.errors).toEqual({ issuer: 'The issuer address must start with https://.' });
      const noSecret = await post('/admin/settings/sign-in-providers', { ...form, clientSecret: '' });
      expect(noSecret.body.errors).toEqual({
        clientSecret: 'Enter the client secret the provider gave you.',
      });

      const created = await formPost(admin, '/admin/settings/sign-in-providers', form);
      expect(created.headers.location).toBe('/admin/settings/sign-in-providers');
      const [row] = await sql<{ id: string; domains: string[]; client_secret_sealed: string }>(
        app,
        "SELECT id, domains, client_secret_sealed FROM auth_sign_in_providers WHERE name = 'okta-test'",
      );
      expect(row.domains).toEqual(['okta.test', 'second.test']);
      expect(row.client_secret_sealed).not.toContain('first secret');
      const props = await pageProps(admin, `/admin/settings/sign-in-providers/${row.id}`);
      expect(props.provider).toMatchObject({ name: 'okta-test', clientId: CLIENT_ID });
      expect(JSON.stringify(props)).not.toContain('first secret');
      const audit = await sql(
        app,
        "SELECT summary, after FROM admin_audit_log WHERE action = 'sign_in_provider.created'",
      );
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toContain('first secret');

      // A blank secret on edit keeps the saved one; the name never changes.
      await formPost(admin, `/admin/settings/sign-in-providers/${row.id}`, {
        ...form,
        name: 'renamed',
        clientSecret: '',
        label: 'Okta Workforce',
      });
      const saved = await app.app.get(SignInProviders).withSecret(row.id);
      expect(saved).toMatchObject({
        name: 'okta-test',
        label: 'Okta Workforce',
        clientSecret: 'first secret',
      });

      const visitor = await app.visitor();
      const clientPage = await pageProps(visitor, '/account/sign-in');
      expect(clientPage.providers).toContainEqual({
        name: 'okta-test',
        label: 'Okta Workforce',
        href: '/auth/providers/okta-test?from=%2Faccount%2Fsign-in',
      });
      const adminLogin = await pageProps(visitor, '/admin-login');
      expect(adminLogin.providers.map((provider: { name: string }) => provider.name)).not.toContain(
        'okta-test',
      );

      await formPost(admin, `/admin/settings/sign-in-providers/${row.id}/delete`);
      expect(await sql(app, 'SELECT 1 FROM auth_sign_in_providers WHERE id = $1', [row.id])).toHaveLength(0);
    });

    it('is for admins only', async () => {
      const visitor = await app.visitor();
      const anonymous = await visitor.agent.get('/admin/settings/sign-in-providers');
      expect(anonymous.status).toBe(302);
      const client = await createUser(app);
      const signedIn = await app.visitor();
      await formPost(signedIn, '/login', { email: client.email, password: PASSWORD });
      expect((await signedIn.agent.get('/admin/settings/sign-in-providers')).status).toBe(403);
      expect(
        (await formPost(signedIn, `/admin/settings/sign-in-providers/${providerId}/delete`)).status,
      ).toBe(403);
    });
  });
});
