import { loadSiteContent } from '@modules/content';
import { SECTION_IDS } from '@shared/assessment/model';
import { answersFor } from '../support/assessment-answers';
import {
  adminVisitor,
  createUser,
  PASSWORD,
  sql,
  totpCode,
  uniqueEmail,
  userWithTotp,
} from '../support/auth-helpers';
import { ROUTE_WALK_TIMEOUT, appRoutes } from '../support/routes';
import {
  cookieValue,
  currentCsrf,
  describeWithDatabase,
  formPost,
  pageProps,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

type Role = 'anonymous' | 'clientA' | 'clientB' | 'adminAal1' | 'adminAal2';
const ROLES: Role[] = ['anonymous', 'clientA', 'clientB', 'adminAal1', 'adminAal2'];

let octet = 0;
const newIp = () => `192.0.2.${(octet = (octet % 250) + 1)}`;
const post = (visitor: Visitor, path: string, body: object) =>
  formPost(visitor, path, body).set('X-Inertia', 'true').set('X-Forwarded-For', newIp());

/**
 * Issue #22, point 4: who can read what, as a matrix over every GET route with an identifier (from
 * the router) and five roles. Client A took an assessment and was sent an agreement; client B is
 * another client; the admin has an authenticator and is seen before (aal1) and after (aal2) the code.
 */
describeWithDatabase('access matrix (issue #22)', () => {
  let app: TestApp;
  const as = {} as Record<Role, Visitor>;
  let reportId: string;
  let agreementId: string;
  let documentId: string;

  beforeAll(async () => {
    app = await startTestApp();
    const emailA = uniqueEmail('client-a');
    // Client A's assessment, submitted in A's browser, then A signs in on another device.
    const respondent = await app.visitor();
    const started = await post(respondent, '/assessment/start', {});
    reportId = cookieValue(started.headers['set-cookie'], 'crm_assessment')!.split('.')[0];
    for (const step of SECTION_IDS.slice(0, -1))
      await post(respondent, `/assessment/${step}`, { answers: answersFor(step), direction: 'next' });
    const submit = await post(respondent, '/assessment/submit', {
      answers: answersFor('revenue-priorities'),
      name: 'Client A',
      email: emailA,
      consent: true,
    });
    expect(submit.status).toBe(303);
    await createUser(app, { email: emailA });
    as.clientA = await app.visitor();
    await formPost(as.clientA, '/login', { email: emailA, password: PASSWORD }).set(
      'X-Forwarded-For',
      newIp(),
    );
    const clientB = await createUser(app);
    as.clientB = await app.visitor();
    await formPost(as.clientB, '/login', { email: clientB.email, password: PASSWORD }).set(
      'X-Forwarded-For',
      newIp(),
    );
    as.anonymous = await app.visitor();

    const { user, secret } = await userWithTotp(app, 'admin');
    as.adminAal1 = await app.visitor();
    await formPost(as.adminAal1, '/admin-login', { email: user.email, password: PASSWORD }).set(
      'X-Forwarded-For',
      newIp(),
    );
    as.adminAal2 = await app.visitor();
    await formPost(as.adminAal2, '/admin-login', { email: user.email, password: PASSWORD }).set(
      'X-Forwarded-For',
      newIp(),
    );
    const verified = await formPost(as.adminAal2, '/admin-login/code', { code: totpCode(secret, 1) });
    expect(verified.headers.location).toBe('/admin');

    // An agreement for client A, with an access password.
    const creator = await adminVisitor(app);
    const [template] = await sql<{ id: string }>(app, 'SELECT id FROM agreement_templates LIMIT 1');
    const created = await formPost(creator, '/sign/create', {
      templateId: template.id,
      title: 'CRM advisory engagement',
      variables: {
        client_name: 'Client A',
        company: 'A Co',
        scope: 'Audit.',
        start_date: '2027-01-11',
        fee: '1500',
      },
      signerName: 'Client A',
      signerEmail: emailA,
      payOnSigning: true,
      taxTreatment: 'none',
      currency: 'EUR',
      password: 'a long agreement password',
      expiresOn: '',
      requireCode: false,
      send: true,
    }).set('Accept', 'application/json');
    agreementId = /([0-9a-f-]{36})$/.exec(created.headers.location)![1];
    // A hand-over document for client A (issue 37).
    const published = await formPost(creator, '/admin/documents', {
      clientEmail: emailA,
      title: 'Field dictionary',
      body: '## Fields',
      note: '',
    }).set('X-Inertia', 'true');
    documentId = /([0-9a-f-]{36})$/.exec(published.headers.location)![1];
    // Client A holds the Core tier of the training area (issue 37), granted by hand.
    await formPost(creator, '/admin/training/grants', { email: emailA, tier: 'core', note: '' }).set(
      'X-Inertia',
      'true',
    );
  });
  afterAll(() => app.close());

  /** What each role gets for a resource that only its owner (by proof) and admins at aal2 may read. */
  const matrix = async (path: string) =>
    Object.fromEntries(
      await Promise.all(
        ROLES.map(async (role) => {
          const res = await as[role].agent.get(path).set('X-Forwarded-For', newIp());
          return [
            role,
            res.status === 302 || res.status === 303 ? `${res.status} ${res.headers.location}` : res.status,
          ];
        }),
      ),
    );

  it("client A's report and export: A and an admin at aal2; never client B, an anonymous visitor or an admin still owing the code", async () => {
    for (const path of [`/assessment/report/${reportId}`, `/assessment/export/${reportId}?format=csv`]) {
      expect(await matrix(path)).toEqual({
        anonymous: 404,
        clientA: 200,
        clientB: 404,
        adminAal1: 404,
        adminAal2: 200,
      });
    }
  });

  it('an agreement, its payment and its invoice open only with the signer’s proof (password) or the signer’s own verified account', async () => {
    const gate = `302 /sign/${agreementId}/password`;
    expect(await matrix(`/sign/${agreementId}`)).toEqual({
      anonymous: gate,
      // Client A is the signer, signed in with the agreement's (verified) address: that proves the same as the password.
      clientA: 200,
      clientB: gate,
      adminAal1: gate,
      adminAal2: gate,
    });
    for (const path of [
      `/sign/${agreementId}/invoice.pdf`,
      `/sign/${agreementId}/payment`,
      `/sign/${agreementId}/receipt.pdf`,
      `/sign/${agreementId}/credit-note.pdf`,
      `/sign/${agreementId}/signed.pdf`,
    ]) {
      const answers = await matrix(path);
      for (const role of ROLES.filter((role) => role !== 'clientA'))
        expect([path, role, answers[role]]).not.toEqual([path, role, 200]);
    }
  });

  it('/account: every client sees their own records only (issue 36); anonymous visitors are sent to sign in', async () => {
    expect(await matrix('/account')).toMatchObject({ anonymous: '302 /login', clientA: 200, clientB: 200 });
    const recordIds = async (visitor: Visitor) =>
      ((await pageProps(visitor, '/account')).sections as Array<{ items: Array<{ id: string }> }>).flatMap(
        (section) => section.items.map((item) => item.id),
      );
    expect(await recordIds(as.clientA)).toEqual(expect.arrayContaining([reportId, agreementId]));
    const ofB = await recordIds(as.clientB);
    expect(ofB).not.toContain(reportId);
    expect(ofB).not.toContain(agreementId);
  });

  it("client A's hand-over document: A only; another client and the admins (not its client) get 404", async () => {
    for (const path of [`/account/documents/${documentId}`, `/account/documents/${documentId}/document.pdf`])
      expect(await matrix(path)).toEqual({
        anonymous: '302 /login',
        clientA: 200,
        clientB: 404,
        adminAal1: 404,
        adminAal2: 404,
      });
    expect(await matrix(`/admin/documents/${documentId}`)).toEqual({
      anonymous: '302 /admin-login',
      clientA: 403,
      clientB: 403,
      adminAal1: '302 /admin-login',
      adminAal2: 200,
    });
  });

  it('training (issue 37): the first lesson for anyone; the rest, the summary and certificates for a holder of the tier and admins at aal2', async () => {
    const core = loadSiteContent('content').courses.find((course) => course.tier === 'core')!;
    expect(await matrix(core.lessons[0].path)).toEqual({
      anonymous: 200,
      clientA: 200,
      clientB: 200,
      adminAal1: 200,
      adminAal2: 200,
    });
    expect(await matrix(core.lessons[1].path)).toEqual({
      anonymous: 403,
      clientA: 200,
      clientB: 403,
      adminAal1: 403,
      adminAal2: 200,
    });
    expect(await matrix(`${core.path}/summary`)).toEqual({
      anonymous: '302 /login',
      clientA: 200,
      clientB: 403,
      adminAal1: 403,
      adminAal2: 200,
    });
    // Nobody has completed the course: no certificate for anyone, and never another learner's.
    expect(await matrix(`${core.path}/certificate.pdf`)).toEqual({
      anonymous: '302 /login',
      clientA: 404,
      clientB: 404,
      adminAal1: 404,
      adminAal2: 404,
    });
    for (const path of [`/admin/training/${core.slug}`, `/admin/training/${core.slug}/learners.csv`])
      expect(await matrix(path)).toEqual({
        anonymous: '302 /admin-login',
        clientA: 403,
        clientB: 403,
        adminAal1: '302 /admin-login',
        adminAal2: 200,
      });
  });

  it("client A's signed-in devices: listed to A only; nobody else can sign one of them out", async () => {
    const { devices } = await pageProps(as.clientA, '/account/security');
    const session = (devices as Array<{ id: string; current: boolean }>).find((device) => device.current)!.id;
    expect(
      ((await pageProps(as.clientB, '/account/security')).devices as Array<{ id: string }>).map((d) => d.id),
    ).not.toContain(session);
    for (const role of ROLES.filter((role) => role !== 'clientA')) {
      const visitor = as[role];
      await visitor.agent
        .delete(`/account/security/sessions/${session}`)
        .set('X-XSRF-TOKEN', currentCsrf(visitor))
        .set('X-Inertia', 'true')
        .set('X-Forwarded-For', newIp());
    }
    expect((await as.clientA.agent.get('/account')).status).toBe(200);
  });

  it(
    'every back-office GET route from the router: only the admin at aal2',
    async () => {
      const routes = appRoutes(app)
        .filter(
          (route) =>
            route.method === 'GET' &&
            /^\/(admin|sign\/admin)(\/|$)/.test(route.path) &&
            !route.path.includes(':'),
        )
        // A download needs to know whose data: without an address it sends the admin back to the form.
        .map((route) =>
          route.path === '/admin/data-rights/export'
            ? `${route.path}?email=nobody%40example.com`
            : route.path,
        );
      expect(routes.length).toBeGreaterThan(20);
      for (const path of routes) {
        const answers = await matrix(path);
        const login = path.startsWith('/sign/') ? '/sign/admin-login' : '/admin-login';
        expect([path, answers]).toEqual([
          path,
          {
            anonymous: expect.stringMatching(new RegExp(`^302 ${login}`)),
            clientA: 403,
            clientB: 403,
            adminAal1: expect.stringMatching(new RegExp(`^302 ${login}`)),
            adminAal2: 200,
          },
        ]);
      }
    },
    ROUTE_WALK_TIMEOUT,
  );

  it('every other GET route with an identifier, from the router: a made-up identifier opens nothing for any role', async () => {
    const routes = appRoutes(app)
      .filter(
        (route) =>
          route.method === 'GET' &&
          /:[A-Za-z]+/.test(route.path) &&
          !/^\/(admin|sign\/admin)(\/|$)/.test(route.path) &&
          // Public pages named by a slug, not a secret: a CRM, a comparison, a help article, a build's metadata.
          !/^\/(crm|crm-compare|help|builds|assessment\/:step|sales-stage-generator|advanced-sales-stage-generator)\b/.test(
            route.path,
          ),
      )
      .map((route) => route.path);
    expect(routes.length).toBeGreaterThan(10);
    const opened: string[] = [];
    for (const route of routes) {
      const path = route.replace(/:[A-Za-z]+/g, '6f1c1c1e-0000-4000-8000-00000000beef');
      const answers = await matrix(path);
      for (const role of ROLES) if (answers[role] === 200) opened.push(`${role} ${route}`);
    }
    expect(opened).toEqual([]);
  });

  it('identifiers are random UUIDs, and guessing them from one address is cut off', async () => {
    const ids = await sql<{ id: string }>(
      app,
      'SELECT id FROM assessment_responses UNION ALL SELECT id FROM agreements',
    );
    for (const { id } of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const guesser = await app.visitor();
    const statuses: number[] = [];
    for (let guess = 0; guess < 310; guess += 1) {
      const id = `00000000-0000-4000-8000-${String(guess).padStart(12, '0')}`;
      statuses.push(
        (await guesser.agent.get(`/assessment/report/${id}`).set('X-Forwarded-For', '198.18.0.77')).status,
      );
    }
    expect(statuses.slice(0, 300).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(300)).toEqual(Array(10).fill(429));
    // Another address is not affected.
    expect(
      (await guesser.agent.get(`/assessment/report/${reportId}`).set('X-Forwarded-For', '198.18.0.78'))
        .status,
    ).toBe(404);
  });
});
