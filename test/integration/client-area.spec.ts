import { GoTrueClient } from '@supabase/auth-js';
import { SECTION_IDS } from '@shared/assessment/model';
import { answersFor } from '../support/assessment-answers';
import { adminVisitor, createUser, PASSWORD, sql, uniqueEmail } from '../support/auth-helpers';
import { signingHelpers } from '../support/signing-helpers';
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

/**
 * Issue 36 (first part): client accounts made on the first sign-in with an emailed code, records
 * attached by verified address only, and the client's home at /account.
 */

describeWithDatabase('client area: accounts and home (issue 36)', () => {
  let app: TestApp;
  let admin: Visitor & { email: string };
  let templateId: string;
  const {
    templateId: templateOf,
    json,
    inertiaPost,
    jobsDone,
    signTyped,
  } = signingHelpers(() => app, '203.0.113');

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
    templateId = await templateOf();
  });
  afterAll(() => app.close());

  const auth = () =>
    new GoTrueClient({
      url: app.url('/auth/v1'),
      autoRefreshToken: false,
      persistSession: false,
      storageKey: `test-${Math.random()}`,
    });
  const codeFor = async (email: string) => {
    const rows = await sql<{ text: string }>(
      app,
      "SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'auth/otp' ORDER BY created_at DESC",
      [email],
    );
    return rows.map((row) => /sign in to your CRM Advisory account: (\d{6})/.exec(row.text)?.[1] ?? null);
  };
  const accountsOf = async (email: string) =>
    sql<{ role: string; confirmed: boolean }>(
      app,
      'SELECT role, email_confirmed_at IS NOT NULL AS confirmed FROM auth_users WHERE email = $1',
      [email],
    );

  /** An agreement for `email` with an access password, signed by its signer (and sealed). */
  async function signedAgreement(email: string): Promise<string> {
    const created = await json(admin, '/sign/create', {
      templateId,
      title: `Engagement for ${email}`,
      variables: {
        client_name: 'Dana Whitfield',
        company: 'Northwind Traders',
        scope: 'Audit.',
        start_date: '2027-01-11',
        fee: '1500',
      },
      signerName: 'Dana Whitfield',
      signerEmail: email,
      payOnSigning: false,
      currency: 'EUR',
      taxTreatment: 'none',
      password: 'a long agreement password',
      requireCode: false,
      send: true,
    });
    const id = /([0-9a-f-]{36})$/.exec(created.headers.location)![1];
    const signer = await app.visitor();
    expect(
      (await json(signer, `/sign/${id}/password`, { password: 'a long agreement password' })).status,
    ).toBe(303);
    const signed = await signTyped(signer, id, 'Dana Whitfield');
    expect(signed.status).toBe(303);
    await jobsDone();
    return id;
  }

  /** Signs in through the pages: the address, then the code from the email. */
  async function signInWithCode(email: string): Promise<Visitor> {
    const visitor = await app.visitor();
    const asked = await inertiaPost(visitor, '/account/sign-in', { email });
    expect(asked.headers.location).toBe(`/account/sign-in?email=${encodeURIComponent(email)}&sent=1`);
    const [code] = await codeFor(email);
    const signedIn = await inertiaPost(visitor, '/account/sign-in/code', { email, code });
    // A full page load (the signed-in document is isolated from other windows: OPENER_POLICY).
    expect([signedIn.status, signedIn.headers['x-inertia-location']]).toEqual([
      409,
      `${app.config.appUrl}/account`,
    ]);
    return visitor;
  }

  it('sends a code only to a client, makes the account on the first verified sign-in, and never twice with one code (@supabase/auth-js)', async () => {
    const email = uniqueEmail('client');
    // Not a client yet: the same empty answer, no email, no account.
    expect((await auth().signInWithOtp({ email })).error).toBeNull();
    expect(await codeFor(email)).toEqual([]);
    await signedAgreement(email);
    // A client now, but no account until the first sign-in.
    expect((await auth().signInWithOtp({ email })).error).toBeNull();
    expect(await accountsOf(email)).toEqual([]);
    const [code] = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await auth().verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const client = auth();
    const verified = await client.verifyOtp({ email, token: code!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(await accountsOf(email)).toEqual([{ role: 'client', confirmed: true }]);
    expect((await client.getUser()).data.user?.email).toBe(email);
    // The code is spent: replaying it fails.
    expect((await auth().verifyOtp({ email, token: code!, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('signs in with the emailed link too: its page needs a click, and the link works once', async () => {
    const email = uniqueEmail('link');
    await signedAgreement(email);
    const visitor = await app.visitor();
    await inertiaPost(visitor, '/account/sign-in', { email });
    const [mail] = await sql<{ text: string }>(
      app,
      "SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'auth/otp' ORDER BY created_at DESC LIMIT 1",
      [email],
    );
    const link = /https?:\/\/[^\s]+(\/account\/sign-in\/link\?[^\s]+)/.exec(mail.text)![1];
    // Opening it (as a mail scanner would) signs nobody in and spends nothing.
    const page = await pageProps(visitor, link);
    expect([page.email, page.linkToken.length]).toEqual([email, 43]);
    expect(await accountsOf(email)).toEqual([]);
    const signedIn = await inertiaPost(visitor, '/account/sign-in/link', { email, token: page.linkToken });
    expect([signedIn.status, signedIn.headers['x-inertia-location']]).toEqual([
      409,
      `${app.config.appUrl}/account`,
    ]);
    expect(await accountsOf(email)).toEqual([{ role: 'client', confirmed: true }]);
    const again = await json(await app.visitor(), '/account/sign-in/link', { email, token: page.linkToken });
    expect([again.status, again.body.errors]).toEqual([
      422,
      { form: 'This sign-in link has expired or was used already. Ask for a new code below.' },
    ]);
  });

  it('sends nothing to an admin’s address or an unknown one, and limits how often a code is sent', async () => {
    expect((await auth().signInWithOtp({ email: admin.email })).error).toBeNull();
    expect(await codeFor(admin.email)).toEqual([]);
    const bad = await auth().signInWithOtp({ email: 'not an address' });
    expect(bad.error?.status).toBe(400);
    const email = uniqueEmail('flood');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      answers.push(
        (await formPost(await app.visitor(), '/auth/v1/otp', { email }).set('Accept', 'application/json'))
          .status,
      );
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.at(-1)).toBe(429);
  });

  it('shows a client their own records at /account, opens their protected files without the password, and nobody else’s', async () => {
    const emailA = uniqueEmail('client-a');
    const emailB = uniqueEmail('client-b');
    const agreementA = await signedAgreement(emailA);
    await signedAgreement(emailB);
    const clientA = await signInWithCode(emailA);
    const home = await pageProps(clientA, '/account');
    expect(home.verified).toBe(true);
    const agreements = home.sections.find((section: { key: string }) => section.key === 'agreements');
    expect(agreements.items).toHaveLength(1);
    expect(agreements.items[0]).toMatchObject({ id: agreementA, status: 'Signed' });
    expect(agreements.items[0].links).toContainEqual({
      label: 'Signed PDF',
      href: `/sign/${agreementA}/signed.pdf`,
      download: true,
    });
    expect(home.sections.map((section: { key: string }) => section.key)).toEqual([
      'assessments',
      'agreements',
      'payments',
      'documents',
      'training',
    ]);
    // The agreement has a password: the signer's own account passes it; client B's does not.
    const pdf = await clientA.agent.get(`/sign/${agreementA}/signed.pdf`);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const clientB = await signInWithCode(emailB);
    const homeB = await pageProps(clientB, '/account');
    const itemsB = homeB.sections.find((section: { key: string }) => section.key === 'agreements').items;
    expect(itemsB.map((item: { id: string }) => item.id)).not.toContain(agreementA);
    const refused = await clientB.agent
      .get(`/sign/${agreementA}/signed.pdf`)
      .set('Accept', 'application/json');
    expect(refused.status).toBe(403);
    expect((await clientB.agent.get(`/sign/${agreementA}`)).headers.location).toBe(
      `/sign/${agreementA}/password`,
    );
  });

  it('attaches nothing to an address that is not verified: the emailed code is what verifies it', async () => {
    const email = uniqueEmail('unverified');
    const agreement = await signedAgreement(email);
    await createUser(app, { email, confirmed: false });
    // A password account that never confirmed its address cannot open anything of that address.
    const password = await auth().signInWithPassword({ email, password: PASSWORD });
    expect(password.error?.code).toBe('email_not_confirmed');
    // The code proves the address: then the same account sees its agreement.
    const visitor = await signInWithCode(email);
    expect(await accountsOf(email)).toEqual([{ role: 'client', confirmed: true }]);
    const home = await pageProps(visitor, '/account');
    const items = home.sections.find((section: { key: string }) => section.key === 'agreements').items;
    expect(items.map((item: { id: string }) => item.id)).toEqual([agreement]);
  });

  it('lets a client download their own data and ask for erasure, which reaches the admins', async () => {
    const email = uniqueEmail('rights');
    const agreement = await signedAgreement(email);
    const client = await signInWithCode(email);
    const file = await client.agent.get('/account/my-data.json').buffer(true);
    expect([file.status, file.headers['cache-control']]).toEqual([200, 'no-store']);
    const exported = file.body as {
      subject: string;
      records: Record<string, { records: Array<{ id?: string }> }>;
    };
    expect(exported.subject).toBe(email);
    expect(exported.records.agreements_signed.records.map((row) => row.id)).toEqual([agreement]);
    expect(JSON.stringify(exported)).not.toContain('client-a-');
    const asked = await inertiaPost(client, '/account/erasure-request');
    expect([asked.status, asked.headers.location]).toEqual([303, '/account']);
    const [toAdmin] = await sql<{ subject: string }>(
      app,
      "SELECT subject FROM mail_outbox WHERE template = 'client-area/erasure-request' AND subject = $1",
      [`Erasure request: ${email}`],
    );
    expect(toAdmin).toBeDefined();
    const [receipt] = await sql<{ subject: string }>(
      app,
      "SELECT subject FROM mail_outbox WHERE to_address = $1 AND template = 'client-area/erasure-received'",
      [email],
    );
    expect(receipt.subject).toBe('We received your erasure request');
    // Nobody signed out gets either.
    const anonymous = await app.visitor();
    expect((await anonymous.agent.get('/account/my-data.json')).headers.location).toBe('/login');
  });

  it('gives admins one record per person, joining what each module knows, and refuses clients', async () => {
    const email = uniqueEmail('record');
    const agreement = await signedAgreement(email);
    const before = await pageProps(admin, `/admin/clients?email=${encodeURIComponent(email.toUpperCase())}`);
    expect([before.email, before.account]).toEqual([email, null]);
    const client = await signInWithCode(email);
    const record = await pageProps(admin, `/admin/clients?email=${encodeURIComponent(email)}`);
    expect(record.account).toMatchObject({ role: 'client', verified: true });
    const agreements = record.sections.find((section: { key: string }) => section.key === 'agreements');
    expect(agreements.items).toEqual([
      expect.objectContaining({ id: agreement, adminHref: `/sign/admin/agreements/${agreement}` }),
    ]);
    expect((await pageProps(admin, '/admin/clients?email=not-an-address')).error).toMatch(/email address/);
    expect((await client.agent.get(`/admin/clients?email=${encodeURIComponent(email)}`)).status).toBe(403);
  });

  it('joins what a person sent us (messages, the newsletter, lead audits) into their home and record, and shows none of it to others', async () => {
    const email = uniqueEmail('leads');
    const agreement = await signedAgreement(email);
    await sql(
      app,
      `INSERT INTO contact_submissions (name, email, company, crm, topic, message, consented_at, source_path)
       VALUES ('Dana Whitfield', $1, 'Northwind', 'hubspot', 'migration', 'We are moving.', now(), '/contact')`,
      [email.toUpperCase()],
    );
    await sql(
      app,
      `INSERT INTO lead_audits (answers, score, grade, view_token_hash, owner_token_hash, email)
       VALUES ('{}', 72, 'B', md5(random()::text), md5(random()::text), $1)`,
      [email],
    );
    await sql(
      app,
      `INSERT INTO newsletter_subscribers (email, status, confirmed_at, source_path) VALUES ($1, 'confirmed', now(), '/')`,
      [email],
    );
    const client = await signInWithCode(email);
    const home = await pageProps(client, '/account');
    const sectionOf = (props: typeof home, key: string) =>
      props.sections.find((section: { key: string }) => section.key === key);
    expect(home.sections.map((section: { key: string }) => section.key)).toEqual([
      'assessments',
      'agreements',
      'payments',
      'documents',
      'training',
      'messages',
      'lead-audits',
    ]);
    const messages = sectionOf(home, 'messages').items;
    expect(messages.map((item: { title: string; detail: string }) => [item.title, item.detail])).toEqual([
      ['Message to us', 'Moving to another CRM'],
      ['Newsletter', 'A monthly email about CRM work'],
    ]);
    // Our own review state stays in the back office; the signed unsubscribe link works from here.
    expect(JSON.stringify(messages)).not.toMatch(/"new"|notes/);
    const unsubscribe = messages[1].links[0].href as string;
    expect((await pageProps(await app.visitor(), unsubscribe)).subscriber).toEqual({
      email,
      status: 'confirmed',
    });
    expect(sectionOf(home, 'lead-audits').items[0].detail).toMatch(/^Score 72\/100, grade B/);

    const record = await pageProps(admin, `/admin/clients?email=${encodeURIComponent(email)}`);
    expect(sectionOf(record, 'messages').items[0].adminHref).toMatch(
      /^\/admin\/contact-submissions\/[0-9a-f-]{36}$/,
    );
    expect(sectionOf(record, 'agreements').items[0].id).toBe(agreement);

    // Another client has none of these sections: they are left out while empty.
    const other = uniqueEmail('leads-other');
    await signedAgreement(other);
    const otherHome = await pageProps(await signInWithCode(other), '/account');
    expect(sectionOf(otherHome, 'messages')).toBeUndefined();
    expect(sectionOf(otherHome, 'lead-audits')).toBeUndefined();
  });

  it('lists where a client is signed in and signs one device, or all others, out for good', async () => {
    const email = uniqueEmail('devices');
    await signedAgreement(email);
    const laptop = await signInWithCode(email);
    const phone = await signInWithCode(email);
    const tablet = await signInWithCode(email);
    const { devices } = await pageProps(laptop, '/account/security');
    expect(devices).toHaveLength(3);
    expect(devices.filter((device: { current: boolean }) => device.current)).toHaveLength(1);
    expect(devices[0].current).toBe(true);
    const phoneSession = (await pageProps(phone, '/account/security')).devices[0].id as string;

    // Another client cannot end this client's session: the id is not theirs.
    const stranger = uniqueEmail('devices-stranger');
    await signedAgreement(stranger);
    const strangerVisitor = await signInWithCode(stranger);
    const refused = await strangerVisitor.agent
      .delete(`/account/security/sessions/${phoneSession}`)
      .set('X-XSRF-TOKEN', currentCsrf(strangerVisitor))
      .set('X-Inertia', 'true');
    expect(refused.status).toBe(303);
    expect((await phone.agent.get('/account')).status).toBe(200);

    const ended = await laptop.agent
      .delete(`/account/security/sessions/${phoneSession}`)
      .set('X-XSRF-TOKEN', currentCsrf(laptop))
      .set('X-Inertia', 'true');
    expect([ended.status, ended.headers.location]).toEqual([303, '/account/security']);
    // The phone's cookie is dead at once: its next visit is a signed-out one.
    expect((await phone.agent.get('/account')).headers.location).toBe('/login');
    expect((await pageProps(laptop, '/account/security')).devices).toHaveLength(2);

    const others = await inertiaPost(laptop, '/account/security/sessions/sign-out-others');
    expect(others.status).toBe(303);
    expect((await tablet.agent.get('/account')).headers.location).toBe('/login');
    const left = (await pageProps(laptop, '/account/security')).devices;
    expect(left.map((device: { current: boolean }) => device.current)).toEqual([true]);
  });

  it('makes a client of someone who finished an assessment: the report is on their home, with its share state', async () => {
    const email = uniqueEmail('assessed');
    const respondent = await app.visitor();
    const started = await inertiaPost(respondent, '/assessment/start');
    const reportId = cookieValue(started.headers['set-cookie'], 'crm_assessment')!.split('.')[0];
    for (const step of SECTION_IDS.slice(0, -1))
      await inertiaPost(respondent, `/assessment/${step}`, { answers: answersFor(step), direction: 'next' });
    const submitted = await inertiaPost(respondent, '/assessment/submit', {
      answers: answersFor(SECTION_IDS.at(-1)!),
      name: 'Sam Reed',
      email,
      consent: true,
    });
    expect(submitted.status).toBe(303);
    await jobsDone();
    const report = await sql<{ text: string }>(
      app,
      "SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'assessment/report'",
      [email],
    );
    expect(report[0].text).toContain('/account#assessments');

    // On another device, by code: the report is theirs there too.
    const client = await signInWithCode(email);
    const item = async () =>
      (await pageProps(client, '/account')).sections.find(
        (section: { key: string }) => section.key === 'assessments',
      ).items[0];
    expect(await item()).toMatchObject({ id: reportId, links: [{ href: `/assessment/report/${reportId}` }] });
    expect((await item()).detail).not.toMatch(/shared/);
    await inertiaPost(client, `/assessment/report/${reportId}/share`);
    expect((await item()).detail).toMatch(/shared by link/);
    await inertiaPost(client, `/assessment/report/${reportId}/share/revoke`);
    expect((await item()).detail).not.toMatch(/shared/);
  });

  it('sends anonymous visitors to sign in and back', async () => {
    const visitor = await app.visitor();
    const home = await visitor.agent.get('/account');
    expect([home.status, home.headers.location]).toEqual([302, '/login']);
    expect((await pageProps(visitor, '/account/sign-in')).codeSent).toBe(false);
  });
});
