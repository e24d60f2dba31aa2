import { api } from '../support/auth-helpers';
import { describeWithDatabase, pageFromHtml, startTestApp, TestApp } from '../support/test-app';
import { ProtocolFixturesModule } from './fixtures/protocol-fixtures.module';

describeWithDatabase('error screen', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ extraModules: [ProtocolFixturesModule] });
  });
  afterAll(() => testApp.close());

  it('answers any unknown path with 404 and the server-rendered error page', async () => {
    const { agent } = await testApp.visitor();
    const res = await agent
      .get('/no/such/page?x=1')
      .expect(404)
      .expect('Content-Type', /text\/html/);
    const page = pageFromHtml(res.text);
    expect(page.component).toBe('error');
    expect(page.props).toMatchObject({ status: 404, message: 'Page not found: /no/such/page' });
    expect(res.text).toContain('Page Not Found');
    expect(res.text).toContain('The page you&#x27;re looking for doesn&#x27;t exist.');
    for (const label of ['Try Again', 'Go Home', 'Report Issue']) expect(res.text).toContain(label);
  });

  it('answers unknown paths of Inertia visits with the error component as JSON', async () => {
    const { agent } = await testApp.visitor();
    const res = await agent.get('/missing').set('X-Inertia', 'true').expect(404);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.body).toMatchObject({ component: 'error', props: { status: 404 } });
  });

  describe("a module's error (ModuleError): its status, stable code and message, mapped in one filter", () => {
    it.each([
      ['/builds/meta/nope.json', 404, 'content.build_not_found', 'No metadata for build nope.json'],
      ['/_img?url=https://evil.example/x.png&w=64', 400, 'images.invalid_request', undefined],
      ['/api/nothing-here', 404, 'content.page_not_found', 'Page not found: /api/nothing-here'],
    ])('GET %s as JSON: %i with code %s', async (path, status, code, message) => {
      const res = await api(testApp).get(path).set('Accept', 'application/json').expect(status);
      expect(res.body).toMatchObject({ statusCode: status, code, ...(message && { message }) });
    });

    it('POST /api/log-error with an array: 400 error_log.not_an_object', async () => {
      const res = await api(testApp).post('/api/log-error').send([1]).expect(400);
      expect(res.body).toMatchObject({
        code: 'error_log.not_an_object',
        message: 'The body must be a JSON object (an error log record).',
      });
    });

    it('shows the same message on the error screen for a page visit', async () => {
      const { agent } = await testApp.visitor();
      const res = await agent.get('/assessment/not-a-step').set('X-Inertia', 'true').expect(404);
      expect(res.body).toMatchObject({ component: 'error', props: { status: 404 } });
      expect(typeof res.body.props.message).toBe('string');
    });
  });

  it('renders an unhandled exception as a 500 without any detail of it', async () => {
    const { agent } = await testApp.visitor();
    const res = await agent.get('/__fixtures/boom').expect(500);
    expect(pageFromHtml(res.text).props).toMatchObject({
      status: 500,
      message: 'An unexpected server error occurred.',
    });
    expect(res.text).toContain('Server Error');
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('gives API clients JSON errors, never the error page', async () => {
    const { agent } = await testApp.visitor();
    const res = await agent.get('/api/nothing-here').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'content.page_not_found',
      message: 'Page not found: /api/nothing-here',
      error: 'Not Found',
    });
  });
});
