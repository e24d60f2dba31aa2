import request from 'supertest';
import { HUBSPOT_COLUMNS, PIPEDRIVE_COLUMNS } from '@shared/tools/pipeline-export';
import { DEFAULT_INPUTS, generatePipeline } from '@shared/tools/sales-stages';
import { describeWithDatabase, pageFromHtml, startTestApp, TestApp } from '../support/test-app';

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
});
