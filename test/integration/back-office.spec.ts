import request from 'supertest';
import { FormTokens } from '@modules/leads/form-tokens';
import { SiteSettings } from '@modules/settings';
import {
  adminVisitor,
  createUser,
  lastEmailTo,
  PASSWORD,
  sql,
  totpCode,
  uniqueEmail,
  useEmailLink,
  userWithTotp,
} from '../support/auth-helpers';
import { contactForm } from '../support/lead-forms';
import { ROUTE_WALK_TIMEOUT, appRoutes } from '../support/routes';
import {
  describeWithDatabase,
  describeWithRedis,
  formPost,
  pageProps,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';
import { isolatedDatabase } from '../support/test-services';

/** Polls `check` until it holds or `timeoutMs` passes; true when it held. */
async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const isBackOfficePage = (path: string) =>
  (path === '/admin' ||
    path.startsWith('/admin/') ||
    path === '/sign/admin' ||
    path.startsWith('/sign/admin/')) &&
  !path.endsWith('-login');

/** Files that exist only once their agreement reached a later state: the guard is what is tested, 404 is the record's answer. */
const DERIVED_FILES = /\/(sealed|invoice)\.pdf$/;

let lastOctet = 0;
const newAddress = () => `198.51.100.${(lastOctet = (lastOctet % 250) + 1)}`;

/** Signs in at /admin-login, with the authenticator code when the admin has a factor (aal2). */
async function signInAdmin(app: TestApp, email: string, secret?: string): Promise<Visitor> {
  const visitor = await app.visitor();
  const signIn = await formPost(visitor, '/admin-login', { email, password: PASSWORD }).set(
    'X-Forwarded-For',
    newAddress(),
  );
  if (secret) {
    const verified = await formPost(visitor, '/admin-login/code', { code: totpCode(secret, 1) });
    if (verified.headers.location !== '/admin') throw new Error(`code step failed: ${verified.status}`);
  } else if (signIn.headers.location !== '/admin') throw new Error(`admin sign-in failed: ${signIn.status}`);
  return visitor;
}

const inertia = (visitor: Visitor, path: string, body: object) =>
  formPost(visitor, path, body).set('X-Inertia', 'true').set('X-Forwarded-For', newAddress());
const json = (visitor: Visitor, path: string, body: object) =>
  formPost(visitor, path, body).set('Accept', 'application/json').set('X-Forwarded-For', newAddress());

describeWithDatabase('back office (issue #21)', () => {
  let app: TestApp;
  let database: { url: string; drop: () => Promise<void> };
  let admin: Visitor & { email: string };

  beforeAll(async () => {
    // Its own database: "the last admin" and "found nowhere else" need to know every row.
    database = await isolatedDatabase('back_office');
    app = await startTestApp({ env: { DATABASE_URL: database.url } });
    admin = await adminVisitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const sendContact = async (overrides: Record<string, unknown> = {}) => {
    const visitor = await app.visitor();
    const body = contactForm(app, overrides);
    const response = await json(visitor, '/contact', body);
    if (response.status >= 400)
      throw new Error(`contact: ${response.status} ${JSON.stringify(response.body)}`);
    return body.email as string;
  };

  describe('every back-office page, enumerated from the router', () => {
    let routes: string[];
    let ids: Record<string, string>;

    beforeAll(async () => {
      routes = [
        ...new Set(
          appRoutes(app)
            .filter((route) => route.method === 'GET' && isBackOfficePage(route.path))
            .map((route) => route.path),
        ),
      ];
      // One record of each kind a detail page shows.
      const email = await sendContact();
      await json(await app.visitor(), '/newsletter', {
        email,
        consent: true,
        homepage: '',
        form_token: app.app.get(FormTokens).issue(Date.now() - 10_000),
        source_path: '/',
      });
      await sql(app, 'INSERT INTO assessment_responses (bank_version) VALUES (1)');
      await sql(
        app,
        `INSERT INTO lead_audits (answers, score, grade, view_token_hash, owner_token_hash)
         VALUES ('{"first_response": "1h"}', 55, 'C', md5(random()::text), md5(random()::text))`,
      );
      await sql(
        app,
        "INSERT INTO error_log_groups (fingerprint, error_type, message, severity, source) VALUES ('fp-access', 'TypeError', 'x is undefined', 'error', 'client')",
      );
      await sql(
        app,
        `INSERT INTO jumpstart_applications (company, company_size, crm, seats, goals, success, timeline, budget_range, name, role, email, consented_at, source_path)
         VALUES ('Fabrikam', '51-200', 'pipedrive', 5, '{pipeline}', 'One pipeline', 'within-1-month', '10k-25k', 'Sam', 'Head of Sales', $1, now(), '/jumpstart')`,
        [uniqueEmail('sam')],
      );
      const [template] = await sql<{ id: string }>(app, 'SELECT id FROM agreement_templates LIMIT 1');
      const created = await json(admin, '/sign/create', {
        templateId: template.id,
        title: 'CRM advisory engagement',
        variables: {
          client_name: 'Dana Whitfield',
          company: 'Northwind Traders',
          scope: 'Audit the HubSpot pipeline.',
          start_date: '2027-01-11',
          fee: '1500',
        },
        signerName: 'Dana Whitfield',
        signerEmail: uniqueEmail('signer'),
        payOnSigning: false,
        taxTreatment: 'none',
        currency: 'EUR',
        password: '',
        expiresOn: '',
        requireCode: false,
        send: false,
      });
      if (created.status !== 303)
        throw new Error(`agreement: ${created.status} ${JSON.stringify(created.body)}`);
      await inertia(admin, '/admin/settings/error-log-token', {});
      await inertia(admin, '/admin/documents', {
        clientEmail: uniqueEmail('doc'),
        title: 'Playbook',
        body: '## Steps',
        note: '',
      });
      const first = async (table: string) =>
        (await sql<{ id: string }>(app, `SELECT id FROM ${table} LIMIT 1`))[0].id;
      // A provider's form saves only after reading its issuer: the row is written here instead.
      const [provider] = await sql<{ id: string }>(
        app,
        `INSERT INTO auth_sign_in_providers (name, kind, label, issuer, client_id, client_secret_sealed)
         VALUES ('fixture', 'oidc', 'Fixture SSO', 'https://issuer.example', 'client', 'sealed') RETURNING id`,
      );
      ids = {
        '/admin/settings/sign-in-providers/:id': provider.id,
        '/admin/audit/:id': await first('admin_audit_log'),
        '/admin/documents/:id': await first('handover_documents'),
        '/admin/sign-in-activity/:id': await first('auth_audit_log'),
        '/admin/lead-audits/:id': await first('lead_audits'),
        '/admin/contact-submissions/:id': await first('contact_submissions'),
        '/admin/error-logs/:id': await first('error_log_groups'),
        '/admin/jumpstart-applications/:id': await first('jumpstart_applications'),
        '/admin/newsletter-subscribers/:id': await first('newsletter_subscribers'),
        '/admin/responses/:id': await first('assessment_responses'),
        '/admin/test-email/:id': await first('mail_outbox'),
        '/sign/admin/templates/:id': template.id,
        '/sign/admin/agreements/:id': await first('agreements'),
        // Courses are content: their slug is the identifier.
        '/admin/training/:course': 'everyday-crm',
      };
    });

    const concrete = (route: string) => {
      // A download needs to know whose data: without an address it sends the admin back to the form.
      if (route === '/admin/data-rights/export') return `${route}?email=nobody%40example.com`;
      if (!route.includes(':')) return route;
      const pattern = Object.keys(ids).find((key) => route.startsWith(key));
      if (!pattern) throw new Error(`no record for ${route}: add one to the fixtures`);
      return route.replace(/:[a-z]+/i, ids[pattern]);
    };

    it('lists the pages this issue adds among at least 30', () => {
      expect(routes.length).toBeGreaterThan(30);
      expect(routes).toEqual(
        expect.arrayContaining([
          '/admin',
          '/admin/settings',
          '/admin/team',
          '/admin/audit',
          '/admin/data-rights',
          '/sign/admin',
        ]),
      );
    });

    it(
      'sends anonymous visitors to the admin login',
      async () => {
        const failures: string[] = [];
        for (const route of routes) {
          const response = await (await app.visitor()).agent.get(concrete(route));
          const login = route.startsWith('/sign/') ? '/sign/admin-login' : '/admin-login';
          if (response.status !== 302 || !String(response.headers.location).startsWith(login))
            failures.push(`${route} → ${response.status} ${response.headers.location}`);
        }
        expect(failures).toEqual([]);
      },
      ROUTE_WALK_TIMEOUT,
    );

    it(
      'answers 403 to a signed-in client',
      async () => {
        const client = await createUser(app);
        const visitor = await app.visitor();
        await formPost(visitor, '/login', { email: client.email, password: PASSWORD }).set(
          'X-Forwarded-For',
          newAddress(),
        );
        const failures: string[] = [];
        for (const route of routes) {
          const response = await visitor.agent.get(concrete(route));
          if (response.status !== 403) failures.push(`${route} → ${response.status}`);
        }
        expect(failures).toEqual([]);
      },
      ROUTE_WALK_TIMEOUT,
    );

    it(
      'opens every page for an admin at aal2, and none for the same admin still at aal1',
      async () => {
        const { user, secret } = await userWithTotp(app, 'admin');
        const aal2 = await signInAdmin(app, user.email, secret);
        const aal1 = await app.visitor();
        await formPost(aal1, '/admin-login', { email: user.email, password: PASSWORD }).set(
          'X-Forwarded-For',
          newAddress(),
        );
        const failures: string[] = [];
        for (const route of routes) {
          const path = concrete(route);
          const response = await aal2.agent.get(path);
          const expected = DERIVED_FILES.test(route) ? [404] : [200];
          if (!expected.includes(response.status)) failures.push(`aal2 ${route} → ${response.status}`);
          const owing = await aal1.agent.get(path);
          if (owing.status !== 302) failures.push(`aal1 ${route} → ${owing.status}`);
        }
        expect(failures).toEqual([]);
      },
      ROUTE_WALK_TIMEOUT,
    );
  });

  describe('settings', () => {
    const VALID = {
      notificationRecipients: 'team@clearline.test\nsales@clearline.test',
      bookingUrl: 'https://cal.example/clearline/intro',
      bankDetails: 'Clearline CRM Advisory · IBAN GB33 BUKB 2020 1555 5555 55',
      analyticsRetentionDays: '400',
      leaderboardMinResponses: '3',
      signingReminderDays: '4',
      signingMaxReminders: '2',
      requireAdminTotp: false,
      sellerName: 'Clearline CRM Advisory Ltd',
      sellerAddress: '1 Example Street\nLondon EC1A 1AA\nUnited Kingdom',
      sellerVatNumber: 'GB 123 4567 89',
      vatRate: '20',
    };

    it('refuses bad values with a message per field, and changes nothing', async () => {
      const before = await sql(app, 'SELECT key, value FROM site_settings ORDER BY key');
      const response = await json(admin, '/admin/settings', {
        notificationRecipients: 'team@clearline.test\nnot-an-address',
        bookingUrl: 'javascript:alert(1)',
        bankDetails: 'x'.repeat(1001),
        analyticsRetentionDays: '7',
        leaderboardMinResponses: 'many',
        signingReminderDays: 1.5,
        signingMaxReminders: '99',
        requireAdminTotp: 'perhaps',
        sellerName: 'Clearline CRM Advisory Ltd',
        sellerAddress: '',
        sellerVatNumber: '123',
        vatRate: '7.777',
      });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(
        [
          'analyticsRetentionDays',
          'bankDetails',
          'bookingUrl',
          'leaderboardMinResponses',
          'notificationRecipients',
          'requireAdminTotp',
          'signingMaxReminders',
          'signingReminderDays',
          'sellerVatNumber',
          'vatRate',
        ].sort(),
      );
      expect(response.body.errors.bookingUrl).toMatch(/https:\/\//);
      expect(await sql(app, 'SELECT key, value FROM site_settings ORDER BY key')).toEqual(before);
    });

    it('refuses an http booking URL, eleven recipients and wrong types without a 500', async () => {
      const cases: Array<Record<string, unknown>> = [
        { ...VALID, bookingUrl: 'http://cal.example/x' },
        {
          ...VALID,
          notificationRecipients: Array.from({ length: 11 }, (_, i) => `a${i}@clearline.test`).join('\n'),
        },
        { ...VALID, analyticsRetentionDays: { $gt: 1 } },
        { ...VALID, notificationRecipients: 42 },
      ];
      for (const body of cases) expect((await json(admin, '/admin/settings', body)).status).toBe(422);
    });

    it('refuses a NUL character in any admin form with 400 before it reaches a service', async () => {
      for (const [path, body] of [
        ['/admin/settings', { ...VALID, bookingUrl: 'https://cal.example/\u0000' }],
        ['/admin/settings/redirects', { path: '/web\u0000inar', target: '/services', status: '302' }],
        ['/admin/team/invite', { email: 'x\u0000@y.io' }],
        ['/admin/data-rights/erase', { email: 'x@y.io', confirm: 'x@y.io\u0000' }],
      ] as const) {
        const response = await json(admin, path, body);
        expect([path, response.status]).toEqual([path, 400]);
      }
    });

    it('saves valid settings, records who changed what with before and after, and applies them at once', async () => {
      const saved = await inertia(admin, '/admin/settings', VALID);
      expect(saved.status).toBe(303);
      const props = await pageProps(admin, '/admin/settings');
      expect(props.values).toMatchObject({
        notificationRecipients: ['team@clearline.test', 'sales@clearline.test'],
        bookingUrl: VALID.bookingUrl,
        analyticsRetentionDays: 400,
        leaderboardMinResponses: 3,
        // The VAT number is stored as invoices print it: prefix and digits, no spaces.
        sellerVatNumber: 'GB123456789',
        vatRate: 20,
      });
      expect(props.savedBy.bookingUrl.updatedBy).toBe(admin.email);
      const [entry] = await sql<{
        actor_email: string;
        before: Record<string, unknown>;
        after: Record<string, unknown>;
      }>(
        app,
        "SELECT actor_email, before, after FROM admin_audit_log WHERE action = 'settings.updated' ORDER BY id DESC LIMIT 1",
      );
      expect(entry.actor_email).toBe(admin.email);
      expect(entry.after).toMatchObject({ bookingUrl: VALID.bookingUrl, leaderboardMinResponses: 3 });
      expect(entry.before).toHaveProperty('bookingUrl', 'https://cal.com/');
      // /book follows the booking URL without a restart; the leaderboard uses the new minimum.
      const book = await (await app.visitor()).agent.get('/book?utm_source=newsletter');
      expect(book.status).toBe(302);
      expect(book.headers.location).toBe('https://cal.example/clearline/intro?utm_source=newsletter');
      expect((await pageProps(await app.visitor(), '/leaderboard')).minimum).toBe(3);
    });

    it('says nothing changed when nothing did, and records nothing', async () => {
      const count = async () =>
        (await sql<{ n: number }>(app, 'SELECT count(*)::int AS n FROM admin_audit_log'))[0].n;
      const before = await count();
      const props =
        (await inertia(admin, '/admin/settings', VALID), await pageProps(admin, '/admin/settings'));
      expect(props.values.bookingUrl).toBe(VALID.bookingUrl);
      expect(await count()).toBe(before);
    });

    it('rotates the error-log token: pages get the new one, the old one still works for a day, others are refused', async () => {
      const token = async () => (await pageProps(await app.visitor(), '/contact')).errorLogToken as string;
      await inertia(admin, '/admin/settings/error-log-token', {});
      const old = await token();
      expect(old).toMatch(/^[\w-]{20,}$/);
      await inertia(admin, '/admin/settings/error-log-token', {});
      const fresh = await token();
      expect(fresh).not.toBe(old);
      const report = (value?: string) => {
        const request = (app.app.getHttpServer() && app.visitor()).then((visitor) =>
          visitor.agent
            .post('/api/log-error')
            .set('X-Forwarded-For', newAddress())
            .set('Content-Type', 'application/json')
            .set(value ? { 'x-error-log-token': value } : {})
            .send({
              error_type: 'TypeError',
              message: 'token check',
              severity: 'error',
              url: 'http://localhost/',
            }),
        );
        return request.then((response) => response.status);
      };
      expect(await report(fresh)).toBe(202);
      expect(await report(old)).toBe(202);
      expect(await report('not-the-token')).toBe(401);
      expect(await report()).toBe(401);
      const [entry] = await sql<{ summary: string }>(
        app,
        "SELECT summary FROM admin_audit_log WHERE action = 'error_log_token.rotated' ORDER BY id DESC LIMIT 1",
      );
      expect(entry.summary).toMatch(/Rotated/);
      expect(
        JSON.stringify(await sql(app, 'SELECT before, after, summary FROM admin_audit_log')),
      ).not.toContain(fresh);
    });
  });

  describe('redirects', () => {
    const redirect = (overrides: Record<string, unknown> = {}) => ({
      path: '/webinar',
      target: '/services/workshops',
      status: '302',
      note: 'Autumn webinar',
      ...overrides,
    });

    it.each([
      [{ target: 'javascript:alert(1)' }, 'target'],
      [{ target: '//evil.example' }, 'target'],
      [{ target: 'http://plain.example' }, 'target'],
      [{ target: '/webinar' }, 'target'],
      [{ path: 'webinar' }, 'path'],
      [{ path: '/Webinar' }, 'path'],
      [{ path: '/webinar/' }, 'path'],
      [{ path: `/${'a'.repeat(300)}` }, 'path'],
      [{ status: '307' }, 'status'],
      [{ path: ['/a'] }, 'path'],
      [{ path: '/book' }, 'path'],
    ])('refuses %j with a message on %s', async (overrides, field) => {
      const response = await json(admin, '/admin/settings/redirects', redirect(overrides));
      expect(response.status).toBe(422);
      expect(response.body.errors).toHaveProperty(field);
    });

    it('adds, edits, switches off and on again, each at once and each audited', async () => {
      const visitor = await app.visitor();
      expect((await inertia(admin, '/admin/settings/redirects', redirect())).status).toBe(303);
      expect((await visitor.agent.get('/webinar')).headers.location).toBe('/services/workshops');
      const [{ id }] = await sql<{ id: string }>(app, "SELECT id FROM redirects WHERE path = '/webinar'");
      await inertia(
        admin,
        `/admin/settings/redirects/${id}`,
        redirect({ target: 'https://events.example/autumn' }),
      );
      expect((await visitor.agent.get('/webinar')).headers.location).toBe('https://events.example/autumn');
      await inertia(
        admin,
        `/admin/settings/redirects/${id}`,
        redirect({ target: 'https://events.example/autumn', enabled: 'false' }),
      );
      expect((await visitor.agent.get('/webinar')).status).toBe(404);
      await inertia(
        admin,
        `/admin/settings/redirects/${id}`,
        redirect({ target: 'https://events.example/autumn', enabled: 'true' }),
      );
      expect((await visitor.agent.get('/webinar')).status).toBe(302);
      const actions = await sql<{ action: string; before: { target?: string } | null }>(
        app,
        'SELECT action, before FROM admin_audit_log WHERE target_id = $1 ORDER BY id',
        [id],
      );
      expect(actions.map((row) => row.action)).toEqual([
        'redirect.created',
        'redirect.updated',
        'redirect.disabled',
        'redirect.enabled',
      ]);
      expect(actions[1].before?.target).toBe('/services/workshops');
    });

    it('answers 404 for an edit of a redirect that does not exist, or a malformed id', async () => {
      expect(
        (
          await json(
            admin,
            '/admin/settings/redirects/6f1c1c1e-0000-4000-8000-000000000001',
            redirect({ path: '/nope' }),
          )
        ).status,
      ).toBe(404);
      expect((await json(admin, '/admin/settings/redirects/not-a-uuid', redirect())).status).toBe(404);
    });
  });

  describe('team', () => {
    it('invites an admin, who confirms, chooses a password and signs in', async () => {
      const email = uniqueEmail('new-admin');
      expect(
        (await inertia(admin, '/admin/team/invite', { email: `  ${email.toUpperCase()} ` })).status,
      ).toBe(303);
      const team = await pageProps(admin, '/admin/team');
      expect(team.members).toEqual(
        expect.arrayContaining([expect.objectContaining({ email, state: 'invited', twoFactor: false })]),
      );
      const mail = await lastEmailTo(app, email);
      expect(mail?.subject).toMatch(/invited/i);
      const invited = await app.visitor();
      const landed = await useEmailLink(invited, mail!.path!);
      expect(landed.headers.location).toBe('/confirm');
      expect((await pageProps(invited, '/confirm')).needsPassword).toBe(true);
      await formPost(invited, '/reset-password', { password: PASSWORD, password_confirmation: PASSWORD });
      expect((await pageProps(invited, '/confirm')).needsPassword).toBe(false);
      await signInAdmin(app, email);
      const after = await pageProps(admin, '/admin/team');
      expect(after.members).toEqual(
        expect.arrayContaining([expect.objectContaining({ email, state: 'active' })]),
      );
      const [entry] = await sql<{ action: string; actor_email: string }>(
        app,
        "SELECT action, actor_email FROM admin_audit_log WHERE action = 'admin.invited' AND target_id = $1",
        [email],
      );
      expect(entry.actor_email).toBe(admin.email);
    });

    it('records nothing for an invitation it refuses (already an admin)', async () => {
      const [{ n: before }] = await sql<{ n: number }>(app, 'SELECT count(*)::int AS n FROM admin_audit_log');
      expect((await inertia(admin, '/admin/team/invite', { email: admin.email })).status).toBe(303);
      expect((await pageProps(admin, '/admin/team')).flash.toasts[0].title).toMatch(/already an admin/);
      const [{ n: after }] = await sql<{ n: number }>(app, 'SELECT count(*)::int AS n FROM admin_audit_log');
      expect(after).toBe(before);
    });

    it('refuses an address that is not one, with a field message', async () => {
      for (const email of ['not-an-address', '', 'a'.repeat(250) + '@x.io', ['x@y.io']])
        expect((await json(admin, '/admin/team/invite', { email })).status).toBe(422);
    });

    it('never revokes the last admin who can sign in, nor oneself; revokes another and ends their sessions', async () => {
      const [{ n }] = await sql<{ n: number }>(
        app,
        "SELECT count(*)::int AS n FROM auth_users WHERE role = 'admin' AND password_hash IS NOT NULL",
      );
      expect(n).toBeGreaterThan(1);
      const me = (await pageProps(admin, '/admin/team')).currentUserId as string;
      await inertia(admin, `/admin/team/${me}/revoke`, {});
      expect((await sql(app, "SELECT 1 FROM auth_users WHERE id = $1 AND role = 'admin'", [me])).length).toBe(
        1,
      );

      const other = await adminVisitor(app);
      const [{ id: otherId }] = await sql<{ id: string }>(app, 'SELECT id FROM auth_users WHERE email = $1', [
        other.email,
      ]);
      expect((await inertia(admin, `/admin/team/${otherId}/revoke`, {})).status).toBe(303);
      expect((await other.agent.get('/admin')).status).toBe(302);
      expect((await sql(app, 'SELECT role FROM auth_users WHERE id = $1', [otherId]))[0]).toEqual({
        role: 'client',
      });

      // Two admins left revoke each other at the same moment: the rows are locked, so one wins and
      // the other is refused as the last admin; never both.
      const last = await adminVisitor(app);
      const [{ id: lastId }] = await sql<{ id: string }>(app, 'SELECT id FROM auth_users WHERE email = $1', [
        last.email,
      ]);
      await sql(app, "UPDATE auth_users SET role = 'client' WHERE role = 'admin' AND id NOT IN ($1, $2)", [
        me,
        lastId,
      ]);
      await Promise.all([
        inertia(admin, `/admin/team/${lastId}/revoke`, {}),
        inertia(last, `/admin/team/${me}/revoke`, {}),
      ]);
      const remaining = await sql<{ id: string }>(
        app,
        "SELECT id FROM auth_users WHERE role = 'admin' AND password_hash IS NOT NULL",
      );
      expect(remaining).toHaveLength(1);
      const loser = remaining[0].id === me ? last : admin;
      // The other one was revoked: its sessions ended, so the back office sends it to sign in.
      const afterwards = await loser.agent.get('/admin');
      expect(afterwards.status).toBe(302);
      expect(afterwards.headers.location).toMatch(/^\/admin-login/);
      const [refusal] = await sql<{ n: number }>(
        app,
        "SELECT count(*)::int AS n FROM admin_audit_log WHERE action = 'admin.revoked' AND target_id IN ($1, $2)",
        [me, lastId],
      );
      expect(refusal.n).toBe(1);
      // Restore a second admin for the tests that follow, signed in again if the race ended our admin's sessions.
      await sql(app, "UPDATE auth_users SET role = 'admin' WHERE id IN ($1, $2)", [me, lastId]);
      if (loser === admin) admin = { ...(await signInAdmin(app, admin.email)), email: admin.email };
    });

    it('with "require two-step verification" on, sends an admin without an authenticator to set one up', async () => {
      const settings = await pageProps(admin, '/admin/settings');
      await inertia(admin, '/admin/settings', {
        ...settings.values,
        notificationRecipients: settings.values.notificationRecipients.join('\n'),
        requireAdminTotp: true,
      });
      const response = await admin.agent.get('/admin/contact-submissions');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/account/security?required=totp');
      expect((await pageProps(admin, '/account/security?required=totp')).totpRequired).toBe(true);
      // With a verified authenticator, at aal2, the back office opens.
      const { user, secret } = await userWithTotp(app, 'admin');
      expect((await (await signInAdmin(app, user.email, secret)).agent.get('/admin')).status).toBe(200);
      await sql(app, "DELETE FROM site_settings WHERE key = 'requireAdminTotp'");
      await app.app.get(SiteSettings).reload();
      expect((await admin.agent.get('/admin')).status).toBe(200);
    });
  });

  describe('audit trail and exports', () => {
    it('lists entries filtered by action and admin, and keeps the filters in the URL', async () => {
      const props = await pageProps(
        admin,
        `/admin/audit?filter[action]=redirect.created&filter[actor]=${encodeURIComponent(admin.email)}`,
      );
      expect(props.table.total).toBeGreaterThan(0);
      expect(
        props.table.rows.every(
          (row: { action: string; actorEmail: string }) =>
            row.action === 'redirect.created' && row.actorEmail === admin.email,
        ),
      ).toBe(true);
      expect(props.table.query.filters).toEqual({ action: 'redirect.created', actor: admin.email });
      expect(props.csvUrl).toContain('filter%5Baction%5D=redirect.created');
      const detail = await pageProps(admin, `/admin/audit/${props.table.rows[0].id}`);
      expect(detail.event.after).toMatchObject({ path: '/webinar' });
      expect((await admin.agent.get('/admin/audit/99999999999')).status).toBe(404);
      expect((await admin.agent.get('/admin/audit/not-a-number')).status).toBe(404);
    });

    it('streams a CSV of every filtered row, in batches, and records the export', async () => {
      await sql(
        app,
        `INSERT INTO admin_audit_log (actor_email, action, summary)
         SELECT 'bulk@clearline.test', 'bulk.test', 'Bulk row ' || n FROM generate_series(1, 1203) n`,
      );
      const response = await admin.agent.get('/admin/audit?format=csv&filter[action]=bulk.test');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['transfer-encoding']).toBe('chunked');
      const lines = response.text.trim().split('\r\n');
      expect(lines[0]).toBe('Time,Admin,Action,Summary,Record type,Record,Before,After,IP address');
      expect(lines).toHaveLength(1204);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[3])).size).toBe(1203);
      const [entry] = await sql<{ action: string; summary: string; after: Record<string, string> }>(
        app,
        "SELECT action, summary, after FROM admin_audit_log WHERE action = 'export.downloaded' ORDER BY id DESC LIMIT 1",
      );
      expect(entry.summary).toBe('Downloaded CSV from /admin/audit');
      expect(entry.after).toEqual({ 'filter[action]': 'bulk.test' });
    });

    it('records a status change of a lead with its status before and after', async () => {
      const email = await sendContact();
      const [{ id }] = await sql<{ id: string }>(app, 'SELECT id FROM contact_submissions WHERE email = $1', [
        email,
      ]);
      await inertia(admin, `/admin/contact-submissions/${id}`, { status: 'replied', notes: 'Called back' });
      const [entry] = await sql<{ action: string; target_id: string; after: Record<string, unknown> }>(
        app,
        'SELECT action, target_id, after FROM admin_audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1',
        [id],
      );
      expect(entry.after).toMatchObject({ status: 'replied', notes: 'Called back' });
    });
  });

  describe('data rights', () => {
    const person = 'Erin.Example@Clearline.test';
    let moverId: string;
    const email = person.toLowerCase();

    beforeAll(async () => {
      await sendContact({
        email: person,
        name: 'Erin Example',
        message: 'Please call Erin Example about our CRM.',
      });
      await json(await app.visitor(), '/newsletter', {
        email,
        consent: true,
        homepage: '',
        form_token: app.app.get(FormTokens).issue(Date.now() - 10_000),
        source_path: '/',
      });
      await sql(
        app,
        `INSERT INTO assessment_responses (bank_version, status, name, email, answers, overall_score, crm, submitted_at)
         VALUES (1, 'submitted', 'Erin Example', $1, '{"company": "Erin Co", "team_size": "11-50"}', 64, 'hubspot', now())`,
        [email],
      );
      await sql(
        app,
        `INSERT INTO lead_audits (answers, score, grade, view_token_hash, owner_token_hash, email)
         VALUES ('{}', 70, 'B', md5(random()::text), md5(random()::text), $1)`,
        [email],
      );
      const [group] = await sql<{ id: string }>(
        app,
        `INSERT INTO error_log_groups (fingerprint, error_type, message, severity, source)
         VALUES ('fp-erin', 'Error', $1, 'error', 'client') RETURNING id`,
        [`Checkout failed for ${email}`],
      );
      await sql(app, 'INSERT INTO error_log_reports (group_id, payload) VALUES ($1, $2)', [
        group.id,
        JSON.stringify({ message: `Checkout failed for ${email}` }),
      ]);
      const [template] = await sql<{ id: string }>(app, 'SELECT id FROM agreement_templates LIMIT 1');
      for (const title of ['Signed engagement', 'Unsigned offer']) {
        const created = await json(admin, '/sign/create', {
          templateId: template.id,
          title,
          variables: {
            client_name: 'Erin Example',
            company: 'Erin Co',
            scope: 'Audit.',
            start_date: '2027-01-11',
            fee: '1500',
          },
          signerName: 'Erin Example',
          signerEmail: email,
          payOnSigning: false,
          taxTreatment: 'none',
          currency: 'EUR',
          password: '',
          expiresOn: '',
          requireCode: false,
          send: false,
        });
        expect(created.status).toBe(303);
      }
      await sql(
        app,
        "UPDATE agreements SET status = 'signed', signed_at = now() WHERE title = 'Signed engagement' AND signer_email = $1",
        [email],
      );
      // An email not sent yet, with the report attached; someone else's account asked to move to this address.
      await sql(
        app,
        `INSERT INTO mail_outbox (to_address, subject, html, text, template, status, attachments)
         VALUES ($1, 'Your CRM health report', '<p>Erin Co</p>', 'Erin Co', 'assessment/report', 'queued',
                 '[{"filename": "Erin Co report.pdf", "contentType": "application/pdf", "contentBase64": "JVBERi0="}]')`,
        [email],
      );
      const mover = await createUser(app);
      await sql(app, 'UPDATE auth_users SET pending_email = $2 WHERE id = $1', [mover.id, email]);
      moverId = mover.id;
    });

    it('finds everything stored about an address, whatever its case', async () => {
      const props = await pageProps(admin, `/admin/data-rights?email=${encodeURIComponent(` ${person} `)}`);
      expect(props.email).toBe(email);
      const counts = Object.fromEntries(
        (props.found as Array<{ source: string; count: number }>).map((group) => [group.source, group.count]),
      );
      expect(counts).toMatchObject({
        contact_submissions: 1,
        newsletter_subscribers: 1,
        assessment_responses: 1,
        lead_audits: 1,
        agreements_signed: 1,
        agreements_unsigned: 1,
        error_log_reports: 1,
      });
      expect(counts.mail_outbox).toBeGreaterThan(0);
      const kept = props.found.find((group: { source: string }) => group.source === 'agreements_signed');
      expect(kept.keptBecause).toMatch(/contract/);
    });

    it('refuses a lookup that is not an address, without a 500', async () => {
      for (const value of ['not-an-address', 'a'.repeat(300) + '@x.io']) {
        const props = await pageProps(admin, `/admin/data-rights?email=${encodeURIComponent(value)}`);
        expect(props.error).toMatch(/email address/);
        expect(props.found).toBeNull();
      }
      expect((await admin.agent.get('/admin/data-rights?email[]=x')).status).toBe(200);
      expect((await admin.agent.get('/admin/data-rights/export?email=nope')).status).toBe(303);
    });

    it('exports one JSON file with every record, and records the export', async () => {
      const response = await admin.agent.get(`/admin/data-rights/export?email=${encodeURIComponent(email)}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}-[0-9a-f]{16}\.json"$/,
      );
      const document = JSON.parse(response.text);
      expect(document.subject).toBe(email);
      expect(Object.keys(document.records)).toEqual(
        expect.arrayContaining([
          'contact_submissions',
          'assessment_responses',
          'agreements_signed',
          'agreements_unsigned',
          'lead_audits',
        ]),
      );
      expect(document.records.contact_submissions.records[0].message).toContain('Erin Example');
      expect(
        await sql(
          app,
          "SELECT 1 FROM admin_audit_log WHERE action = 'personal_data.exported' AND target_id = $1",
          [email],
        ),
      ).toHaveLength(1);
    });

    it('refuses an erasure whose confirmation does not match, and erases nothing', async () => {
      const response = await json(admin, '/admin/data-rights/erase', { email, confirm: 'someone@else.test' });
      expect(response.status).toBe(422);
      expect(response.body.errors.confirm).toMatch(/same email/);
      expect(
        await sql(app, 'SELECT 1 FROM contact_submissions WHERE lower(email) = $1', [email]),
      ).toHaveLength(1);
    });

    it('erases: the address is found nowhere afterwards except in the signed agreement, and the totals still add up', async () => {
      const [{ before }] = await sql<{ before: number }>(
        app,
        'SELECT count(*)::int AS before FROM contact_submissions',
      );
      const response = await inertia(admin, '/admin/data-rights/erase', {
        email: ` ${person}`,
        confirm: email,
      });
      expect(response.status).toBe(303);
      const tables = await sql<{ table_name: string }>(
        app,
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      );
      const holding: string[] = [];
      for (const { table_name: table } of tables) {
        const [{ n }] = await sql<{ n: number }>(
          app,
          `SELECT count(*)::int AS n FROM "${table}" t WHERE lower(t::text) LIKE $1`,
          [`%${email}%`],
        );
        if (n > 0) holding.push(`${table}:${n}`);
      }
      expect(holding.sort()).toEqual(['agreements:1']);
      // The queued email is kept but never sent, its attachment gone; the other account keeps its own address.
      expect(
        await sql(
          app,
          "SELECT status, attachments FROM mail_outbox WHERE template = 'assessment/report' AND subject LIKE '(content erased%'",
        ),
      ).toEqual([{ status: 'stored', attachments: [] }]);
      const [mover] = await sql<{ email: string; pending_email: string | null; has_password: boolean }>(
        app,
        'SELECT email, pending_email, password_hash IS NOT NULL AS has_password FROM auth_users WHERE id = $1',
        [moverId],
      );
      expect(mover).toMatchObject({ pending_email: null, has_password: true });
      expect(mover.email).not.toContain('erased');
      // Trail entries that named the person keep who and when, not the record's contents.
      expect(
        await sql(
          app,
          "SELECT 1 FROM admin_audit_log WHERE target_id LIKE 'erased-%' AND (before IS NOT NULL OR (after IS NOT NULL AND action <> 'personal_data.erased'))",
        ),
      ).toEqual([]);
      const [signed] = await sql<{ title: string; signer_name: string }>(
        app,
        'SELECT title, signer_name FROM agreements WHERE lower(signer_email) = $1',
        [email],
      );
      expect(signed).toEqual({ title: 'Signed engagement', signer_name: 'Erin Example' });
      // Aggregates survive: the rows are still there, anonymised.
      expect((await sql<{ n: number }>(app, 'SELECT count(*)::int AS n FROM contact_submissions'))[0].n).toBe(
        before,
      );
      const [response2] = await sql<{
        overall_score: number;
        name: string | null;
        answers: Record<string, string>;
      }>(
        app,
        "SELECT overall_score, name, answers FROM assessment_responses WHERE crm = 'hubspot' AND overall_score = 64",
      );
      expect(response2).toEqual({ overall_score: 64, name: null, answers: { team_size: '11-50' } });
      expect(JSON.stringify(await sql(app, 'SELECT * FROM contact_submissions'))).not.toContain(
        'Erin Example',
      );
      const [entry] = await sql<{ summary: string; after: Array<{ outcome: string; source: string }> }>(
        app,
        "SELECT summary, after FROM admin_audit_log WHERE action = 'personal_data.erased'",
      );
      expect(entry.summary).toMatch(/^Erased the personal data of erased-[0-9a-f]{16}@clearline\.test$/);
      expect(entry.after).toEqual(
        expect.arrayContaining([expect.objectContaining({ source: 'agreements_signed', outcome: 'kept' })]),
      );
      const after = await pageProps(admin, `/admin/data-rights?email=${encodeURIComponent(email)}`);
      expect(after.flash.toasts[0].description).toMatch(/signed agreements kept/);
    });
  });

  describe('dashboard', () => {
    it('counts a contact submitted a moment ago, lists what waits, and shows unread counts beside the links', async () => {
      const before = await pageProps(admin, '/admin');
      const contacts = (props: Record<string, unknown>) =>
        (props.metrics as Array<{ key: string; values: { today: number; month: number } }>).find(
          (metric) => metric.key === 'contacts',
        )!.values;
      const email = await sendContact({ name: 'Just Now' });
      const after = await pageProps(admin, '/admin');
      expect(contacts(after).today).toBe(contacts(before).today + 1);
      expect(contacts(after).month).toBe(contacts(before).month + 1);
      expect(after.adminUnread['/admin/contact-submissions']).toBe(
        before.adminUnread['/admin/contact-submissions'] + 1,
      );
      expect(after.trend.days).toHaveLength(30);
      expect(after.trend.series.map((line: { key: string }) => line.key)).toEqual([
        'leads',
        'assessments',
        'visitors',
      ]);
      // Today is the last day, with one count per series; the contact is in its leads.
      const lastDay = (props: Record<string, unknown>) =>
        (props.trend as { days: Array<Record<string, string | number>> }).days[29];
      expect(Object.keys(lastDay(after))).toEqual(['day', 'leads', 'assessments', 'visitors']);
      expect(lastDay(after).day).toBe(new Date().toISOString().slice(0, 10));
      expect(lastDay(after).leads).toBe(Number(lastDay(before).leads) + 1);

      // Unanswered for a day: it joins the attention list, linking to the record.
      await sql(
        app,
        "UPDATE contact_submissions SET created_at = now() - interval '25 hours' WHERE email = $1",
        [email],
      );
      const [{ id }] = await sql<{ id: string }>(app, 'SELECT id FROM contact_submissions WHERE email = $1', [
        email,
      ]);
      const waiting = await pageProps(admin, '/admin');
      expect(waiting.attention).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'unanswered_contact', href: `/admin/contact-submissions/${id}` }),
        ]),
      );
    });

    it('sends the phone menu closed and empty, the sidebar with every link (issue 40)', async () => {
      const html = (await admin.agent.get('/admin').set('Accept', 'text/html').expect(200)).text;
      expect(/<div id="admin-menu" hidden=""[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1]).toBe('');
      expect(html.match(/href="\/admin\/test-email"/g)).toHaveLength(1);
    });

    it('sends the trend chart as its labelled box only: Recharts draws it in the browser (issue 40)', async () => {
      const html = (await admin.agent.get('/admin').set('Accept', 'text/html').expect(200)).text;
      const chartBox = /<div class="h-72" role="img" aria-label="Daily [^"]*"><\/div>/;
      expect(html).toMatch(chartBox);
      expect(html).not.toContain('recharts-');
    });

    it('lists a failed email, a stalled agreement, an unpaid invoice and a new critical error', async () => {
      await sql(
        app,
        "INSERT INTO mail_outbox (to_address, subject, html, text, template, status, last_error) VALUES ('x@y.test', 'Welcome', '', '', 't', 'failed', 'mailbox full')",
      );
      await sql(
        app,
        "UPDATE agreements SET status = 'viewed', sent_at = now() - interval '5 days', viewed_at = now() - interval '4 days' WHERE title = 'Unsigned offer'",
      );
      await sql(
        app,
        "INSERT INTO error_log_groups (fingerprint, error_type, message, severity, source) VALUES ('fp-crit', 'RangeError', 'boom', 'critical', 'server')",
      );
      const [agreement] = await sql<{ id: string }>(
        app,
        "SELECT id FROM agreements WHERE title = 'Unsigned offer'",
      );
      await sql(
        app,
        "INSERT INTO payments (agreement_id, provider, amount_minor, currency, invoice_number) VALUES ($1, 'invoice', 150000, 'eur', 1001)",
        [agreement.id],
      );
      const kinds = (await pageProps(admin, '/admin')).attention.map((item: { kind: string }) => item.kind);
      expect(kinds).toEqual(
        expect.arrayContaining(['failed_email', 'unsigned_agreement', 'critical_error', 'payment_awaiting']),
      );
    });
  });

  describeWithRedis('on two instances', () => {
    let other: TestApp;
    let first: TestApp;

    beforeAll(async () => {
      first = await startTestApp({ env: { DATABASE_URL: database.url }, useRedis: true });
      other = await startTestApp({ env: { DATABASE_URL: database.url }, useRedis: true });
    });
    afterAll(async () => {
      await first.close();
      await other.close();
    });

    it('a setting saved on one applies on the other at once, cached pages included', async () => {
      const get = (path: string) => request(other.app.getHttpServer()).get(path);
      // Stored once compressed (off the event loop): served from the cache soon after the first visit.
      expect(await until(async () => (await get('/')).headers['x-cache'] === 'HIT')).toBe(true);
      const target = `https://cal.example/instance-${Date.now()}`;
      const editor = await adminVisitor(first);
      const values = (await pageProps(editor, '/admin/settings')).values;
      const started = Date.now();
      await inertia(editor, '/admin/settings', {
        ...values,
        notificationRecipients: values.notificationRecipients.join('\n'),
        bookingUrl: target,
      });
      // Well inside the 30 s re-read: the change arrives through Redis.
      expect(await until(async () => (await get('/book')).headers.location === target)).toBe(true);
      expect(await until(async () => (await get('/')).text.includes(target))).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
});
