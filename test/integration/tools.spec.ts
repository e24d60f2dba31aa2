import request from 'supertest';
import { FormTokens } from '@modules/leads/form-tokens';
import { sql, uniqueEmail } from '../support/auth-helpers';
import { HUBSPOT_COLUMNS, PIPEDRIVE_COLUMNS } from '@shared/tools/pipeline-export';
import { DEFAULT_INPUTS, generatePipeline } from '@shared/tools/sales-stages';
import {
  describeWithDatabase,
  formPost,
  pageFromHtml,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

describeWithDatabase('sales-stage generator', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const get = (path: string) => request(app.app.getHttpServer()).get(path);

  it('renders the page for the answers in the URL, server-side, with its SEO and WebApplication data', async () => {
    const res = await get(
      '/sales-stage-generator?model=saas&motion=outbound&dealSize=over-100k&cycle=over-6-months',
    ).expect(200);
    const page = pageFromHtml(res.text);
    expect(page.component).toBe('tools/sales-stage-generator');
    expect(page.props.inputs).toEqual({
      model: 'saas',
      motion: 'outbound',
      dealSize: 'over-100k',
      cycle: 'over-6-months',
    });
    // The pipeline is in the first HTML, not only after JavaScript runs.
    expect(res.text).toContain('Security and procurement review');
    expect(res.text).toContain('Prospect engaged');
    expect(res.text).toMatch(/<title[^>]*>Sales-stage generator: a deal pipeline for your CRM/);
    expect(res.text).toContain('"@type":"WebApplication"');
    expect(res.text).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/sales-stage-generator"/);
  });

  it.each([
    ['unknown values', '?model=toString&motion=%00&dealSize=' + 'x'.repeat(5000)],
    ['repeated and bracketed keys', '?model=saas&model=agency&motion[a]=b'],
    ['nothing', ''],
  ])('falls back to the default answers for %s (a page, never an error)', async (_, query) => {
    const res = await get(`/sales-stage-generator${query}`).expect(200);
    expect(pageFromHtml(res.text).props.inputs).toEqual(DEFAULT_INPUTS);
  });

  it('is listed in the sitemap, the navigation and the toolkit page', async () => {
    expect((await get('/sitemap.xml').expect(200)).text).toContain('/sales-stage-generator</loc>');
    expect((await get('/').expect(200)).text).toContain('href="/sales-stage-generator"');
    const toolkit = (await get('/toolkit').expect(200)).text;
    expect(toolkit).toContain('href="/sales-stage-generator"');
    expect((await get('/help/pipeline/stage-design').expect(200)).text).toContain(
      'href="/sales-stage-generator"',
    );
  });

  it('downloads the HubSpot and Pipedrive set-up sheets for the answers', async () => {
    const query = 'model=manufacturing&motion=partner&dealSize=25k-100k&cycle=3-6-months';
    const pipeline = generatePipeline({
      model: 'manufacturing',
      motion: 'partner',
      dealSize: '25k-100k',
      cycle: '3-6-months',
    });
    const hubspot = await get(`/sales-stage-generator/hubspot.csv?${query}`).expect(200);
    expect(hubspot.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(hubspot.headers['content-disposition']).toBe('attachment; filename="sales-pipeline-hubspot.csv"');
    const hubspotLines = hubspot.text.trimEnd().split('\r\n');
    expect(hubspotLines[0]).toBe(HUBSPOT_COLUMNS.join(','));
    expect(hubspotLines.slice(1, -2).map((line) => line.split(',')[1])).toEqual(
      pipeline.stages.map((stage) => stage.name),
    );
    const pipedrive = await get(`/sales-stage-generator/pipedrive.csv?${query}`).expect(200);
    expect(pipedrive.text.split('\r\n')[0]).toBe(PIPEDRIVE_COLUMNS.join(','));
    expect(pipedrive.text).toContain(',Partner deal registered,1,10,false,');
  });

  it('answers bad answers in a file link with 422 and a message per field, and unknown files with 404', async () => {
    const res = await get(
      '/sales-stage-generator/hubspot.csv?model=saas&motion=psychic&cycle=3-6-months&cycle=over-6-months',
    )
      .set('Accept', 'application/json')
      .expect(422);
    expect(res.body).toMatchObject({
      code: 'tools.invalid_input',
      errors: {
        motion: 'Choose one of the sales motion options.',
        cycle: 'Choose one of the sales cycle options.',
      },
    });
    await get('/sales-stage-generator/excel.xlsx').set('Accept', 'application/json').expect(404);
    await get('/sales-stage-generator/hubspot.csv.exe').set('Accept', 'application/json').expect(404);
  });

  describe('email it to me', () => {
    let lastOctet = 0;
    const post = (visitor: Visitor, body: object) =>
      formPost(visitor, '/sales-stage-generator/email', body).set(
        'X-Forwarded-For',
        `198.51.100.${(lastOctet = (lastOctet % 250) + 1)}`,
      );
    const form = (overrides: Record<string, unknown> = {}) => ({
      email: uniqueEmail('pipeline'),
      model: 'agency',
      motion: 'partner',
      dealSize: '25k-100k',
      cycle: '3-6-months',
      form_token: app.app.get(FormTokens).issue(Date.now() - 10_000),
      ...overrides,
    });
    const outbox = (to: string) =>
      sql<{
        subject: string;
        template: string;
        attachments: Array<{ filename: string; contentBase64: string }>;
      }>(
        app,
        'SELECT subject, template, attachments FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
        [to],
      );

    it('sends the pipeline with the text and both CSV files attached, and goes back to the page it came from', async () => {
      const body = form();
      const res = await post(await app.visitor(), body).set(
        'Referer',
        app.url('/sales-stage-generator?model=agency'),
      );
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/sales-stage-generator?model=agency');
      const [email] = await outbox(body.email);
      expect(email.template).toBe('tools/sales-pipeline');
      expect(email.subject).toBe('Your sales pipeline: 7 stages');
      expect(email.attachments.map((file) => file.filename)).toEqual([
        'sales-pipeline.txt',
        'sales-pipeline-hubspot.csv',
        'sales-pipeline-pipedrive.csv',
      ]);
      const hubspot = Buffer.from(email.attachments[1].contentBase64, 'base64').toString('utf8');
      expect(hubspot.split('\r\n')[1]).toBe('Sales pipeline,Partner deal registered,0,0.10');
      // No newsletter without the tick.
      expect(
        await sql(app, 'SELECT 1 FROM newsletter_subscribers WHERE email = $1', [body.email]),
      ).toHaveLength(0);
    });

    it('starts a newsletter double opt-in when the box is ticked, and nothing more', async () => {
      const body = form({ newsletter: true });
      expect((await post(await app.visitor(), body)).status).toBe(303);
      const [subscriber] = await sql<{ status: string }>(
        app,
        'SELECT status FROM newsletter_subscribers WHERE email = $1',
        [body.email],
      );
      expect(subscriber.status).toBe('pending');
      expect((await outbox(body.email)).map((email) => email.template).sort()).toEqual([
        'newsletter/confirm',
        'tools/sales-pipeline',
      ]);
    });

    it.each([
      ['no address', { email: '' }, 'email'],
      ['not an address', { email: 'dana at example' }, 'email'],
      ['an oversized address', { email: `${'a'.repeat(300)}@example.com` }, 'email'],
      ['a wrong-type tick', { newsletter: 'yes please' }, 'newsletter'],
      ['an unknown business model', { model: 'consulting' }, 'model'],
      ['an array for a choice', { cycle: ['3-6-months'] }, 'cycle'],
    ])(
      'refuses %s with 422 and a message under the field, and sends nothing',
      async (_, overrides, fieldName) => {
        const body = form(overrides);
        const res = await post(await app.visitor(), body).set('Accept', 'application/json');
        expect(res.status).toBe(422);
        expect(Object.keys((res.body as { errors: Record<string, string> }).errors)).toContain(fieldName);
        if (typeof body.email === 'string' && body.email.includes('@'))
          expect(await outbox(body.email)).toHaveLength(0);
      },
    );

    it('refuses a NUL character in the body with 400, before anything is sent', async () => {
      const body = form({ email: 'dana\u0000@example.com' });
      expect((await post(await app.visitor(), body).set('Accept', 'application/json')).status).toBe(400);
    });

    it('answers a bot the same and sends it nothing (honeypot, no form stamp)', async () => {
      for (const overrides of [{ homepage: 'https://spam.example' }, { form_token: undefined }]) {
        const body = form(overrides);
        expect((await post(await app.visitor(), body)).status).toBe(303);
        expect(await outbox(body.email)).toHaveLength(0);
      }
    });
  });

  describe('advanced generator', () => {
    const query = 'model=saas&motion=outbound&dealSize=25k-100k&cycle=3-6-months&team=sdr-ae-am&recurring=no';

    it('renders both pipelines server-side for the answers in the URL', async () => {
      const res = await get(`/advanced-sales-stage-generator?${query}`).expect(200);
      const page = pageFromHtml(res.text);
      expect(page.component).toBe('tools/advanced-sales-stage-generator');
      expect(page.props.inputs).toMatchObject({ team: 'sdr-ae-am', recurring: 'no' });
      expect(res.text).toMatch(/Renewal and expansion(<!-- -->)?: (<!-- -->)?4(<!-- -->)? stages/);
      expect(res.text).toContain('Renewal negotiation');
      expect(res.text).toContain('Account manager');
      expect(res.text).toContain('"@type":"WebApplication"');
      expect((await get('/sitemap.xml')).text).toContain('/advanced-sales-stage-generator</loc>');
    });

    it('downloads the design as CSV, the Pipedrive stages and a PDF to print', async () => {
      const csv = await get(`/advanced-sales-stage-generator/pipeline.csv?${query}`).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.text.split('\r\n')[0]).toBe(
        'Pipeline,Order,Stage,Probability,Forecast category,Owner,Rotting days,Required fields,Automations,Definition,Entry criteria,Exit criteria',
      );
      const pipedrive = await get(`/advanced-sales-stage-generator/pipedrive.csv?${query}`).expect(200);
      expect(pipedrive.headers['content-disposition']).toBe(
        'attachment; filename="sales-pipeline-design-pipedrive.csv"',
      );
      expect(pipedrive.text).toMatch(/\r\nRenewal and expansion,Renewal due,1,50,true,\d+\r\n/);
      const pdf = await get(`/advanced-sales-stage-generator/pipeline.pdf?${query}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('answers bad answers with 422 per field, unknown files with 404, and a page with the defaults', async () => {
      const bad = await get('/advanced-sales-stage-generator/pipeline.pdf?team=solo&recurring=maybe')
        .set('Accept', 'application/json')
        .expect(422);
      expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['recurring', 'team']);
      await get('/advanced-sales-stage-generator/pipeline.docx')
        .set('Accept', 'application/json')
        .expect(404);
      const page = await get('/advanced-sales-stage-generator?team=%00&recurring[]=x').expect(200);
      expect(pageFromHtml(page.text).props.inputs).toMatchObject({ team: 'sdr-ae', recurring: 'yes' });
    });
  });
});
