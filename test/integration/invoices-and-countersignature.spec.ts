import { DataSource } from 'typeorm';
import { nextDocumentNumber } from '@modules/payments/payment-documents';
import { adminVisitor, sql, uniqueEmail } from '../support/auth-helpers';
import { pdfText } from '../support/pdf-text';
import { signingHelpers } from '../support/signing-helpers';
import { describeWithDatabase, pageProps, startTestApp, TestApp, Visitor } from '../support/test-app';

/**
 * Issue 35: lawful invoices (seller details, VAT treatments, line items, totals, gapless numbers),
 * receipts with the same figures, and a countersignature by a named admin before the seal.
 */

const SETTINGS = {
  notificationRecipients: '',
  bookingUrl: 'https://cal.com/',
  bankDetails: 'IBAN GB33 BUKB 2020 1555 5555 55',
  analyticsRetentionDays: '400',
  leaderboardMinResponses: '5',
  signingReminderDays: '3',
  signingMaxReminders: '3',
  requireAdminTotp: false,
  sellerName: 'Clearline CRM Advisory Ltd',
  sellerAddress: '1 Example Street\nLondon EC1A 1AA',
  sellerVatNumber: 'GB123456789',
  vatRate: '20',
};

describeWithDatabase('invoices, tax and countersignature (issue 35)', () => {
  let app: TestApp;
  let admin: Visitor & { email: string };
  let templateId: string;
  const { templateId: templateOf, json, inertiaPost, jobsDone } = signingHelpers(() => app, '198.51.100');

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
    templateId = await templateOf();
  });
  afterAll(() => app.close());

  const row = async (id: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row checked column by column
    (await sql<Record<string, any>>(app, 'SELECT * FROM agreements WHERE id = $1', [id]))[0];

  const create = (overrides: Record<string, unknown> = {}, template = templateId) =>
    json(admin, '/sign/create', {
      templateId: template,
      title: 'CRM advisory engagement',
      variables: {
        client_name: 'Dana Whitfield',
        company: 'Northwind Traders',
        scope: 'Audit the pipeline.',
        start_date: '2027-01-11',
        fee: '1500',
      },
      signerName: 'Dana Whitfield',
      signerEmail: uniqueEmail('vat'),
      payOnSigning: true,
      currency: 'EUR',
      taxTreatment: 'standard',
      buyerVatNumber: '',
      requireCode: false,
      send: true,
      ...overrides,
    });
  const idOf = (response: { headers: Record<string, string> }) =>
    /([0-9a-f-]{36})$/.exec(response.headers.location)![1];

  async function signAsClient(id: string): Promise<Visitor> {
    const signer = await app.visitor();
    await pageProps(signer, `/sign/${id}/cover`);
    const signed = await json(signer, `/sign/${id}/sign`, {
      method: 'typed',
      name: 'Dana Whitfield',
      readConfirmed: true,
      consent: true,
      timeZone: 'Europe/London',
    });
    expect(signed.status).toBe(303);
    return signer;
  }

  it('refuses VAT until the seller’s VAT number is set, then checks the settings', async () => {
    const refused = await create();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.taxTreatment).toMatch(/VAT number in Settings/);
    const bad = await json(admin, '/admin/settings', { ...SETTINGS, sellerVatNumber: '123', vatRate: '101' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['sellerVatNumber', 'vatRate']);
    expect((await inertiaPost(admin, '/admin/settings', SETTINGS)).status).toBe(303);
    const form = await pageProps(admin, '/sign/create');
    expect(form.tax).toEqual({ sellerVatNumber: 'GB123456789', vatRate: 20 });
  });

  it('takes one fee from the template’s lines: the amount due is the gross, the invoice prints every line and the VAT', async () => {
    const created = await create();
    expect(created.status).toBe(303);
    const id = idOf(created);
    const agreement = await row(id);
    expect(agreement.fee_lines).toEqual([{ description: 'Fee', amountMinor: 150000 }]);
    expect([agreement.tax_treatment, Number(agreement.tax_rate)]).toEqual(['standard', 20]);
    expect([
      Number(agreement.net_minor),
      Number(agreement.tax_minor),
      Number(agreement.amount_minor),
    ]).toEqual([150000, 30000, 180000]);
    const signer = await signAsClient(id);
    const document = await pageProps(signer, `/sign/${id}`);
    expect(document.agreement.fees.totals).toEqual([
      ['Net', '€1,500.00'],
      ['VAT 20%', '€300.00'],
      ['Total', '€1,800.00'],
    ]);
    await pageProps(signer, `/sign/${id}/payment`);
    await jobsDone();
    const payment = await pageProps(signer, `/sign/${id}/payment`);
    expect(payment.invoice.amount).toBe('€1,800.00');
    const invoice = await signer.agent.get(`/sign/${id}/invoice.pdf`).buffer(true);
    const text = await pdfText(invoice.body as Buffer);
    for (const expected of [
      `Invoice ${payment.invoice.number}`,
      'Clearline CRM Advisory Ltd',
      '1 Example Street',
      'VAT number: GB123456789',
      'Bill to',
      'Northwind Traders',
      'Fee',
      '€1,500.00',
      'VAT 20%',
      '€300.00',
      'Total due',
      '€1,800.00',
      'IBAN GB33',
    ])
      expect(text).toContain(expected);

    // Paid: the receipt repeats the figures, the tax included.
    expect((await inertiaPost(admin, `/sign/admin/agreements/${id}/mark-paid`)).status).toBe(303);
    const [receipt] = await sql<{ text: string }>(
      app,
      "SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'payments/receipt'",
      [agreement.signer_email],
    );
    expect(receipt.text).toContain('Of which VAT 20%');
    expect(receipt.text).toContain('€300.00');
    expect(receipt.text).toContain(`/sign/${id}/signed.pdf`);
    const receiptPdf = await pdfText(
      (await signer.agent.get(`/sign/${id}/receipt.pdf`).buffer(true)).body as Buffer,
    );
    for (const expected of ['Total paid', '€1,800.00', `Invoice: ${payment.invoice.number}`])
      expect(receiptPdf).toContain(expected);
  });

  it('applies the reverse charge only with the customer’s VAT number, and says so on the invoice', async () => {
    const missing = await create({ taxTreatment: 'reverse_charge', buyerVatNumber: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['buyerVatNumber']);
    const created = await create({ taxTreatment: 'reverse_charge', buyerVatNumber: 'de 123 456 789' });
    expect(created.status).toBe(303);
    const id = idOf(created);
    const agreement = await row(id);
    expect([agreement.buyer_vat_number, Number(agreement.tax_minor), Number(agreement.amount_minor)]).toEqual(
      ['DE123456789', 0, 150000],
    );
    const signer = await signAsClient(id);
    await pageProps(signer, `/sign/${id}/payment`);
    await jobsDone();
    const text = await pdfText(
      (await signer.agent.get(`/sign/${id}/invoice.pdf`).buffer(true)).body as Buffer,
    );
    for (const expected of [
      'VAT number: DE123456789',
      'VAT (reverse charge)',
      'Reverse charge: VAT to be accounted',
    ])
      expect(text).toContain(expected);
  });

  it('an agreement whose fee is billed elsewhere asks for no payment but keeps its fee lines', async () => {
    const created = await create({ payOnSigning: false, taxTreatment: 'none' });
    const agreement = await row(idOf(created));
    expect([agreement.amount_minor, agreement.currency, agreement.fee_lines.length]).toEqual([
      null,
      'EUR',
      1,
    ]);
  });

  it('numbers invoices without gaps: a rolled-back issue gives its number back, parallel issues queue', async () => {
    const dataSource = app.app.get(DataSource);
    const taken = await dataSource.transaction((manager) => nextDocumentNumber(manager, 'invoice'));
    await expect(
      dataSource.transaction(async (manager) => {
        await nextDocumentNumber(manager, 'invoice');
        throw new Error('the invoice could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        dataSource.transaction((manager) => nextDocumentNumber(manager, 'invoice')),
      ),
    );
    expect(parallel.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((step) => taken + step));
  });

  describe('countersignature', () => {
    let countersignedTemplate: string;
    beforeAll(async () => {
      const [{ body, variables }] = await sql<{ body: string; variables: unknown[] }>(
        app,
        `SELECT v.body, v.variables FROM agreement_template_versions v
           JOIN agreement_templates t ON t.id = v.template_id AND v.version = t.current_version
          WHERE t.id = $1`,
        [templateId],
      );
      const template = {
        name: 'Countersigned engagement',
        description: '',
        body,
        variables,
        countersignerEmail: 'nobody@clearline.test',
      };
      const refused = await json(admin, '/sign/admin/templates', template);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.countersignerEmail).toMatch(/must be an admin/);
      const created = await json(admin, '/sign/admin/templates', {
        ...template,
        countersignerEmail: admin.email,
      });
      expect(created.status).toBe(303);
      countersignedTemplate = /templates\/([0-9a-f-]{36})$/.exec(created.headers.location)![1];
    });

    it('waits for the named admin after the client, records the same evidence, and seals both signatures in order', async () => {
      const id = idOf(await create({ payOnSigning: false, taxTreatment: 'none' }, countersignedTemplate));
      expect((await row(id)).countersigner_email).toBe(admin.email);
      const signer = await signAsClient(id);
      expect((await pageProps(signer, `/sign/${id}/cover`)).agreement.countersigner).toEqual({
        name: 'Clearline CRM Advisory',
        signedAt: null,
      });
      await jobsDone();
      // Not sealed yet: the seal waits for the countersignature; the countersigner is asked by email.
      expect((await row(id)).sealed_sha256).toBeNull();
      const [asked] = await sql<{ subject: string }>(
        app,
        "SELECT subject FROM mail_outbox WHERE to_address = $1 AND template = 'signing-countersign'",
        [admin.email],
      );
      expect(asked.subject).toBe('Countersign: CRM advisory engagement (Dana Whitfield)');

      // Another admin cannot countersign; a half-drawn signature is a field error; nothing is written.
      const other = await adminVisitor(app);
      expect((await pageProps(other, `/sign/admin/agreements/${id}`)).actions.countersign).toBe(false);
      const wrong = await json(other, `/sign/admin/agreements/${id}/countersign`, {
        method: 'typed',
        name: 'Eve',
      });
      expect([wrong.status, wrong.body.code]).toEqual([403, 'signing.not_countersigner']);
      const undrawn = await json(admin, `/sign/admin/agreements/${id}/countersign`, {
        method: 'drawn',
        name: 'Ada',
      });
      expect([undrawn.status, Object.keys(undrawn.body.errors)]).toEqual([422, ['image']]);
      expect((await row(id)).countersigned_at).toBeNull();

      const page = await pageProps(admin, `/sign/admin/agreements/${id}`);
      expect([page.actions.countersign, page.actions.countersignNeedsCode]).toEqual([true, true]);
      // Anyone else, signed in or not, never reaches it.
      const stranger = await app.visitor();
      const anonymous = await json(stranger, `/sign/admin/agreements/${id}/countersign`, {
        method: 'typed',
        name: 'X',
      });
      expect([401, 403, 302, 303]).toContain(anonymous.status);
      // This admin's session has no two-step: the code emailed to them is the proof (the client's code never is).
      const noCode = await json(admin, `/sign/admin/agreements/${id}/countersign`, {
        method: 'typed',
        name: 'Ada',
      });
      expect([noCode.status, Object.keys(noCode.body.errors)]).toEqual([422, ['code']]);
      expect((await inertiaPost(admin, `/sign/admin/agreements/${id}/countersign/code`)).status).toBe(303);
      const [codeMail] = await sql<{ text: string }>(
        app,
        "SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'signing-code' ORDER BY created_at DESC LIMIT 1",
        [admin.email],
      );
      const code = /(\d{6})/.exec(codeMail.text)![1];
      const wrongCode = await json(admin, `/sign/admin/agreements/${id}/countersign`, {
        method: 'typed',
        name: 'Ada',
        code: code === '000000' ? '111111' : '000000',
      });
      expect([wrongCode.status, Object.keys(wrongCode.body.errors)]).toEqual([422, ['code']]);
      const done = await inertiaPost(admin, `/sign/admin/agreements/${id}/countersign`, {
        method: 'typed',
        name: 'Ada Partner',
        code,
      });
      expect(done.status).toBe(303);
      const [{ detail }] = await sql<{ detail: { verification: string } }>(
        app,
        "SELECT detail FROM agreement_events WHERE agreement_id = $1 AND type = 'countersigned'",
        [id],
      );
      expect(detail.verification).toBe(
        'Signed-in admin session + one-time code emailed to the countersigner',
      );
      const again = await json(admin, `/sign/admin/agreements/${id}/countersign`, {
        method: 'typed',
        name: 'Ada',
      });
      expect([again.status, again.body.code]).toEqual([409, 'signing.not_countersignable']);
      await jobsDone();
      const sealed = await row(id);
      expect([sealed.countersignature_name, sealed.countersignature_method]).toEqual([
        'Ada Partner',
        'typed',
      ]);
      expect(sealed.countersigner_ip).toBeTruthy();
      expect(sealed.sealed_sha256).toMatch(/^[0-9a-f]{64}$/);
      const events = (
        await sql<{ type: string; actor: string }>(
          app,
          'SELECT type, actor FROM agreement_events WHERE agreement_id = $1 ORDER BY id',
          [id],
        )
      ).filter((event) => ['signed', 'countersigned', 'sealed'].includes(event.type));
      expect(events).toEqual([
        { type: 'signed', actor: 'signer' },
        { type: 'countersigned', actor: `admin:${admin.email}` },
        { type: 'sealed', actor: 'system' },
      ]);
      const pdf = await signer.agent.get(`/sign/${id}/signed.pdf`).buffer(true);
      const text = await pdfText(pdf.body as Buffer);
      for (const expected of [
        'Signed by the client',
        'Countersigned for Clearline CRM Advisory',
        'Signature 1 of 2 · Signed by the client',
        'Signature 2 of 2 · Countersigned for Clearline CRM Advisory',
        'Ada Partner',
      ])
        expect(text).toContain(expected);
      expect(text.indexOf('Signed by the client')).toBeLessThan(text.indexOf('Countersigned for'));
    });
  });
});
