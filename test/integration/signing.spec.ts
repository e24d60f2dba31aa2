import forge from 'node-forge';
import { createHash, createPublicKey, verify as cryptoVerify } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SigningDigest } from '@modules/signing/signing-digest.processor';
import { SigningLifecycle } from '@modules/signing/signing-lifecycle.processor';
import { adminVisitor, createUser, PASSWORD, sql, uniqueEmail } from '../support/auth-helpers';
import { pdfText } from '../support/pdf-text';
import { signingHelpers } from '../support/signing-helpers';
import {
  describeWithDatabase,
  formPost,
  pageProps,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

interface CreateOptions {
  amount?: string;
  taxTreatment?: string;
  buyerVatNumber?: string;
  password?: string;
  requireCode?: boolean;
  expiresOn?: string;
  send?: boolean;
  variables?: Record<string, unknown>;
}

const VARIABLES = {
  client_name: 'Dana Whitfield',
  company: 'Northwind Traders',
  scope: 'Audit the HubSpot pipeline and **rebuild** the deal stages.',
  start_date: '2027-01-11',
  fee: '1500',
};

describeWithDatabase('signing', () => {
  let app: TestApp;
  let admin: Visitor & { email: string };
  let templateId: string;

  // Each signer action from its own documentation address, so per-IP limits bite only where meant.
  const {
    templateId: templateOf,
    json,
    inertiaPost,
    jobsDone,
    newAddress,
  } = signingHelpers(() => app, '198.51.100');

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
    templateId = await templateOf();
  });
  afterAll(() => app.close());

  async function createAgreement(options: CreateOptions = {}): Promise<{ id: string; email: string }> {
    const email = uniqueEmail('signer');
    const response = await json(admin, '/sign/create', {
      templateId,
      title: 'CRM advisory engagement',
      // The template's fee is the amount: an `amount` option fills the fee and takes it on signing.
      variables: options.variables ?? (options.amount ? { ...VARIABLES, fee: options.amount } : VARIABLES),
      signerName: 'Dana Whitfield',
      signerEmail: email,
      payOnSigning: Boolean(options.amount),
      taxTreatment: options.taxTreatment ?? 'none',
      buyerVatNumber: options.buyerVatNumber ?? '',
      currency: 'EUR',
      password: options.password ?? '',
      expiresOn: options.expiresOn ?? '',
      requireCode: options.requireCode ?? false,
      send: options.send ?? true,
    });
    if (response.status !== 303)
      throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`);
    const id = /\/sign\/admin\/agreements\/([0-9a-f-]{36})$/.exec(response.headers.location)![1];
    return { id, email };
  }

  const agreementRow = async (id: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row checked column by column
    (await sql<Record<string, any>>(app, 'SELECT * FROM agreements WHERE id = $1', [id]))[0];
  const eventTypes = async (id: string) =>
    (
      await sql<{ type: string }>(
        app,
        'SELECT type FROM agreement_events WHERE agreement_id = $1 ORDER BY id',
        [id],
      )
    ).map((row) => row.type);
  const lastMail = async (to: string) =>
    (
      await sql<{
        subject: string;
        text: string;
        attachments: Array<{ filename: string; contentBase64: string }>;
      }>(
        app,
        'SELECT subject, text, attachments FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [to],
      )
    )[0];

  /** Opens the agreement as its signer: the cover (first view), then the document page. */
  async function openAsSigner(id: string): Promise<Visitor> {
    const signer = await app.visitor();
    await pageProps(signer, `/sign/${id}/cover`);
    return signer;
  }

  const sign = (signer: Visitor, id: string, overrides: Record<string, unknown> = {}) =>
    json(signer, `/sign/${id}/sign`, {
      method: 'typed',
      name: 'Dana Whitfield',
      readConfirmed: true,
      consent: true,
      timeZone: 'Europe/London',
      ...overrides,
    });

  describe('creating and sending', () => {
    it('freezes the text with its SHA-256, emails the link (never the password), and audits both steps', async () => {
      const { id, email } = await createAgreement({ password: 'open sesame 42', amount: '1500' });
      const row = await agreementRow(id);
      expect(row.status).toBe('sent');
      expect(row.body).toContain('Northwind Traders');
      expect(row.body).toContain('€1,500.00');
      expect(row.body).toContain('\\*\\*rebuild\\*\\*'); // typed markdown stays text
      expect(row.body_sha256).toBe(createHash('sha256').update(row.body).digest('hex'));
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(Number(row.amount_minor)).toBe(150000);
      expect(await eventTypes(id)).toEqual(['created', 'sent']);
      const mail = await lastMail(email);
      expect(mail.subject).toContain('Please review and sign');
      expect(mail.text).toContain(`/sign/${id}/cover`);
      expect(mail.text).toContain(row.code);
      expect(mail.text).not.toContain('open sesame 42');
    });

    it('records the template version the agreement came from', async () => {
      const { id } = await createAgreement();
      const [version] = await sql<{ version: number }>(
        app,
        'SELECT v.version FROM agreements a JOIN agreement_template_versions v ON v.id = a.template_version_id WHERE a.id = $1',
        [id],
      );
      expect(version.version).toBeGreaterThanOrEqual(1);
    });

    it.each([
      ['a missing required variable', { variables: { ...VARIABLES, company: '' } }, 'variables.company'],
      ['a variable that is not text', { variables: { ...VARIABLES, company: ['x'] } }, 'variables.company'],
      [
        'an oversized variable',
        { variables: { ...VARIABLES, company: 'x'.repeat(301) } },
        'variables.company',
      ],
      [
        'a date that does not exist',
        { variables: { ...VARIABLES, start_date: '2027-02-31' } },
        'variables.start_date',
      ],
      ['a malformed fee', { variables: { ...VARIABLES, fee: '15,00' } }, 'variables.fee'],
      ['a negative fee', { variables: { ...VARIABLES, fee: '-5' } }, 'variables.fee'],
      ['an unknown VAT treatment', { taxTreatment: 'exempt' }, 'taxTreatment'],
      ['VAT without the seller’s VAT number', { taxTreatment: 'standard' }, 'taxTreatment'],
      ['an expiry in the past', { expiresOn: '2020-01-01' }, 'expiresOn'],
      ['a short password', { password: 'short' }, 'password'],
    ])('refuses %s with a field message (422) and writes nothing', async (_label, options, field) => {
      const before = await sql<{ count: number }>(app, 'SELECT count(*)::int AS count FROM agreements');
      const response = await json(admin, '/sign/create', {
        templateId,
        title: 'Bad',
        variables: VARIABLES,
        signerName: 'X',
        signerEmail: uniqueEmail('bad'),
        payOnSigning: false,
        taxTreatment: 'none',
        currency: 'EUR',
        password: '',
        expiresOn: '',
        requireCode: false,
        send: true,
        ...options,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toEqual(expect.any(String));
      const after = await sql<{ count: number }>(app, 'SELECT count(*)::int AS count FROM agreements');
      expect(after[0].count).toBe(before[0].count);
    });

    it('refuses NUL characters in filled-in values with a 400, creating nothing', async () => {
      const before = await sql<{ count: number }>(app, 'SELECT count(*)::int AS count FROM agreements');
      await expect(
        createAgreement({ variables: { ...VARIABLES, company: 'North\u0000wind' } }),
      ).rejects.toThrow(/400/);
      const after = await sql<{ count: number }>(app, 'SELECT count(*)::int AS count FROM agreements');
      expect(after[0].count).toBe(before[0].count);
    });

    it('keeps a draft unsent and invisible to signers until it is sent', async () => {
      const { id, email } = await createAgreement({ send: false });
      expect((await agreementRow(id)).status).toBe('draft');
      expect(await lastMail(email)).toBeUndefined();
      const stranger = await app.visitor();
      expect((await stranger.agent.get(`/sign/${id}/cover`)).status).toBe(404);
      const sent = await inertiaPost(admin, `/sign/admin/agreements/${id}/send`);
      expect(sent.status).toBe(303);
      expect((await agreementRow(id)).status).toBe('sent');
    });
  });

  describe('templates', () => {
    const template = (overrides: Record<string, unknown> = {}) => ({
      name: `Workshop ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      description: 'A one-day workshop',
      body: '# Workshop\n\nFor **{{client_name}}** on {{day}}.',
      variables: [
        { key: 'client_name', label: 'Client name', type: 'text', required: true },
        { key: 'day', label: 'Day', type: 'date', required: true },
      ],
      ...overrides,
    });

    it('keeps every version: saving adds one, and agreements keep the one they were made from', async () => {
      const created = await json(admin, '/sign/admin/templates', template());
      expect(created.status).toBe(303);
      const id = /templates\/([0-9a-f-]{36})$/.exec(created.headers.location)![1];
      const made = await json(admin, '/sign/create', {
        templateId: id,
        title: 'Workshop',
        variables: { client_name: 'Ana', day: '2027-05-04' },
        signerName: 'Ana',
        signerEmail: uniqueEmail('workshop'),
        payOnSigning: false,
        taxTreatment: 'none',
        currency: 'EUR',
        requireCode: false,
        send: false,
      });
      const agreementId = /([0-9a-f-]{36})$/.exec(made.headers.location)![1];
      const saved = await json(
        admin,
        `/sign/admin/templates/${id}`,
        template({ body: '# Workshop v2\n\nFor {{client_name}} on {{day}}.' }),
      );
      expect(saved.status).toBe(303);
      const versions = await sql<{ version: number }>(
        app,
        'SELECT version FROM agreement_template_versions WHERE template_id = $1 ORDER BY version',
        [id],
      );
      expect(versions.map((row) => row.version)).toEqual([1, 2]);
      const [kept] = await sql<{ version: number; body: string }>(
        app,
        'SELECT v.version, a.body FROM agreements a JOIN agreement_template_versions v ON v.id = a.template_version_id WHERE a.id = $1',
        [agreementId],
      );
      expect(kept.version).toBe(1);
      expect(kept.body).toContain('For **Ana** on 4 May 2027.');
    });

    it.each([
      ['a placeholder that is not declared', { body: 'Hello {{nobody}}' }, 'body'],
      [
        'a key declared twice',
        {
          variables: [
            { key: 'a', label: 'A', type: 'text', required: true },
            { key: 'a', label: 'B', type: 'text', required: true },
          ],
          body: '{{a}}',
        },
        'variables',
      ],
      [
        'a bad key',
        { variables: [{ key: 'Bad Key', label: 'A', type: 'text', required: true }], body: 'x' },
        'variables.0.key',
      ],
      [
        'an unknown type',
        { variables: [{ key: 'a', label: 'A', type: 'html', required: true }], body: '{{a}}' },
        'variables.0.type',
      ],
      ['variables that are not a list', { variables: 'client_name' }, 'variables'],
      ['an oversized text', { body: 'x'.repeat(100_001) }, 'body'],
    ])('refuses %s (422)', async (_label, overrides, field) => {
      const response = await json(admin, '/sign/admin/templates', template(overrides));
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toEqual(expect.any(String));
    });
  });

  describe('the signer', () => {
    it('views (once), signs by typing, and gets a sealed PDF by email', async () => {
      const { id, email } = await createAgreement();
      const signer = await openAsSigner(id);
      await pageProps(signer, `/sign/${id}`);
      expect((await agreementRow(id)).status).toBe('viewed');
      const signed = await sign(signer, id);
      expect(signed.status).toBe(303);
      expect(signed.headers.location).toBe('/sign/thank-you');
      await jobsDone();
      const row = await agreementRow(id);
      expect(row.status).toBe('signed');
      expect(row.signer_ip).toMatch(/^198\.51\.100\./);
      expect(row.signer_time_zone).toBe('Europe/London');
      expect(row.sealed_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await eventTypes(id)).toEqual(['created', 'sent', 'viewed', 'signed', 'sealed']);
      const mail = await lastMail(email);
      expect(mail.subject).toContain('Signed copy');
      expect(mail.attachments[0].filename).toMatch(/-signed\.pdf$/);
      const pdf = Buffer.from(mail.attachments[0].contentBase64, 'base64');
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(row.sealed_sha256);
    });

    it('downloads the signed PDF from the site: the sealed file, behind the password gate, once sealed', async () => {
      const { id } = await createAgreement({ password: 'correct password 7' });
      const signer = await app.visitor();
      expect((await json(signer, `/sign/${id}/password`, { password: 'correct password 7' })).status).toBe(
        303,
      );
      // Not signed yet: nothing sealed to download.
      const early = await signer.agent.get(`/sign/${id}/signed.pdf`).set('Accept', 'application/json');
      expect([early.status, early.body.code]).toEqual([404, 'signing.file_not_ready']);
      await pageProps(signer, `/sign/${id}`);
      expect((await sign(signer, id)).status).toBe(303);
      await jobsDone();
      const download = await signer.agent.get(`/sign/${id}/signed.pdf`).buffer(true);
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      const row = await agreementRow(id);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${row.code}-signed.pdf"`);
      expect(
        createHash('sha256')
          .update(download.body as Buffer)
          .digest('hex'),
      ).toBe(row.sealed_sha256);
      // Another browser, without the password: refused.
      const stranger = await app.visitor();
      const refused = await stranger.agent.get(`/sign/${id}/signed.pdf`).set('Accept', 'application/json');
      expect([refused.status, refused.body.code]).toEqual([403, 'signing.password_locked']);
    });

    it('signs by typing when the form sends no drawing (image null, as the page does)', async () => {
      const { id } = await createAgreement();
      const signer = await openAsSigner(id);
      expect((await sign(signer, id, { image: null })).status).toBe(303);
      expect((await agreementRow(id)).status).not.toBe('viewed');
    });

    it('draws a signature (a PNG) and it is kept with the agreement', async () => {
      const { id } = await createAgreement();
      const signer = await openAsSigner(id);
      const png = `data:image/png;base64,${Buffer.from(PNG_1X1).toString('base64')}`;
      expect((await sign(signer, id, { method: 'drawn', image: png })).status).toBe(303);
      const [row] = await sql<{ signature_method: string; signature_image: string }>(
        app,
        'SELECT signature_method, signature_image FROM agreements WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ signature_method: 'drawn', signature_image: png });
    });

    it.each([
      ['no consent', { consent: false }, 'consent'],
      ['not read', { readConfirmed: false }, 'readConfirmed'],
      ['no name', { name: '' }, 'name'],
      [
        'a drawing that is not a PNG',
        { method: 'drawn', image: 'data:text/html;base64,PHNjcmlwdD4=' },
        'image',
      ],
      ['a drawing missing', { method: 'drawn' }, 'image'],
      ['a drawing that is empty', { method: 'drawn', image: null }, 'image'],
      [
        'an oversized drawing',
        { method: 'drawn', image: `data:image/png;base64,${'A'.repeat(300_001)}` },
        'image',
      ],
      ['an unknown method', { method: 'stamp' }, 'method'],
      ['a name of the wrong type', { name: { first: 'Dana' } }, 'name'],
    ])(
      'refuses a signature with %s (422), and the agreement stays unsigned',
      async (_label, overrides, field) => {
        const { id } = await createAgreement();
        const signer = await openAsSigner(id);
        const response = await sign(signer, id, overrides);
        expect(response.status).toBe(422);
        expect(response.body.errors[field]).toEqual(expect.any(String));
        expect((await agreementRow(id)).status).toBe('viewed');
      },
    );

    it('declines with a reason, and the admins are told', async () => {
      const { id } = await createAgreement();
      const signer = await openAsSigner(id);
      expect((await json(signer, `/sign/${id}/decline`, { reason: 'The scope is wrong.' })).status).toBe(303);
      const row = await agreementRow(id);
      expect(row.status).toBe('declined');
      expect(row.decline_reason).toBe('The scope is wrong.');
      const props = await pageProps(signer, `/sign/${id}`);
      expect(props.closed).toMatchObject({ status: 'declined' });
    });

    it('finds an agreement by its code on /sign, in any spelling', async () => {
      const { id } = await createAgreement();
      const { code } = await agreementRow(id);
      const visitor = await app.visitor();
      const found = await json(visitor, '/sign', { code: ` ${code.toLowerCase().replaceAll('-', ' ')} ` });
      expect(found.headers.location).toBe(`/sign/${id}/cover`);
      const missing = await json(visitor, '/sign', { code: 'AGR-0000-0000' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.code).toContain('No agreement has this code');
    });
  });

  describe('forbidden steps', () => {
    it('refuses to sign twice', async () => {
      const { id } = await createAgreement();
      const signer = await openAsSigner(id);
      expect((await sign(signer, id)).status).toBe(303);
      const again = await sign(signer, id);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('signing.transition_forbidden');
      expect(again.body.message).toContain('already been signed');
      expect((await eventTypes(id)).filter((type) => type === 'signed')).toHaveLength(1);
    });

    it.each([
      [
        'expired',
        async (id: string) =>
          sql(app, "UPDATE agreements SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]),
      ],
      [
        'voided',
        async (id: string) => json(admin, `/sign/admin/agreements/${id}/void`, { reason: 'Wrong client' }),
      ],
      [
        'declined',
        async (id: string, signer: Visitor) => json(signer, `/sign/${id}/decline`, { reason: 'No thanks' }),
      ],
    ])(
      'refuses to sign an agreement that is %s, and shows its state instead of a form',
      async (state, makeIt) => {
        const { id } = await createAgreement();
        const signer = await openAsSigner(id);
        await makeIt(id, signer);
        const response = await sign(signer, id);
        expect(response.status).toBe(409);
        expect((await agreementRow(id)).status).not.toBe('signed');
        const props = await pageProps(signer, `/sign/${id}`);
        expect(props.closed.status).toBe(state);
      },
    );

    it('refuses to void a signed agreement', async () => {
      const { id } = await createAgreement();
      const signer = await openAsSigner(id);
      await sign(signer, id);
      const response = await json(admin, `/sign/admin/agreements/${id}/void`, { reason: 'Too late' });
      expect(response.status).toBe(409);
      expect((await agreementRow(id)).status).toBe('signed');
    });

    it('refuses payment before signing', async () => {
      const { id } = await createAgreement({ amount: '900' });
      const signer = await openAsSigner(id);
      const page = await signer.agent.get(`/sign/${id}/payment`).set('X-Inertia', 'true');
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe(`/sign/${id}`);
      expect(await sql(app, 'SELECT 1 FROM payments WHERE agreement_id = $1', [id])).toHaveLength(0);
    });
  });

  describe('password gate', () => {
    it('shows nothing before the password; five wrong ones lock it for 15 minutes, even for the right one', async () => {
      const { id } = await createAgreement({ password: 'correct password 1' });
      const signer = await app.visitor();
      const cover = await signer.agent.get(`/sign/${id}/cover`).set('X-Inertia', 'true');
      expect(cover.status).toBe(302);
      expect(cover.headers.location).toBe(`/sign/${id}/password`);
      expect((await sign(signer, id)).status).toBe(403);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await json(signer, `/sign/${id}/password`, { password: `wrong ${attempt}` });
        expect(wrong.status).toBe(422);
        expect(wrong.body.errors.password).toBe('That password is not right.');
      }
      const fifth = await json(signer, `/sign/${id}/password`, { password: 'wrong 5' });
      expect(fifth.body.errors.password).toContain('Try again in 15 minutes');
      const right = await json(signer, `/sign/${id}/password`, { password: 'correct password 1' });
      expect(right.status).toBe(422);
      expect(right.body.errors.password).toContain('Try again in 15 minutes');
      const types = await eventTypes(id);
      expect(types.filter((type) => type === 'password_failed')).toHaveLength(5);
      expect(types).toContain('password_locked');
      // Once the lock has passed, the right password opens it and the cookie lets this browser in.
      await sql(
        app,
        "UPDATE agreements SET password_locked_until = now() - interval '1 second' WHERE id = $1",
        [id],
      );
      expect((await json(signer, `/sign/${id}/password`, { password: 'correct password 1' })).status).toBe(
        303,
      );
      expect((await pageProps(signer, `/sign/${id}`)).agreement.id).toBe(id);
      expect(await eventTypes(id)).toContain('password_passed');
    });

    it('does not let another browser in with the first one’s pass', async () => {
      const { id } = await createAgreement({ password: 'correct password 2' });
      const first = await app.visitor();
      await json(first, `/sign/${id}/password`, { password: 'correct password 2' });
      const other = await app.visitor();
      const response = await other.agent.get(`/sign/${id}`).set('X-Inertia', 'true');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(`/sign/${id}/password`);
    });
  });

  describe('one-time code', () => {
    async function codeFrom(email: string): Promise<string> {
      const mail = await lastMail(email);
      return /\b(\d{6})\b/.exec(mail.text)![1];
    }

    it('needs the emailed code before signing; a forwarded link (another browser) cannot sign', async () => {
      const { id, email } = await createAgreement({ requireCode: true });
      const signer = await openAsSigner(id);
      const before = await sign(signer, id);
      expect(before.status).toBe(422);
      expect(before.body.errors.code).toContain('code');
      expect((await inertiaPost(signer, `/sign/${id}/code`)).status).toBe(303);
      const code = await codeFrom(email);
      expect((await json(signer, `/sign/${id}/code/verify`, { code })).status).toBe(303);
      const forwarded = await openAsSigner(id);
      expect((await sign(forwarded, id)).status).toBe(422);
      expect((await sign(signer, id)).status).toBe(303);
      const row = await agreementRow(id);
      expect(row.verification_method).toContain('one-time code');
      expect(await eventTypes(id)).toEqual(expect.arrayContaining(['code_sent', 'code_passed', 'signed']));
    });

    it('refuses a wrong code, and after 5 tries even the right one', async () => {
      const { id, email } = await createAgreement({ requireCode: true });
      const signer = await openAsSigner(id);
      await inertiaPost(signer, `/sign/${id}/code`);
      const code = await codeFrom(email);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await json(signer, `/sign/${id}/code/verify`, { code: wrongCode });
        expect(wrong.body.errors.code).toContain('not right');
      }
      const right = await json(signer, `/sign/${id}/code/verify`, { code });
      expect(right.status).toBe(422);
      expect(right.body.errors.code).toContain('Send a new one');
    });

    it('declines only with the emailed code as well: a forwarded link cannot decline for good (issue #32)', async () => {
      const { id, email } = await createAgreement({ requireCode: true });
      const forwarded = await openAsSigner(id);
      const refused = await json(forwarded, `/sign/${id}/decline`, { reason: 'Not for us' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.reason).toContain('code we emailed');
      expect((await agreementRow(id)).status).toBe('viewed');
      expect(await eventTypes(id)).not.toContain('declined');
      const signer = await openAsSigner(id);
      await inertiaPost(signer, `/sign/${id}/code`);
      const code = await codeFrom(email);
      expect((await json(signer, `/sign/${id}/code/verify`, { code })).status).toBe(303);
      expect((await json(signer, `/sign/${id}/decline`, { reason: 'Not for us' })).status).toBe(303);
      expect((await agreementRow(id)).status).toBe('declined');
    });

    it('refuses an expired code', async () => {
      const { id, email } = await createAgreement({ requireCode: true });
      const signer = await openAsSigner(id);
      await inertiaPost(signer, `/sign/${id}/code`);
      const code = await codeFrom(email);
      await sql(app, "UPDATE agreements SET code_expires_at = now() - interval '1 second' WHERE id = $1", [
        id,
      ]);
      const expired = await json(signer, `/sign/${id}/code/verify`, { code });
      expect(expired.body.errors.code).toContain('expired');
    });

    it.each([
      ['12345', 422],
      ['abcdef', 422],
      ['1234567', 422],
      ['12\u000034', 400],
    ])('refuses the malformed code %j (%i)', async (code, status) => {
      const { id } = await createAgreement({ requireCode: true });
      const signer = await openAsSigner(id);
      const response = await json(signer, `/sign/${id}/code/verify`, { code });
      expect(response.status).toBe(status);
    });
  });

  describe('evidence', () => {
    it('the audit trail cannot be changed, deleted or truncated', async () => {
      const { id } = await createAgreement();
      await expect(
        sql(app, "UPDATE agreement_events SET actor = 'forged' WHERE agreement_id = $1", [id]),
      ).rejects.toThrow(/append-only/);
      await expect(sql(app, 'DELETE FROM agreement_events WHERE agreement_id = $1', [id])).rejects.toThrow(
        /append-only/,
      );
      await expect(sql(app, 'TRUNCATE agreement_events CASCADE')).rejects.toThrow(/append-only/);
      expect(await eventTypes(id)).toEqual(['created', 'sent']);
    });

    it('seals a PDF as PAdES B-B whose signature verifies against its certificate, with the evidence on the certificate page', async () => {
      const { id, email } = await createAgreement({ password: 'seal test pass' });
      const signer = await app.visitor();
      await json(signer, `/sign/${id}/password`, { password: 'seal test pass' });
      await pageProps(signer, `/sign/${id}/cover`);
      await sign(signer, id);
      await jobsDone();
      const pdf = Buffer.from((await lastMail(email)).attachments[0].contentBase64, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/ByteRange\s*\[\s*0 \d+ \d+ \d+\s*\]/);
      expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
      expect(pdf.toString('latin1')).toMatch(/\/M \(D:\d{14}/); // PAdES: the claimed signing time is /M
      expect(verifyWithForge(pdf)).toBe(true);
      // PAdES B-B's signed attributes: content type, message digest, the certificate bound by its hash
      // (signing-certificate-v2), no signing-time; the signature checked again with Node's own crypto.
      expect(padesFacts(pdf)).toEqual({
        attributes: ['1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4', '1.2.840.113549.1.9.16.2.47'],
        certificateHashMatches: true,
        verifiesWithNodeCrypto: true,
      });
      const row = await agreementRow(id);
      const text = await pdfText(pdf);
      for (const expected of [
        row.body_sha256,
        row.id,
        'Dana Whitfield',
        email,
        'Certificate of completion',
        'access password',
      ])
        expect(text).toContain(expected);
      const altered = Buffer.from(pdf);
      altered[200] ^= 1;
      expect(verifyWithForge(altered)).toBe(false);
    });

    it('the verify page says genuine for the sealed file, changed (and how) for a changed byte or an appended revision, unknown for another PDF', async () => {
      const { id, email } = await createAgreement();
      const signer = await openAsSigner(id);
      await sign(signer, id);
      await jobsDone();
      const pdf = Buffer.from((await lastMail(email)).attachments[0].contentBase64, 'base64');
      const check = async (file: Buffer) => {
        const visitor = await app.visitor();
        const response = await visitor.agent
          .post('/sign/verify')
          .set('X-XSRF-TOKEN', visitor.csrf)
          .set('X-Inertia', 'true')
          .set('X-Forwarded-For', newAddress())
          .attach('file', file, { filename: 'agreement.pdf', contentType: 'application/pdf' });
        expect(response.status).toBe(200);
        return response.body.props.result;
      };
      const { code, title } = await agreementRow(id);
      expect(await check(pdf)).toMatchObject({ outcome: 'valid', code });
      const changed = Buffer.from(pdf);
      changed[200] ^= 1;
      expect(await check(changed)).toMatchObject({ outcome: 'altered', reason: 'modified', agreement: null });
      // An incremental update after the seal (as an editor adding an annotation writes one): the seal still
      // verifies over its revision, and the page says the file was added to after sealing, naming the agreement.
      const updated = Buffer.concat([
        pdf,
        Buffer.from(
          '\n99 0 obj\n<< /Type /Annot /Subtype /Text /Contents (Edited) >>\nendobj\n%%EOF\n',
          'latin1',
        ),
      ]);
      expect(await check(updated)).toMatchObject({
        outcome: 'altered',
        reason: 'appended',
        agreement: { code, title },
      });
      expect((await check(Buffer.from('%PDF-1.7\n%%EOF\n'))).outcome).toBe('unknown');
      expect((await check(Buffer.from('not a pdf'))).outcome).toBe('not_pdf');
    });

    describe('crafted uploads of the outside probe (issue #32)', () => {
      const upload = async (file: Buffer) => {
        const visitor = await app.visitor();
        return visitor.agent
          .post('/sign/verify')
          .set('X-XSRF-TOKEN', visitor.csrf)
          .set('X-Inertia', 'true')
          .set('X-Forwarded-For', newAddress())
          .attach('file', file, { filename: 'crafted.pdf', contentType: 'application/pdf' });
      };
      /** A PDF header, then `/ByteRange [0 1 2 3]` repeated to `bytes`. */
      const byteRanges = (bytes: number) => {
        const body = Buffer.alloc(bytes, '/ByteRange [0 1 2 3]\n');
        body.write('%PDF-1.7\n');
        return body;
      };

      /** Announces a 19 MB body and sends only `first`: what the server answers, and after how long. */
      const announceOversized = async (headers: Record<string, string>, first: Buffer) => {
        const server = app.app.getHttpServer() as Server;
        if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const { port } = server.address() as AddressInfo;
        const started = Date.now();
        return new Promise<{ status: number; connection?: string; ms: number }>((resolve, reject) => {
          const sent = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/sign/verify',
              headers: { ...headers, 'Content-Length': String(19 * 1024 * 1024) },
            },
            (res) => {
              res.resume();
              resolve({
                status: res.statusCode!,
                connection: res.headers.connection,
                ms: Date.now() - started,
              });
              sent.destroy();
            },
          );
          sent.on('error', reject);
          sent.write(first);
        });
      };

      it('refuses the 19 MB file of 900,000 /ByteRange entries before reading it, and closes the connection', async () => {
        // Announced as 19 MB, with only its first kilobyte sent: the answer comes without the rest.
        const visitor = await app.visitor();
        const boundary = 'crafted-boundary';
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crafted.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        );
        const answer = await announceOversized(
          {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'X-XSRF-TOKEN': visitor.csrf,
            'X-Inertia': 'true',
            'X-Forwarded-For': newAddress(),
          },
          Buffer.concat([head, byteRanges(1024)]),
        );
        expect([answer.status, answer.connection]).toEqual([413, 'close']);
        // Nothing was kept, and the site answers as before.
        expect((await upload(Buffer.from('not a pdf'))).body.props.result.outcome).toBe('not_pdf');
      });

      it('answers a client that keeps sending oversized uploads after a pause, from its fourth refusal a minute', async () => {
        const from = (address: string) =>
          announceOversized(
            { 'Content-Type': 'application/pdf', 'X-Forwarded-For': address },
            byteRanges(1024),
          );
        const address = newAddress();
        for (let index = 0; index < 3; index += 1) {
          const answer = await from(address);
          expect(answer.status).toBe(413);
          expect(answer.ms).toBeLessThan(500);
        }
        const fourth = await from(address);
        expect(fourth.status).toBe(413);
        expect(fourth.ms).toBeGreaterThanOrEqual(900);
        // Another client is refused at once.
        expect((await from(newAddress())).ms).toBeLessThan(500);
      });

      it('answers a file just under the cap, full of /ByteRange entries, as not sealed by us', async () => {
        const response = await upload(byteRanges(0.9 * 1024 * 1024));
        expect(response.status).toBe(200);
        expect(response.body.props.result.outcome).toBe('unknown');
      });

      it('answers a sealed copy whose /Contents hold deeply nested or very wide DER as not sealed by us', async () => {
        const { id } = await createAgreement();
        const signer = await openAsSigner(id);
        await sign(signer, id);
        await jobsDone();
        const sealed = (await agreementRow(id)).sealed_pdf as Buffer;
        const text = sealed.toString('latin1');
        const [, b, c] = /\/ByteRange\s*\[\s*0 (\d+) (\d+) \d+\s*\]/.exec(text)!.map(Number);
        const room = c - b - 2;
        for (const der of [
          derNested(1000),
          derSequence(Buffer.alloc(3000 * 2, 0).fill(Buffer.from([5, 0]))),
        ]) {
          const hex = der.toString('hex').slice(0, room).padEnd(room, '0');
          const crafted = Buffer.concat([
            sealed.subarray(0, b + 1),
            Buffer.from(hex, 'latin1'),
            sealed.subarray(c - 1),
          ]);
          expect(crafted.length).toBe(sealed.length);
          const response = await upload(crafted);
          expect(response.status).toBe(200);
          expect(['unknown', 'altered']).toContain(response.body.props.result.outcome);
        }
      });
    });
  });

  describe('invoice payment (no Stripe configured)', () => {
    it('issues one invoice with a sequence number, emails its PDF, waits for the admin to mark it paid', async () => {
      const { id, email } = await createAgreement({ amount: '1500.50' });
      const signer = await openAsSigner(id);
      const signed = await sign(signer, id);
      expect(signed.headers.location).toBe(`/sign/${id}/payment`);
      // The first visit queues the invoice (number, PDF, email) and answers at once; the page shows it once issued.
      const first = await pageProps(signer, `/sign/${id}/payment`);
      expect([first.mode, first.invoice]).toEqual(['invoice', null]);
      await jobsDone();
      const props = await pageProps(signer, `/sign/${id}/payment`);
      expect(props.mode).toBe('invoice');
      expect(props.invoice.number).toMatch(/^INV-\d+$/);
      expect(props.invoice.amount).toBe('€1,500.50');
      await pageProps(signer, `/sign/${id}/payment`); // a second visit issues nothing new
      expect(
        await sql(app, "SELECT 1 FROM payments WHERE agreement_id = $1 AND provider = 'invoice'", [id]),
      ).toHaveLength(1);
      expect((await agreementRow(id)).status).toBe('awaiting_payment');
      await jobsDone();
      const invoiceMail = (
        await sql<{ attachments: Array<{ filename: string }> }>(
          app,
          "SELECT attachments FROM mail_outbox WHERE to_address = $1 AND template = 'invoice'",
          [email],
        )
      )[0];
      expect(invoiceMail.attachments[0].filename).toBe(`${props.invoice.number}.pdf`);
      // No receipt to download before the money arrives.
      expect(
        (await signer.agent.get(`/sign/${id}/receipt.pdf`).set('Accept', 'application/json')).status,
      ).toBe(404);
      const paid = await inertiaPost(admin, `/sign/admin/agreements/${id}/mark-paid`);
      expect(paid.status).toBe(303);
      const row = await agreementRow(id);
      expect(row.status).toBe('paid');
      expect(row.payment_reference).toBe(props.invoice.number);
      expect(await eventTypes(id)).toEqual(
        expect.arrayContaining(['invoice_issued', 'paid', 'receipt_sent']),
      );
      // Paying twice is refused.
      expect((await json(admin, `/sign/admin/agreements/${id}/mark-paid`, {})).status).toBe(409);

      // The receipt: to the signer, in the same transaction as "paid", with what, when and how.
      await jobsDone();
      const receipts = () =>
        sql<{ subject: string; text: string }>(
          app,
          "SELECT subject, text FROM mail_outbox WHERE to_address = $1 AND template = 'payments/receipt' ORDER BY created_at",
          [email],
        );
      const [receipt] = await receipts();
      const number = props.invoice.number.replace('INV-', '');
      expect(receipt.subject).toBe(`Receipt RCT-INV-${number}: ${(await agreementRow(id)).title}`);
      for (const expected of [
        '€1,500.50',
        `Bank transfer against invoice INV-${number}`,
        'Paid on',
        'Nothing more is due',
      ])
        expect(receipt.text).toContain(expected);
      // The receipt PDF: linked from the email and the success page (the signer's, past the gate).
      expect(receipt.text).toContain(`/sign/${id}/receipt.pdf`);
      const success = await pageProps(signer, `/sign/${id}/success`);
      expect(success.receiptPdfUrl).toBe(`/sign/${id}/receipt.pdf`);
      const download = await signer.agent.get(success.receiptPdfUrl).buffer(true);
      expect([download.status, download.headers['content-disposition']]).toEqual([
        200,
        `attachment; filename="RCT-INV-${number}.pdf"`,
      ]);
      const receiptText = await pdfText(download.body as Buffer);
      for (const expected of [`Receipt RCT-INV-${number}`, '€1,500.50', 'Paid in full', 'Dana Whitfield'])
        expect(receiptText).toContain(expected);

      // The admin sends it again; an agreement with nothing settled has no receipt to send.
      const again = await inertiaPost(admin, `/sign/admin/agreements/${id}/receipt`);
      expect(again.status).toBe(303);
      expect(await receipts()).toHaveLength(2);
      const unpaid = await createAgreement({ amount: '10' });
      expect((await json(admin, `/sign/admin/agreements/${unpaid.id}/receipt`, {})).status).toBe(409);
    });
  });

  describe('lifecycle jobs', () => {
    const runLifecycle = () => app.app.get(SigningLifecycle).handle();

    it('expires agreements past their date, with an audit event by the system', async () => {
      const { id } = await createAgreement();
      await sql(app, "UPDATE agreements SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
      await runLifecycle();
      expect((await agreementRow(id)).status).toBe('expired');
      const [event] = await sql<{ actor: string }>(
        app,
        "SELECT actor FROM agreement_events WHERE agreement_id = $1 AND type = 'expired'",
        [id],
      );
      expect(event.actor).toBe('system');
    });

    it('reminds an unsigned signer every N days, once per period and at most the configured number of times', async () => {
      const { id, email } = await createAgreement();
      await sql(app, "UPDATE agreements SET sent_at = now() - interval '4 days' WHERE id = $1", [id]);
      await Promise.all([runLifecycle(), runLifecycle()]); // overlapping runs remind once
      expect((await agreementRow(id)).reminders_sent).toBe(1);
      expect((await lastMail(email)).subject).toContain('Reminder');
      await runLifecycle();
      expect((await agreementRow(id)).reminders_sent).toBe(1);
      await sql(
        app,
        "UPDATE agreements SET last_reminded_at = now() - interval '4 days', reminders_sent = 3 WHERE id = $1",
        [id],
      );
      await runLifecycle();
      expect((await agreementRow(id)).reminders_sent).toBe(3);
      expect((await eventTypes(id)).filter((type) => type === 'reminded')).toHaveLength(1);
    });

    it('emails the admins a digest of agreements waiting for a signature or a payment', async () => {
      const { id } = await createAgreement();
      const { code } = await agreementRow(id);
      await app.app.get(SigningDigest).handle();
      const [digest] = await sql<{ text: string }>(
        app,
        "SELECT text FROM mail_outbox WHERE template = 'signing-digest' ORDER BY created_at DESC LIMIT 1",
      );
      expect(digest.text).toContain(code);
    });
  });

  describe('who may see what', () => {
    it('sends anonymous visitors of /sign/admin to the signing admin login, and refuses clients', async () => {
      const anonymous = await app.visitor();
      const page = await anonymous.agent.get('/sign/admin');
      expect(page.status).toBe(302);
      expect(page.headers.location).toContain('/sign/admin-login');
      // A signed-in client is not an admin: 403 on every admin page and action.
      const client = await createUser(app, { role: 'client' });
      const clientBrowser = await app.visitor();
      await formPost(clientBrowser, '/login', { email: client.email, password: PASSWORD });
      for (const path of ['/sign/admin', '/sign/create', '/sign/admin/templates'])
        expect((await clientBrowser.agent.get(path)).status).toBe(403);
      expect((await json(clientBrowser, '/sign/create', {})).status).toBe(403);
      for (const path of ['/sign/create', '/sign/admin/templates']) {
        expect((await anonymous.agent.get(path)).headers.location).toContain('/sign/admin-login');
      }
      const create = await anonymous.agent
        .post('/sign/create')
        .set('X-XSRF-TOKEN', anonymous.csrf)
        .set('Accept', 'application/json')
        .send({});
      expect(create.status).toBe(401);
    });

    it.each([
      '/sign/not-a-uuid',
      '/sign/00000000-0000-4000-8000-000000000000',
      '/sign/00000000-0000-4000-8000-000000000000/cover',
    ])('answers %s with the 404 screen', async (path) => {
      const visitor = await app.visitor();
      expect((await visitor.agent.get(path)).status).toBe(404);
    });

    it('signing pages send no referrer and are not indexed', async () => {
      const { id } = await createAgreement();
      const visitor = await app.visitor();
      const page = await visitor.agent.get(`/sign/${id}/cover`);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-robots-tag']).toContain('noindex');
      // The back office is not the signer's: its forms rely on the Referer to return after an error.
      expect((await admin.agent.get('/sign/create')).headers['referrer-policy']).not.toBe('no-referrer');
      const sitemap = await visitor.agent.get('/sitemap.xml');
      expect(sitemap.text).not.toContain('/sign');
    });
  });
});

/** A 1×1 transparent PNG. */
/** A DER length (short or long form). */
function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const derSequence = (content: Buffer) =>
  Buffer.concat([Buffer.from([0x30]), derLength(content.length), content]);
/** A NULL wrapped in `depth` SEQUENCEs: valid DER, deeper than any signature. */
function derNested(depth: number): Buffer {
  let der = Buffer.from([0x05, 0x00]);
  for (let level = 0; level < depth; level += 1) der = derSequence(der);
  return der;
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An independent check of a PDF's detached PKCS#7 signature with node-forge: the signed digest
 * equals SHA-256 of the /ByteRange bytes, and the signed attributes verify with the embedded
 * certificate's public key.
 */
/** A sealed PDF's last /ByteRange and its signature (the /Contents hex without the placeholder's padding). */
function sealOf(pdf: Buffer) {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
  if (!match) return null;
  const ranges = match.slice(1).map(Number) as [number, number, number, number];
  const [a, b, c] = ranges;
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/(00)+$/, '');
  const p7 = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.hexToBytes(hex)),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signature: string; authenticatedAttributes: forge.asn1.Asn1[] };
  };
  return { ranges, p7 };
}

/** What makes the seal PAdES B-B, read from its CMS: the signed attributes' types and the bound certificate. */
function padesFacts(pdf: Buffer) {
  const { p7 } = sealOf(pdf)!;
  const attributes = p7.rawCapture.authenticatedAttributes.map(
    (attribute) => attribute.value as forge.asn1.Asn1[],
  );
  const oids = attributes.map((parts) => forge.asn1.derToOid(parts[0].value as string));
  const certificateDer = Buffer.from(
    forge.asn1.toDer(forge.pki.certificateToAsn1(p7.certificates[0])).getBytes(),
    'binary',
  );
  // SigningCertificateV2 { certs { ESSCertIDv2 { certHash, … } } }
  const signingCertificate = attributes[oids.indexOf('1.2.840.113549.1.9.16.2.47')];
  const essCertId = (
    ((signingCertificate[1].value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[])[0]
      .value as forge.asn1.Asn1[]
  )[0].value as forge.asn1.Asn1[];
  const certHash = Buffer.from(essCertId[0].value as string, 'binary');
  const signedSet = forge.asn1.toDer(
    forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      p7.rawCapture.authenticatedAttributes,
    ),
  );
  const publicKey = createPublicKey(
    forge.pki.publicKeyToPem(p7.certificates[0].publicKey as forge.pki.rsa.PublicKey),
  );
  return {
    attributes: oids,
    certificateHashMatches: certHash.equals(createHash('sha256').update(certificateDer).digest()),
    verifiesWithNodeCrypto: cryptoVerify(
      'sha256',
      Buffer.from(signedSet.getBytes(), 'binary'),
      publicKey,
      Buffer.from(p7.rawCapture.signature, 'binary'),
    ),
  };
}

function verifyWithForge(pdf: Buffer): boolean {
  try {
    return forgeVerifies(pdf);
  } catch {
    return false;
  }
}

function forgeVerifies(pdf: Buffer): boolean {
  const seal = sealOf(pdf);
  if (!seal) return false;
  const { p7, ranges } = seal;
  const [a, b, c, d] = ranges;
  const certificate = p7.certificates[0];
  const attributes = p7.rawCapture.authenticatedAttributes;
  const digest = attributes
    .map((attribute) => attribute.value as forge.asn1.Asn1[])
    .find((parts) => forge.asn1.derToOid(parts[0].value as string) === forge.pki.oids.messageDigest)!;
  const signedDigest = forge.util.bytesToHex((digest[1].value as forge.asn1.Asn1[])[0].value as string);
  const actual = createHash('sha256')
    .update(Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]))
    .digest('hex');
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const md = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const valid = (certificate.publicKey as forge.pki.rsa.PublicKey).verify(
    md.digest().bytes(),
    p7.rawCapture.signature,
  );
  return valid && signedDigest === actual;
}
