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
});
