import { readFileSync } from 'node:fs';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { generatePrivateJwk } from '@modules/auth/jwt-keys';
import {
  api,
  apiSignIn,
  createUser,
  decodeJwt,
  lastEmailTo,
  PASSWORD,
  passwordGrant,
  sql,
  totpCode,
  uniqueEmail,
  stepUp,
  userWithTotp,
  useEmailLink,
} from '../support/auth-helpers';
import { describeWithDatabase, formPost, startTestApp, TestApp } from '../support/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describeWithDatabase('auth API (/auth/v1)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  describe('users', () => {
    it('stores emails lower-cased and unique regardless of case, passwords as argon2id', async () => {
      const email = uniqueEmail('Case');
      const user = await createUser(app, { email: email.toUpperCase() });
      expect(user.email).toBe(email.toLowerCase());
      await expect(createUser(app, { email: email.toLowerCase() })).rejects.toMatchObject({
        code: 'email_exists',
      });
      const [row] = await sql<{ password_hash: string }>(
        app,
        'SELECT password_hash FROM auth_users WHERE id = $1',
        [user.id],
      );
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const [identity] = await sql(app, 'SELECT provider FROM auth_identities WHERE user_id = $1', [user.id]);
      expect(identity).toEqual({ provider: 'email' });
    });
  });

  describe('POST /token?grant_type=password', () => {
    it('returns a session whose access token carries the documented claims, signed with a published key', async () => {
      const user = await createUser(app, { role: 'admin' });
      const response = await passwordGrant(app, user.email.toUpperCase());
      expect(response.status).toBe(200);
      const session = response.body;
      expect(session).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        user: { id: user.id, email: user.email },
      });
      expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
      expect(typeof session.refresh_token).toBe('string');

      const { header, claims } = decodeJwt(session.access_token);
      expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
      expect(claims).toMatchObject({
        sub: user.id,
        aud: 'authenticated',
        iss: `${app.config.appUrl}/auth/v1`,
        email: user.email,
        role: 'admin',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: expect.any(Number) }],
        session_id: expect.any(String),
      });
      expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

      const jwks = await api(app).get('/auth/v1/.well-known/jwks.json');
      expect(jwks.headers['cache-control']).toBe('public, max-age=600');
      expect(jwks.body.keys.map((key: { kid: string }) => key.kid)).toContain(header.kid);
      for (const key of jwks.body.keys) expect(Object.keys(key)).not.toEqual(expect.arrayContaining(['d']));
      const verified = await jwtVerify(session.access_token, createLocalJWKSet(jwks.body), {
        algorithms: ['ES256'],
      });
      expect(verified.payload.sub).toBe(user.id);
    });

    it('answers unknown email and wrong password identically, and audits the failure', async () => {
      const user = await createUser(app);
      const wrongPassword = await passwordGrant(app, user.email, 'not the password at all');
      const unknownEmail = await passwordGrant(app, uniqueEmail('nobody'), 'not the password at all');
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          code: 'invalid_credentials',
          error_code: 'invalid_credentials',
          msg: 'Invalid login credentials',
        });
      }
      const audit = await sql(
        app,
        "SELECT user_id FROM auth_audit_log WHERE action = 'login_failed' AND email = $1",
        [user.email],
      );
      expect(audit).toEqual([{ user_id: user.id }]);
    });

    it('refuses unconfirmed emails and unknown grant types with stable codes', async () => {
      const user = await createUser(app, { confirmed: false });
      expect((await passwordGrant(app, user.email)).body.code).toBe('email_not_confirmed');
      const unknown = await api(app).post('/auth/v1/token?grant_type=magic').send({});
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('unsupported_grant_type');
      const missing = await api(app).post('/auth/v1/token').send({});
      expect(missing.status).toBe(400);
    });
  });

  describe('refresh tokens', () => {
    const refresh = (token: string) =>
      api(app).post('/auth/v1/token?grant_type=refresh_token').send({ refresh_token: token });

    it('rotate on every refresh: the old token is revoked, only hashes are stored', async () => {
      const user = await createUser(app);
      const first = await apiSignIn(app, user.email);
      const second = await refresh(first.refresh_token);
      expect(second.status).toBe(200);
      expect(second.body.refresh_token).not.toBe(first.refresh_token);
      expect(decodeJwt(second.body.access_token).claims.session_id).toBe(
        decodeJwt(first.access_token).claims.session_id,
      );

      const rows = await sql<{ token_hash: string; revoked: boolean; parent_id: string | null; id: string }>(
        app,
        'SELECT id, token_hash, revoked, parent_id FROM auth_refresh_tokens WHERE user_id = $1 ORDER BY id',
        [user.id],
      );
      expect(rows.map((row) => [row.revoked, row.parent_id])).toEqual([
        [true, null],
        [false, rows[0].id],
      ]);
      const stored = rows.map((row) => row.token_hash).join(' ');
      expect(stored).not.toContain(first.refresh_token);
      expect(stored).not.toContain(second.body.refresh_token);
    });

    it('answer a revoked token within the reuse interval with the current token (a parallel tab)', async () => {
      const user = await createUser(app);
      const first = await apiSignIn(app, user.email);
      const second = await refresh(first.refresh_token);
      const again = await refresh(first.refresh_token);
      expect(again.status).toBe(200);
      expect(again.body.refresh_token).toBe(second.body.refresh_token);
    });

    it('revoke the whole session when a rotated token comes back after the reuse interval', async () => {
      const user = await createUser(app);
      const first = await apiSignIn(app, user.email);
      const second = await refresh(first.refresh_token);
      await sql(
        app,
        "UPDATE auth_refresh_tokens SET updated_at = now() - interval '11 seconds' WHERE revoked AND user_id = $1",
        [user.id],
      );

      const reuse = await refresh(first.refresh_token);
      expect(reuse.status).toBe(400);
      expect(reuse.body).toMatchObject({
        code: 'refresh_token_already_used',
        msg: 'Invalid Refresh Token: Already Used',
      });
      // The thief's copy and the legitimate one both stop working.
      expect((await refresh(second.body.refresh_token)).body.code).toBe('refresh_token_not_found');
      const user403 = await api(app).get('/auth/v1/user').set(bearer(second.body.access_token));
      expect(user403.status).toBe(403);
      expect(user403.body.code).toBe('session_not_found');
      const audit = await sql(
        app,
        "SELECT count(*)::int AS n FROM auth_audit_log WHERE action = 'token_reuse_detected'",
      );
      expect(audit[0].n).toBeGreaterThanOrEqual(1);
    });

    it('serialise concurrent refreshes of one token: every caller gets the same new token', async () => {
      const user = await createUser(app);
      const first = await apiSignIn(app, user.email);
      const responses = await Promise.all(Array.from({ length: 6 }, () => refresh(first.refresh_token)));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(responses.map((response) => response.body.refresh_token)).size).toBe(1);
      const active = await sql(
        app,
        'SELECT count(*)::int AS n FROM auth_refresh_tokens WHERE user_id = $1 AND NOT revoked',
        [user.id],
      );
      expect(active[0].n).toBe(1);
    });

    it('fail once the session has passed its end (not_after), and for unknown tokens', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      await sql(app, "UPDATE auth_sessions SET not_after = now() - interval '1 second' WHERE user_id = $1", [
        user.id,
      ]);
      const expired = await refresh(session.refresh_token);
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('session_expired');
      expect((await refresh('not-a-token')).body.code).toBe('refresh_token_not_found');
      expect((await api(app).post('/auth/v1/token?grant_type=refresh_token').send({})).status).toBe(400);
    });
  });

  describe('GET /user and bearer tokens', () => {
    it('needs a valid bearer token', async () => {
      const none = await api(app).get('/auth/v1/user');
      expect(none.status).toBe(401);
      expect(none.body.code).toBe('no_authorization');
      const garbage = await api(app).get('/auth/v1/user').set(bearer('abc.def.ghi'));
      expect(garbage.status).toBe(401);
      expect(garbage.body.code).toBe('bad_jwt');
    });

    it('refuses tokens signed by an unknown key or with alg "none"', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const { header, claims } = decodeJwt(session.access_token);
      const unsigned = [
        Buffer.from(JSON.stringify({ ...header, alg: 'none' })).toString('base64url'),
        Buffer.from(JSON.stringify(claims)).toString('base64url'),
        '',
      ].join('.');
      expect((await api(app).get('/auth/v1/user').set(bearer(unsigned))).status).toBe(401);
      const [h, c, s] = session.access_token.split('.');
      const tampered = [
        h,
        Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: 'x' })).toString('base64url'),
        s,
      ].join('.');
      expect((await api(app).get('/auth/v1/user').set(bearer(tampered))).body.code).toBe('bad_jwt');
      expect(c).toBeTruthy();
    });

    it('returns the user with identities and factors', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const response = await api(app).get('/auth/v1/user').set(bearer(session.access_token));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: user.id,
        email: user.email,
        aud: 'authenticated',
        role: 'client',
        app_metadata: { provider: 'email', role: 'client' },
        identities: [{ provider: 'email', user_id: user.id, identity_id: expect.any(String) }],
        factors: [],
      });
    });
  });

  describe('POST /logout', () => {
    it('ends this session (local), the others, or all of them (global)', async () => {
      const user = await createUser(app);
      const [a, b, c] = [
        await apiSignIn(app, user.email),
        await apiSignIn(app, user.email),
        await apiSignIn(app, user.email),
      ];
      const status = async (token: string) => (await api(app).get('/auth/v1/user').set(bearer(token))).status;

      expect((await api(app).post('/auth/v1/logout?scope=others').set(bearer(a.access_token))).status).toBe(
        204,
      );
      expect([
        await status(a.access_token),
        await status(b.access_token),
        await status(c.access_token),
      ]).toEqual([200, 403, 403]);
      const d = await apiSignIn(app, user.email);
      expect((await api(app).post('/auth/v1/logout').set(bearer(d.access_token))).status).toBe(204);
      expect([await status(a.access_token), await status(d.access_token)]).toEqual([200, 403]);
      const e = await apiSignIn(app, user.email);
      await api(app).post('/auth/v1/logout?scope=global').set(bearer(e.access_token));
      expect([await status(a.access_token), await status(e.access_token)]).toEqual([403, 403]);
      expect((await api(app).post('/auth/v1/logout?scope=everyone').set(bearer(a.access_token))).status).toBe(
        403,
      );
    });
  });

  describe('PUT /user', () => {
    it('changes the password only with an emailed re-authentication code (nonce) from an aal1 session', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const other = await apiSignIn(app, user.email);
      const put = (body: object) =>
        api(app).put('/auth/v1/user').set(bearer(session.access_token)).send(body);
      // A password alone (even a fresh sign-in) is not enough.
      expect((await put({ password: 'a brand new passphrase' })).body.code).toBe('reauthentication_needed');
      expect((await put({ password: 'a brand new passphrase', nonce: '000000' })).body.code).toBe(
        'reauthentication_not_valid',
      );
      expect((await api(app).get('/auth/v1/reauthenticate').set(bearer(session.access_token))).status).toBe(
        200,
      );
      const mail = await lastEmailTo(app, user.email);
      expect(mail?.template).toBe('auth/reauthentication');
      const nonce = /(\d{6})/.exec(mail!.subject)![1];
      expect((await put({ password: 'short', nonce })).status).toBe(422);
      expect((await put({ password: 'a brand new passphrase', nonce })).status).toBe(200);
      expect((await passwordGrant(app, user.email, 'a brand new passphrase')).status).toBe(200);
      // The code works once; the other session was ended; the change is audited.
      expect((await put({ password: 'yet another passphrase', nonce })).body.code).toBe(
        'reauthentication_not_valid',
      );
      expect((await api(app).get('/auth/v1/user').set(bearer(other.access_token))).status).toBe(403);
      const audit = await sql<{ action: string; detail: { proof: string } }>(
        app,
        "SELECT action, detail FROM auth_audit_log WHERE user_id = $1 AND action IN ('reauthentication_requested', 'password_changed') ORDER BY id",
        [user.id],
      );
      expect(audit.map((row) => row.action)).toEqual(['reauthentication_requested', 'password_changed']);
      expect(audit[1].detail.proof).toBe('nonce');
    });

    it('an aal1 session of an account with a verified factor changes neither password, email nor factors', async () => {
      const { user, factorId, secret } = await userWithTotp(app, 'client');
      const aal1 = await apiSignIn(app, user.email);
      const put = (body: object) => api(app).put('/auth/v1/user').set(bearer(aal1.access_token)).send(body);
      await api(app).get('/auth/v1/reauthenticate').set(bearer(aal1.access_token));
      const nonce = /(\d{6})/.exec((await lastEmailTo(app, user.email))!.subject)![1];
      for (const body of [{ password: 'attacker passphrase', nonce }, { email: uniqueEmail('attacker') }]) {
        const refused = await put(body);
        expect([refused.status, refused.body.code]).toEqual([403, 'insufficient_aal']);
      }
      const unenroll = await api(app).delete(`/auth/v1/factors/${factorId}`).set(bearer(aal1.access_token));
      expect([unenroll.status, unenroll.body.code]).toEqual([403, 'insufficient_aal']);
      const [row] = await sql<{ email: string; pending_email: string | null }>(
        app,
        'SELECT email, pending_email FROM auth_users WHERE id = $1',
        [user.id],
      );
      expect(row).toEqual({ email: user.email, pending_email: null });
      expect((await passwordGrant(app, user.email)).status).toBe(200);

      // After the second factor (aal2) the same change goes through without a code.
      const aal2 = await stepUp(app, aal1.access_token, factorId, totpCode(secret, 1));
      expect(aal2.status).toBe(200);
      const changed = await api(app)
        .put('/auth/v1/user')
        .set(bearer(aal2.body.access_token))
        .send({ password: 'owner passphrase here' });
      expect(changed.status).toBe(200);
    });

    it('changes the email only when both the new and the current address confirm, and tells the old one', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const elsewhere = await apiSignIn(app, user.email);
      const newEmail = uniqueEmail('moved');
      const response = await api(app)
        .put('/auth/v1/user')
        .set(bearer(session.access_token))
        .send({ email: newEmail });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: user.email, new_email: newEmail });
      const toNew = await lastEmailTo(app, newEmail);
      expect(toNew?.template).toBe('auth/email-change');
      const toCurrent = await lastEmailTo(app, user.email);
      expect(toCurrent?.template).toBe('auth/email-change-current');
      expect(toCurrent!.text).toContain(newEmail);
      expect(toCurrent!.text).toContain('/auth/email-change/cancel?token=');

      // The new address alone changes nothing.
      const first = await useEmailLink(await app.visitor(), toNew!.path!);
      expect(first.status).toBe(303);
      expect((await passwordGrant(app, newEmail)).status).toBe(400);
      expect((await passwordGrant(app, user.email)).status).toBe(200);
      const second = await useEmailLink(await app.visitor(), toCurrent!.path!);
      expect(second.status).toBe(303);
      expect(String(second.headers['set-cookie'])).toContain('crm-auth-token=');
      expect((await passwordGrant(app, newEmail)).status).toBe(200);
      expect((await passwordGrant(app, user.email)).status).toBe(400);
      // Every session from before the change ended; the old address was told.
      expect((await api(app).get('/auth/v1/user').set(bearer(elsewhere.access_token))).status).toBe(403);
      expect((await lastEmailTo(app, user.email))?.template).toBe('auth/email-changed');
      const actions = await sql<{ action: string }>(
        app,
        "SELECT action FROM auth_audit_log WHERE user_id = $1 AND action LIKE 'email_change%' ORDER BY id",
        [user.id],
      );
      expect(actions.map((row) => row.action)).toEqual([
        'email_change_requested',
        'email_change_confirmed',
        'email_changed',
      ]);
    });

    it('lets the current address cancel an email change, which signs out every device', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const newEmail = uniqueEmail('attacker');
      await api(app).put('/auth/v1/user').set(bearer(session.access_token)).send({ email: newEmail });
      const toCurrent = await lastEmailTo(app, user.email);
      const cancelPath = /(\/auth\/email-change\/cancel\?token=[\w-]+)/.exec(toCurrent!.text)![1];
      const visitor = await app.visitor();
      const page = await visitor.agent.get(cancelPath).set('X-Inertia', 'true');
      expect(page.body.component).toBe('auth/cancel-email-change');
      const cancelled = await formPost(visitor, '/auth/email-change/cancel', {
        token: page.body.props.token,
      });
      expect(cancelled.headers.location).toBe('/auth/email-change/cancel?result=cancelled');
      expect((await api(app).get('/auth/v1/user').set(bearer(session.access_token))).status).toBe(403);
      const toNew = await lastEmailTo(app, newEmail);
      expect((await useEmailLink(await app.visitor(), toNew!.path!)).headers.location).toBe(
        '/login?link=expired',
      );
      const [row] = await sql(app, 'SELECT email, pending_email FROM auth_users WHERE id = $1', [user.id]);
      expect(row).toEqual({ email: user.email, pending_email: null });
      const again = await formPost(visitor, '/auth/email-change/cancel', { token: page.body.props.token });
      expect(again.headers.location).toBe('/auth/email-change/cancel?result=expired');
    });
  });

  describe('POST /recover and email links', () => {
    it('always answers 200; only a real account gets a single-use link that signs it in', async () => {
      const unknown = uniqueEmail('ghost');
      const none = await api(app).post('/auth/v1/recover').send({ email: unknown });
      expect(none.status).toBe(200);
      expect(none.body).toEqual({});
      expect(await lastEmailTo(app, unknown)).toBeUndefined();

      const user = await createUser(app);
      expect((await api(app).post('/auth/v1/recover').send({ email: user.email })).status).toBe(200);
      const mail = await lastEmailTo(app, user.email);
      expect(mail).toMatchObject({ template: 'auth/recovery', subject: 'Reset your password' });
      expect(mail!.html).toContain('1 hour');

      // Opening the link (as a mail scanner does) uses nothing up: only the page's button does.
      const visitor = await app.visitor();
      for (let i = 0; i < 2; i += 1) {
        const page = await visitor.agent.get(mail!.path!).set('X-Inertia', 'true');
        expect(page.body).toMatchObject({ component: 'auth/verify-link', props: { type: 'recovery' } });
        expect(String(page.headers['set-cookie'] ?? '')).not.toContain('crm-auth-token=');
      }
      const first = await useEmailLink(visitor, mail!.path!);
      expect(first.status).toBe(303);
      expect(first.headers.location).toBe('/reset-password');
      expect(String(first.headers['set-cookie'])).toContain('crm-auth-token=');
      const second = await useEmailLink(await app.visitor(), mail!.path!);
      expect(second.headers.location).toBe('/login?link=expired');
    });

    it('POST /verify (the Supabase client form of a link) answers a session for a real token, once', async () => {
      const user = await createUser(app);
      await api(app).post('/auth/v1/recover').send({ email: user.email });
      const mail = await lastEmailTo(app, user.email);
      const page = await (await app.visitor()).agent.get(mail!.path!).set('X-Inertia', 'true');
      const { token } = page.body.props as { token: string };
      const verified = await api(app).post('/auth/v1/verify').send({ type: 'recovery', token });
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'bearer',
        user: { id: user.id, email: user.email },
      });
      const again = await api(app).post('/auth/v1/verify').send({ type: 'recovery', token });
      expect([again.status, again.body.code]).toEqual([403, 'otp_expired']);
    });

    it('refuses expired and forged links', async () => {
      const user = await createUser(app);
      await api(app).post('/auth/v1/recover').send({ email: user.email });
      const mail = await lastEmailTo(app, user.email);
      await sql(
        app,
        "UPDATE auth_one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
        [user.id],
      );
      expect((await useEmailLink(await app.visitor(), mail!.path!)).headers.location).toBe(
        '/login?link=expired',
      );
      const forged = await api(app).post('/auth/v1/verify').send({ type: 'recovery', token: 'forged-token' });
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('otp_expired');
    });

    it('resend needs an email or phone and a type', async () => {
      const response = await api(app).post('/auth/v1/resend').send({ email: uniqueEmail() });
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe('You must provide either an email or phone number and a type');
      expect((await api(app).post('/auth/v1/resend').send({ type: 'signup' })).body.msg).toBe(
        'You must provide either an email or phone number and a type',
      );
      const user = await createUser(app, { confirmed: false });
      expect(
        (await api(app).post('/auth/v1/resend').send({ type: 'signup', email: user.email })).status,
      ).toBe(200);
      expect((await lastEmailTo(app, user.email))?.template).toBe('auth/signup');
    });
  });

  describe('MFA (TOTP)', () => {
    it('enrolls with a secret, otpauth URI and SVG QR code, and verifying raises the session to aal2', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const enrolled = await api(app)
        .post('/auth/v1/factors')
        .set(bearer(session.access_token))
        .send({ factor_type: 'totp', friendly_name: 'Work phone' });
      expect(enrolled.status).toBe(200);
      expect(enrolled.body).toMatchObject({ type: 'totp', friendly_name: 'Work phone' });
      expect(enrolled.body.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
      expect(enrolled.body.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
      const [stored] = await sql<{ secret_encrypted: string }>(
        app,
        'SELECT secret_encrypted FROM auth_factors WHERE id = $1',
        [enrolled.body.id],
      );
      expect(stored.secret_encrypted).not.toContain(enrolled.body.totp.secret);

      const challenge = await api(app)
        .post(`/auth/v1/factors/${enrolled.body.id}/challenge`)
        .set(bearer(session.access_token));
      expect(challenge.status).toBe(200);
      expect(challenge.body.expires_at - Date.now() / 1000).toBeGreaterThan(290);
      const verify = (code: string) =>
        api(app)
          .post(`/auth/v1/factors/${enrolled.body.id}/verify`)
          .set(bearer(session.access_token))
          .send({ challenge_id: challenge.body.id, code });
      const wrong = await verify('000000' === totpCode(enrolled.body.totp.secret) ? '111111' : '000000');
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('mfa_verification_failed');
      const right = await verify(totpCode(enrolled.body.totp.secret));
      expect(right.status).toBe(200);
      const claims = decodeJwt(right.body.access_token).claims;
      expect(claims.aal).toBe('aal2');
      expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual([
        'password',
        'totp',
      ]);
      expect(right.body.user.factors).toEqual([
        expect.objectContaining({ id: enrolled.body.id, status: 'verified' }),
      ]);
      // The challenge is used up.
      expect((await verify(totpCode(enrolled.body.totp.secret, 1))).status).toBe(404);
    });

    it('signs in at aal1 with a verified factor; a used code is refused; an expired challenge too', async () => {
      const { user, factorId, secret, usedCode } = await userWithTotp(app);
      const session = await apiSignIn(app, user.email);
      expect(decodeJwt(session.access_token).claims.aal).toBe('aal1');
      expect(session.user.factors).toEqual([expect.objectContaining({ status: 'verified' })]);

      const challenge = async () =>
        (await api(app).post(`/auth/v1/factors/${factorId}/challenge`).set(bearer(session.access_token))).body
          .id as string;
      const replay = await api(app)
        .post(`/auth/v1/factors/${factorId}/verify`)
        .set(bearer(session.access_token))
        .send({ challenge_id: await challenge(), code: usedCode });
      expect(replay.status).toBe(422);

      const stale = await challenge();
      await sql(app, "UPDATE auth_challenges SET created_at = now() - interval '301 seconds' WHERE id = $1", [
        stale,
      ]);
      const expired = await api(app)
        .post(`/auth/v1/factors/${factorId}/verify`)
        .set(bearer(session.access_token))
        .send({ challenge_id: stale, code: totpCode(secret, 1) });
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('mfa_challenge_expired');

      const stepUp = await api(app)
        .post(`/auth/v1/factors/${factorId}/verify`)
        .set(bearer(session.access_token))
        .send({ challenge_id: await challenge(), code: totpCode(secret, 1) });
      expect(stepUp.status).toBe(200);
      expect(decodeJwt(stepUp.body.access_token).claims.aal).toBe('aal2');
    });

    it('needs aal2 to remove a verified factor or add another', async () => {
      const { user, factorId, secret } = await userWithTotp(app);
      const aal1 = await apiSignIn(app, user.email);
      const removeAtAal1 = await api(app)
        .delete(`/auth/v1/factors/${factorId}`)
        .set(bearer(aal1.access_token));
      expect(removeAtAal1.status).toBe(403);
      expect(removeAtAal1.body.code).toBe('insufficient_aal');
      const addAtAal1 = await api(app)
        .post('/auth/v1/factors')
        .set(bearer(aal1.access_token))
        .send({ factor_type: 'totp' });
      expect(addAtAal1.body.code).toBe('insufficient_aal');

      const aal2 = await stepUp(app, aal1.access_token, factorId, totpCode(secret, 1));
      const otherDevice = await apiSignIn(app, user.email);
      const removed = await api(app)
        .delete(`/auth/v1/factors/${factorId}`)
        .set(bearer(aal2.body.access_token));
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id: factorId });
      // Like any credential change: audited, and the account's other sessions are over.
      const refreshOther = await api(app)
        .post('/auth/v1/token?grant_type=refresh_token')
        .send({ refresh_token: otherDevice.refresh_token });
      expect(refreshOther.status).toBe(400);
      const audit = await sql<{ action: string }>(
        app,
        "SELECT action FROM auth_audit_log WHERE user_id = $1 AND action = 'factor_removed'",
        [user.id],
      );
      expect(audit).toHaveLength(1);
      expect(
        (await api(app).delete(`/auth/v1/factors/${factorId}`).set(bearer(aal2.body.access_token))).status,
      ).toBe(404);
    });

    it('allows at most 10 factors', async () => {
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const enroll = () =>
        api(app).post('/auth/v1/factors').set(bearer(session.access_token)).send({ factor_type: 'totp' });
      for (let i = 0; i < 10; i += 1) expect((await enroll()).status).toBe(200);
      const eleventh = await enroll();
      expect(eleventh.status).toBe(422);
      expect(eleventh.body.code).toBe('too_many_enrolled_mfa_factors');
      expect(
        (
          await api(app)
            .post('/auth/v1/factors')
            .set(bearer(session.access_token))
            .send({ factor_type: 'phone' })
        ).status,
      ).toBe(400);
    });
  });

  describe("request shapes (class-validator DTOs, answered in Supabase's words)", () => {
    const refused = (body: { code?: string; error_code?: string; msg?: string }) => ({
      code: body.code,
      error_code: body.error_code,
      msg: body.msg,
    });

    it("refuses bodies of the wrong types with 400 validation_failed and the first rule's message", async () => {
      const cases: Array<[string, object, string]> = [
        [
          '/auth/v1/token?grant_type=password',
          { email: 5, password: 'x' },
          'Enter your email address and password.',
        ],
        [
          '/auth/v1/token?grant_type=password',
          { email: 'a@example.com', password: ['x'] },
          'Enter your email address and password.',
        ],
        ['/auth/v1/token?grant_type=refresh_token', { refresh_token: { $ne: '' } }, 'refresh_token required'],
        ['/auth/v1/recover', { email: ['a@example.com'] }, 'Enter a valid email address.'],
        [
          '/auth/v1/resend',
          { type: 7, email: 'a@example.com' },
          'You must provide either an email or phone number and a type',
        ],
        [
          '/auth/v1/verify',
          { token: 'abc', type: 'sms' },
          expect.stringContaining('Verify requires a token and a type') as unknown as string,
        ],
      ];
      for (const [path, body, msg] of cases) {
        const response = await api(app).post(path).send(body);
        expect({ path, status: response.status, ...refused(response.body) }).toEqual({
          path,
          status: 400,
          code: 'validation_failed',
          error_code: 'validation_failed',
          msg,
        });
      }
    });

    it('checks query strings too: an unknown or repeated grant_type, a scope that is not one of three', async () => {
      for (const query of ['grant_type=implicit', 'grant_type=password&grant_type=refresh_token', '']) {
        const response = await api(app).post(`/auth/v1/token?${query}`).send({});
        expect(response.status).toBe(400);
        expect(response.body.error_code).toBe('unsupported_grant_type');
      }
      const user = await createUser(app);
      const session = await apiSignIn(app, user.email);
      const response = await api(app)
        .post('/auth/v1/logout?scope=everyone')
        .set(bearer(session.access_token));
      expect(response.status).toBe(400);
      expect(refused(response.body)).toEqual({
        code: 'validation_failed',
        error_code: 'validation_failed',
        msg: 'scope must be one of: global, local, others',
      });
      // Refused before anything happened: the session still works.
      expect((await api(app).get('/auth/v1/user').set(bearer(session.access_token))).status).toBe(200);
    });

    it('ignores fields it does not know (auth-js sends a few) and still signs in', async () => {
      const user = await createUser(app);
      const response = await api(app)
        .post('/auth/v1/token?grant_type=password')
        .send({
          email: user.email,
          password: PASSWORD,
          gotrue_meta_security: { captcha_token: 'x' },
          role: 'admin',
        });
      expect(response.status).toBe(200);
      expect(decodeJwt(response.body.access_token).claims.role).toBe('client');
    });
  });

  describe('signing keys', () => {
    it('keeps verifying tokens of the previous key after a rotation, and publishes both keys', async () => {
      const user = await createUser(app);
      const oldSession = await apiSignIn(app, user.email);
      const keyFile = JSON.parse(readFileSync(app.config.auth.jwtKeysFile, 'utf8')) as {
        keys: object[];
      };
      const rotated = await startTestApp({
        env: { AUTH_JWT_KEYS: JSON.stringify([await generatePrivateJwk(), ...keyFile.keys]) },
      });
      try {
        const jwks = await api(rotated).get('/auth/v1/.well-known/jwks.json');
        expect(jwks.body.keys).toHaveLength(keyFile.keys.length + 1);
        expect((await api(rotated).get('/auth/v1/user').set(bearer(oldSession.access_token))).status).toBe(
          200,
        );
        const newSession = await apiSignIn(rotated, user.email);
        expect(decodeJwt(newSession.access_token).header.kid).toBe(jwks.body.keys[0].kid);
        expect(decodeJwt(newSession.access_token).header.kid).not.toBe(
          decodeJwt(oldSession.access_token).header.kid,
        );
      } finally {
        await rotated.close();
      }
    });
  });

  it('never answers with a server error for malformed bodies', async () => {
    const cases = [
      api(app)
        .post('/auth/v1/token?grant_type=password')
        .send({ email: ['x'], password: { a: 1 } }),
      api(app).post('/auth/v1/recover').send({ email: 42 }),
      api(app).post('/auth/v1/verify').send({ type: 'nope' }),
      api(app)
        .post('/auth/v1/token?grant_type=password')
        .set('Content-Type', 'application/json')
        .send('{"email":'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describeWithDatabase('auth API rate limits (Redis storage)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ useRedis: true });
  });
  afterAll(() => app.close());

  it('limits password sign-in to 20 per 5 minutes per account, whatever the IP, with Retry-After', async () => {
    const email = uniqueEmail('limited');
    const from = (ip: string) =>
      api(app)
        .post('/auth/v1/token?grant_type=password')
        .set('X-Forwarded-For', ip)
        .send({ email, password: 'wrong password' });
    for (let i = 0; i < 20; i += 1) expect((await from(`198.51.100.${i + 1}`)).status).toBe(400);
    const limited = await from('198.51.100.200');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('over_request_rate_limit');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address from the same IP is unaffected.
    expect((await passwordGrant(app, uniqueEmail('other'), PASSWORD)).status).toBe(400);
  });

  it('limits password sign-in to 100 per 5 minutes per IP across accounts (password spraying)', async () => {
    const spray = (i: number) =>
      api(app)
        .post('/auth/v1/token?grant_type=password')
        .set('X-Forwarded-For', '203.0.113.50')
        .send({ email: `sprayed-${i}-${Date.now()}@example.com`, password: 'Summer2026!' });
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) statuses.push((await spray(i)).status);
    expect(statuses.slice(0, 100).every((status) => status === 400)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it('limits recovery emails to 5 per hour per address', async () => {
    const email = uniqueEmail('recover');
    for (let i = 0; i < 5; i += 1)
      expect((await api(app).post('/auth/v1/recover').send({ email })).status).toBe(200);
    const limited = await api(app).post('/auth/v1/recover').send({ email });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('over_email_send_rate_limit');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('locks a factor for 15 minutes after 5 wrong codes in a row, whoever sends them', async () => {
    const { user, factorId, secret } = await userWithTotp(app, 'client');
    const session = await apiSignIn(app, user.email);
    const verify = async (code: string, ip: string) => {
      const challenge = await api(app)
        .post(`/auth/v1/factors/${factorId}/challenge`)
        .set(bearer(session.access_token));
      return api(app)
        .post(`/auth/v1/factors/${factorId}/verify`)
        .set(bearer(session.access_token))
        .set('X-Forwarded-For', ip)
        .send({ challenge_id: challenge.body.id, code });
    };
    for (let i = 0; i < 5; i += 1) expect((await verify('000000', `192.0.2.${i + 1}`)).status).toBe(422);
    const locked = await verify(totpCode(secret, 1), '192.0.2.99');
    expect([locked.status, locked.body.code]).toEqual([429, 'mfa_factor_locked']);
    expect(locked.body.msg).toMatch(/locked for 15 more minutes/);
    // Unlocked by time.
    await sql(app, "UPDATE auth_factors SET locked_until = now() - interval '1 second' WHERE id = $1", [
      factorId,
    ]);
    expect((await verify(totpCode(secret, 1), '192.0.2.99')).status).toBe(200);
    const actions = await sql<{ action: string }>(
      app,
      "SELECT action FROM auth_audit_log WHERE user_id = $1 AND action = 'factor_locked'",
      [user.id],
    );
    expect(actions).toHaveLength(1);
  });

  it('limits MFA verification to 15 per minute', async () => {
    const user = await createUser(app);
    const session = await apiSignIn(app, user.email);
    const enrolled = await api(app)
      .post('/auth/v1/factors')
      .set(bearer(session.access_token))
      .send({ factor_type: 'totp' });
    const challenge = await api(app)
      .post(`/auth/v1/factors/${enrolled.body.id}/challenge`)
      .set(bearer(session.access_token));
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const response = await api(app)
        .post(`/auth/v1/factors/${enrolled.body.id}/verify`)
        .set(bearer(session.access_token))
        .send({ challenge_id: challenge.body.id, code: 'abcdef' });
      statuses.push(response.status);
    }
    // The factor is unverified here: it never locks (only a verified one is a second factor to guess).
    expect(statuses.slice(0, 15).every((status) => status === 422)).toBe(true);
    expect(statuses[15]).toBe(429);
  });
});
