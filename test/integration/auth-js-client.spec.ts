import { GoTrueClient } from '@supabase/auth-js';
import { createUser, lastEmailTo, PASSWORD, totpCode } from '../support/auth-helpers';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

/** The official Supabase client works against our `/auth/v1` unchanged (ARCHITECTURE "Auth API"). */
describeWithDatabase('@supabase/auth-js against /auth/v1', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const client = () =>
    new GoTrueClient({
      url: app.url('/auth/v1'),
      autoRefreshToken: false,
      persistSession: false,
      storageKey: `test-${Math.random()}`,
    });

  it('signs in, refreshes, enrols and verifies TOTP, changes the password at aal2 and signs out', async () => {
    const user = await createUser(app);
    const auth = client();
    const signIn = await auth.signInWithPassword({ email: user.email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(user.email);

    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);

    const enrolled = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    const challenge = await auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const verified = await auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(enrolled.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const level = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal2');

    const updated = await auth.updateUser({ password: 'changed at aal2 here' });
    expect(updated.error).toBeNull();
    expect((await auth.signOut()).error).toBeNull();
    expect(
      (await client().signInWithPassword({ email: user.email, password: 'changed at aal2 here' })).error,
    ).toBeNull();
  });

  it('changes the password of an account without a factor with a re-authentication nonce', async () => {
    const user = await createUser(app);
    const auth = client();
    await auth.signInWithPassword({ email: user.email, password: PASSWORD });
    const refused = await auth.updateUser({ password: 'no nonce no change' });
    expect(refused.error?.code).toBe('reauthentication_needed');
    expect((await auth.reauthenticate()).error).toBeNull();
    const nonce = /(\d{6})/.exec((await lastEmailTo(app, user.email))!.subject)![1];
    const updated = await auth.updateUser({ password: 'changed with a nonce', nonce });
    expect(updated.error).toBeNull();
    expect(
      (await client().signInWithPassword({ email: user.email, password: 'changed with a nonce' })).error,
    ).toBeNull();
  });

  it('answers provider and enterprise sign-in as Supabase Auth does while no provider is enabled (issue 38, first part)', async () => {
    const auth = client();
    const byDomain = await auth.signInWithSSO({ domain: 'example.com' });
    expect([byDomain.error?.status, byDomain.error?.code, byDomain.error?.message]).toEqual([
      404,
      'sso_provider_not_found',
      'No SSO provider assigned for this domain',
    ]);
    const byId = await auth.signInWithSSO({ providerId: '5e2f5b2c-0c7a-4f55-9a63-9a1c8f0d1e11' });
    expect([byId.error?.code, byId.error?.message]).toEqual([
      'sso_provider_not_found',
      'No such SSO provider',
    ]);
    const both = await fetch(app.url('/auth/v1/sso'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain: 'example.com', provider_id: '5e2f5b2c-0c7a-4f55-9a63-9a1c8f0d1e11' }),
    });
    expect([both.status, ((await both.json()) as { msg: string }).msg]).toEqual([
      400,
      'Only one of provider_id or domain supported',
    ]);

    const google = await auth.signInWithIdToken({ provider: 'google', token: 'an.id.token' });
    expect([google.error?.status, google.error?.code, google.error?.message]).toEqual([
      400,
      'provider_disabled',
      'Provider (issuer "https://accounts.google.com") is not enabled',
    ]);
    const custom = await auth.signInWithIdToken({ provider: 'acme', token: 'an.id.token' });
    expect(custom.error?.message).toBe('Custom OIDC provider "acme" not allowed');
    const noToken = await auth.signInWithIdToken({ provider: 'google', token: '' });
    expect([noToken.error?.status, noToken.error?.message]).toEqual([400, 'id_token required']);

    // signInWithOAuth only builds the address; the browser going there meets the refusal.
    const oauth = await auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(oauth.data.url).toMatch(/\/auth\/v1\/authorize\?provider=google/);
    for (const [provider, msg] of [
      ['google', 'Unsupported provider: provider is not enabled'],
      ['acme', 'Unsupported provider: Provider acme could not be found'],
    ]) {
      const answer = await fetch(app.url(`/auth/v1/authorize?provider=${provider}`));
      expect([answer.status, await answer.json()]).toEqual([
        400,
        { code: 'validation_failed', error_code: 'validation_failed', msg },
      ]);
    }

    // A signed-in user: their one identity (email) is listed, cannot be unlinked, and no provider links yet.
    const user = await createUser(app);
    await auth.signInWithPassword({ email: user.email, password: PASSWORD });
    const identities = await auth.getUserIdentities();
    expect(identities.data?.identities.map((identity) => identity.provider)).toEqual(['email']);
    const unlink = await auth.unlinkIdentity(identities.data!.identities[0]);
    expect([unlink.error?.status, unlink.error?.code]).toEqual([422, 'single_identity_not_deletable']);
    const link = await auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect([link.error?.code, link.error?.message]).toEqual([
      'validation_failed',
      'Unsupported provider: provider is not enabled',
    ]);
  });
});
