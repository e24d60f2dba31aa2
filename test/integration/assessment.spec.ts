import { describeWithDatabase, pageFromHtml, startTestApp, TestApp } from '../support/test-app';

describeWithDatabase('assessment calculators', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each([
    [
      '/assessment/system-adoption-score-calculator',
      'assessment/system-adoption-score-calculator',
      'System adoption score calculator',
    ],
    [
      '/assessment/demo-score-calculation',
      'assessment/demo-score-calculation',
      'How the CRM health score is calculated',
    ],
  ])('renders %s on the server', async (path, component, title) => {
    const visitor = await app.visitor();
    const response = await visitor.agent.get(path);
    expect(response.status).toBe(200);
    expect(pageFromHtml(response.text)).toMatchObject({ component, props: { version: 1 } });
    expect(response.text).toContain(`<title data-inertia="">${title} · Clearline</title>`);
  });

  it.each([
    'test-docs',
    'test-utils',
    'test-report',
    'test-scoring',
    'test-analytics',
    'test-response-count',
    'test-question-mapping',
  ])('does not ship the development page /assessment/%s', async (page) => {
    const visitor = await app.visitor();
    expect((await visitor.agent.get(`/assessment/${page}`)).status).toBe(404);
  });
});
