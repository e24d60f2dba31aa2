import { createUser, PASSWORD, sql, uniqueEmail, adminVisitor } from '../support/auth-helpers';
import { pdfText } from '../support/pdf-text';
import { signingHelpers } from '../support/signing-helpers';
import {
  describeWithDatabase,
  currentCsrf,
  formPost,
  pageProps,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

/**
 * Issue 37, hand-over documents: an admin publishes a document to a client and new versions of it;
 * the client reads every version in their client area and is emailed each time; nobody else can.
 */
describeWithDatabase('hand-over documents (issue 37)', () => {
  let app: TestApp;
  let admin: Visitor & { email: string };
  const { json, inertiaPost, newAddress } = signingHelpers(() => app, '203.0.113');

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
  });
  afterAll(() => app.close());

  /** A client account with a confirmed address, signed in with its password. */
  async function client(
    email = uniqueEmail('doc-client'),
    confirmed = true,
  ): Promise<Visitor & { email: string }> {
    await createUser(app, { email, confirmed });
    const visitor = await app.visitor();
    await formPost(visitor, '/login', { email, password: PASSWORD });
    return { ...visitor, email };
  }

  const publish = (clientEmail: string, body = '## Pipeline rules\n\nEvery stage has an exit criterion.') =>
    inertiaPost(admin, '/admin/documents', {
      clientEmail,
      title: 'Pipeline playbook',
      body,
      note: 'First draft',
    });
  const idOf = (location: string) => /([0-9a-f-]{36})$/.exec(location)![1];
  const mailsTo = (email: string) =>
    sql<{ subject: string; text: string }>(
      app,
      "SELECT subject, text FROM mail_outbox WHERE to_address = $1 AND template = 'documents/published' ORDER BY created_at",
      [email],
    );

  it('publishes a document and its versions to a client, who reads each one and is emailed each time', async () => {
    const reader = await client();
    const created = await publish(reader.email.toUpperCase());
    expect(created.status).toBe(303);
    const id = idOf(created.headers.location);
    expect(created.headers.location).toBe(`/admin/documents/${id}`);

    const first = await pageProps(reader, `/account/documents/${id}`);
    expect(first.shown).toMatchObject({ version: 1, note: 'First draft' });
    expect(first.shown.html).toContain('<h2 id="pipeline-rules">Pipeline rules</h2>');
    expect((await mailsTo(reader.email)).map((mail) => mail.subject)).toEqual([
      'New document: Pipeline playbook',
    ]);

    const next = await inertiaPost(admin, `/admin/documents/${id}/versions`, {
      body: '## Pipeline rules\n\nEvery stage has an exit criterion and a probability.',
      note: 'Probabilities added',
    });
    expect(next.headers.location).toBe(`/admin/documents/${id}`);
    const latest = await pageProps(reader, `/account/documents/${id}`);
    expect([latest.shown.version, latest.document.currentVersion]).toEqual([2, 2]);
    expect(latest.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    // The first text is kept as it was.
    expect((await pageProps(reader, `/account/documents/${id}?version=1`)).shown.html).not.toContain(
      'probability',
    );
    const mails = await mailsTo(reader.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'New document: Pipeline playbook',
      'Updated: Pipeline playbook (version 2)',
    ]);
    expect(mails[1].text).toContain(`/account/documents/${id}`);
    expect(mails[1].text).toContain('Probabilities added');

    // The client's home lists it; the admin's record of the client links the back-office page.
    const home = await pageProps(reader, '/account');
    const documents = home.sections.find((section: { key: string }) => section.key === 'documents');
    expect(documents.items).toEqual([
      expect.objectContaining({ id, title: 'Pipeline playbook', detail: 'Version 2' }),
    ]);
    const record = await pageProps(admin, `/admin/clients?email=${encodeURIComponent(reader.email)}`);
    expect(
      record.sections.find((section: { key: string }) => section.key === 'documents').items[0].adminHref,
    ).toBe(`/admin/documents/${id}`);
    const adminView = await pageProps(admin, `/admin/documents/${id}`);
    expect(adminView.body).toContain('and a probability');
    expect(adminView.versions[0]).toMatchObject({ version: 2, publishedBy: admin.email });
  });

  it('gives the client each version as a PDF (made in the CPU pool), tables and lists included, and nobody else', async () => {
    const reader = await client();
    const id = idOf(
      (
        await publish(
          reader.email,
          '## Stages\n\n- **Discovery**: a call booked\n\n| Stage | Exit criterion |\n|---|---|\n| Proposal | Pricing sent |',
        )
      ).headers.location,
    );
    await inertiaPost(admin, `/admin/documents/${id}/versions`, {
      body: '## Stages\n\nRewritten.',
      note: '',
    });
    const page = await pageProps(reader, `/account/documents/${id}?version=1`);
    expect(page.shown.pdfUrl).toBe(`/account/documents/${id}/document.pdf?version=1`);
    const first = await reader.agent.get(page.shown.pdfUrl).buffer(true);
    expect([first.status, first.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(first.headers['content-disposition']).toBe('attachment; filename="pipeline-playbook-v1.pdf"');
    const text = await pdfText(first.body as Buffer);
    for (const expected of [
      'Pipeline playbook',
      'Version 1, published',
      'First draft',
      'Stages',
      'Discovery',
      'Stage · Exit criterion',
      'Proposal · Pricing sent',
    ])
      expect(text).toContain(expected);
    expect(
      await pdfText(
        (await reader.agent.get(`/account/documents/${id}/document.pdf`).buffer(true)).body as Buffer,
      ),
    ).toContain('Rewritten.');
    const other = await client();
    expect((await other.agent.get(`/account/documents/${id}/document.pdf`)).status).toBe(404);
    expect((await reader.agent.get(`/account/documents/${id}/document.pdf?version=9`)).status).toBe(404);
  });

  it('publishes files with a version, keeps them into the next one when asked, and refuses what it cannot serve safely', async () => {
    const reader = await client();
    const upload = (path: string, fields: Record<string, string>, files: Array<[string, Buffer]>) => {
      const request = admin.agent
        .post(path)
        .set('X-XSRF-TOKEN', currentCsrf(admin))
        .set('X-Inertia', 'true')
        .set('X-Forwarded-For', newAddress());
      for (const [name, value] of Object.entries(fields)) request.field(name, value);
      // Named as Inertia's FormData names them.
      files.forEach(([filename, data], n) => request.attach(`attachments[${n}]`, data, filename));
      return request;
    };
    const csv = Buffer.from('Field,Type\nLead source,Picklist\n');
    const created = await upload(
      '/admin/documents',
      { clientEmail: reader.email, title: 'Field dictionary', body: '## Fields', note: '' },
      [
        ['field-dictionary.csv', csv],
        ['..\\..\\"evil".pdf', Buffer.from('%PDF-1.4 tiny')],
      ],
    );
    expect(created.status).toBe(303);
    const id = idOf(created.headers.location);
    const page = await pageProps(reader, `/account/documents/${id}`);
    expect(page.shown.attachments.map((file: { filename: string }) => file.filename)).toEqual([
      'field-dictionary.csv',
      'evil.pdf',
    ]);
    const download = await reader.agent.get(page.shown.attachments[0].href).buffer(true);
    expect([download.status, download.headers['content-type']]).toEqual([200, 'text/csv']);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="field-dictionary.csv"/);
    expect(download.text).toBe(csv.toString());
    // Nobody else, not even with both identifiers.
    expect((await (await client()).agent.get(page.shown.attachments[0].href)).status).toBe(404);

    // Refused: a type we do not serve, an empty file, too many files, too many bytes together.
    for (const [files, message] of [
      [[['script.html', Buffer.from('<script>')]], /cannot be attached/],
      [[['empty.csv', Buffer.alloc(0)]], /cannot be attached/],
      [Array.from({ length: 6 }, (_, n) => [`f${n}.txt`, Buffer.from('x')]), /at most 5 files/],
      [
        [
          ['big.pdf', Buffer.alloc(600_000, 1)],
          ['big2.pdf', Buffer.alloc(400_000, 1)],
        ],
        /900 KB together/,
      ],
    ] as Array<[Array<[string, Buffer]>, RegExp]>) {
      const refused = await upload(
        `/admin/documents/${id}/versions`,
        { body: '## Fields v2', note: '' },
        files,
      )
        .set('Accept', 'application/json')
        .set('X-Inertia', '');
      expect([refused.status, refused.body.errors?.attachments]).toEqual([
        422,
        expect.stringMatching(message),
      ]);
    }
    const misnamed = await admin.agent
      .post(`/admin/documents/${id}/versions`)
      .set('X-XSRF-TOKEN', currentCsrf(admin))
      .set('Accept', 'application/json')
      .field('body', '## Fields v2')
      .attach('avatar', Buffer.from('x'), 'x.txt');
    expect([misnamed.status, Object.keys(misnamed.body.errors)]).toEqual([422, ['attachments']]);
    expect((await pageProps(admin, `/admin/documents/${id}`)).document.currentVersion).toBe(1);

    // Version 2 keeps the files and adds one; version 3 keeps none.
    await upload(
      `/admin/documents/${id}/versions`,
      { body: '## Fields v2', note: '', keepAttachments: '1' },
      [['notes.md', Buffer.from('# Notes')]],
    );
    expect(
      (await pageProps(reader, `/account/documents/${id}`)).shown.attachments.map(
        (file: { filename: string }) => file.filename,
      ),
    ).toEqual(['field-dictionary.csv', 'evil.pdf', 'notes.md']);
    await inertiaPost(admin, `/admin/documents/${id}/versions`, {
      body: '## Fields v3',
      note: '',
      keepAttachments: false,
    });
    expect((await pageProps(reader, `/account/documents/${id}`)).shown.attachments).toEqual([]);
    // Earlier versions keep theirs.
    expect((await pageProps(reader, `/account/documents/${id}?version=1`)).shown.attachments).toHaveLength(2);
    const admins = await pageProps(admin, `/admin/documents/${id}`);
    expect(admins.versions.map((version: { attachments: unknown[] }) => version.attachments.length)).toEqual([
      0, 3, 2,
    ]);
  });

  it('shows a document to nobody but its client: another client, an unverified account and the anonymous get 404 or sign-in', async () => {
    const owner = await client();
    const id = idOf((await publish(owner.email)).headers.location);
    const other = await client();
    const refused = await other.agent.get(`/account/documents/${id}`).set('X-Inertia', 'true');
    expect([refused.status, refused.body.props?.message]).toEqual([
      404,
      `Page not found: /account/documents/${id}`,
    ]);
    // Same address, never confirmed: records attach to verified addresses only.
    const unverifiedEmail = uniqueEmail('doc-unverified');
    const ownerOfNothing = await client(unverifiedEmail, false);
    const late = await publish(unverifiedEmail);
    expect(
      (await ownerOfNothing.agent.get(`/account/documents/${idOf(late.headers.location)}`)).status,
    ).not.toBe(200);
    expect((await (await app.visitor()).agent.get(`/account/documents/${id}`)).headers.location).toBe(
      '/login',
    );
    for (const path of [
      `/account/documents/${id}?version=9`,
      `/account/documents/${id}?version=x`,
      '/account/documents/nope',
    ])
      expect([path, (await owner.agent.get(path)).status]).toEqual([path, 404]);
    // Clients cannot publish.
    expect(
      (await inertiaPost(other, '/admin/documents', { clientEmail: other.email, title: 't', body: 'b' }))
        .status,
    ).toBe(403);
  });

  it('refuses a document that is not one, with a message per field and nothing written', async () => {
    const before = await sql<{ n: string }>(app, 'SELECT count(*) AS n FROM handover_documents');
    const refused = await json(admin, '/admin/documents', {
      clientEmail: 'not an address',
      title: '',
      body: 'x'.repeat(100_001),
      note: 'n'.repeat(501),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['body', 'clientEmail', 'note', 'title']);
    expect(await sql<{ n: string }>(app, 'SELECT count(*) AS n FROM handover_documents')).toEqual(before);
    const missing = await json(admin, '/admin/documents/00000000-0000-4000-8000-000000000000/versions', {
      body: 'text',
      note: '',
    });
    expect(missing.status).toBe(404);
  });

  it('exports and erases an address’s documents with its other personal data', async () => {
    const owner = await client();
    const id = idOf((await publish(owner.email)).headers.location);
    const exported = await admin.agent.get(
      `/admin/data-rights/export?email=${encodeURIComponent(owner.email)}`,
    );
    expect(exported.status).toBe(200);
    const records = JSON.parse(exported.text).records.handover_documents.records;
    expect(records).toEqual([
      expect.objectContaining({ id, version: 1, body: expect.stringContaining('exit criterion') }),
    ]);
    const erased = await inertiaPost(admin, '/admin/data-rights/erase', {
      email: owner.email,
      confirm: owner.email,
    });
    expect(erased.status).toBe(303);
    expect(await sql(app, 'SELECT 1 FROM handover_documents WHERE id = $1', [id])).toEqual([]);
    expect(await sql(app, 'SELECT 1 FROM handover_document_versions WHERE document_id = $1', [id])).toEqual(
      [],
    );
  });
});
