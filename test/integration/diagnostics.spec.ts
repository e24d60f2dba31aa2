import { adminVisitor, createUser, PASSWORD, userWithTotp } from '../support/auth-helpers';
import {
  describeWithDatabase,
  formPost,
  pageProps,
  startTestApp,
  type TestApp,
  type Visitor,
} from '../support/test-app';

/** The spec's debug and test pages (SPEC §2 "Debug pages", the assessment's test pages, the help centre's). */
const DIAGNOSTIC_PAGES: Array<[path: string, component: string]> = [
  ['/nav-test', 'diagnostics/report'],
  ['/nav-debug', 'diagnostics/report'],
  ['/simple-nav-test', 'diagnostics/report'],
  ['/chart-debug', 'diagnostics/charts'],
  ['/test-styling', 'diagnostics/style-guide'],
  ['/_mount-check', 'diagnostics/self-check'],
  ['/_minimal-test', 'diagnostics/self-check'],
  ['/_test-hydration', 'diagnostics/self-check'],
  ['/test-simple-vue', 'diagnostics/self-check'],
  ['/test-interactivity', 'diagnostics/self-check'],
  ['/assessment/test-docs', 'diagnostics/report'],
  ['/assessment/test-utils', 'diagnostics/report'],
  ['/assessment/test-report', 'diagnostics/report'],
  ['/assessment/test-scoring', 'diagnostics/report'],
  ['/assessment/test-analytics', 'diagnostics/report'],
  ['/assessment/test-response-count', 'diagnostics/report'],
  ['/assessment/test-question-mapping', 'diagnostics/report'],
  ['/help/test', 'diagnostics/report'],
  ['/help/index-backup', 'diagnostics/report'],
];

/**
 * Every literal route SPEC.md §2 lists (copied here: the spec is not in the repository), by section.
 * Parameterised ones ({uuid}, {slug}) are covered by their own modules' tests.
 */
const SPEC_ROUTES = [
  ...['/', '/about', '/pricing', '/privacy', '/toolkit', '/contact', '/contact-backup', '/services'],
  ...['/services/revops', '/services/workshops', '/services/implementation', '/workshops', '/jumpstart'],
  ...['/fast-track', '/fast-track/process', '/fast-track/packages', '/fast-track/services'],
  ...['/crm-mastery-program', '/crm-mastery-program/tiers', '/crm-mastery-program/services'],
  '/crm-mastery-program/sessions',
  ...['advanced', 'training', 'reporting', 'automation', 'quick-wins', 'data-management'].map(
    (session) => `/crm-mastery-program/sessions/${session}`,
  ),
  ...['/odoo', '/zoho', '/attio', '/twenty', '/hubspot', '/netsuite', '/insightly', '/pipedrive'],
  ...['/salesforce', '/activecampaign', '/active-campaign', '/crm', '/crm/erp', '/crm/simple'],
  ...['/crm/marketing', '/crm-health-check', '/crm-compare', '/help', '/help/test', '/help/index-backup'],
  ...['/zoho-to-hubspot', '/zoho-to-pipedrive', '/hubspot-to-pipedrive', '/pipedrive-to-hubspot'],
  ...['/salesforce-to-hubspot', '/salesforce-to-pipedrive'],
  ...['/sales-stage-generator', '/advanced-sales-stage-generator', '/inbound-lead-audit', '/leaderboard'],
  ...['/book', '/try-pipedrive', '/try-zoho-one', '/try-zoho-crm', '/try-hubspot', '/try-activecampaign'],
  ...['/try-active-campaign', '/services/optimization', '/services/training', '/services/consulting'],
  ...['/hubspot/pricing', '/zoho/pricing', '/odoo/pricing'],
  ...['/login', '/auth/login', '/admin-login', '/confirm', '/sign/admin-login'],
  ...['/sign', '/sign/admin', '/sign/create', '/sign/thank-you'],
  ...['/assessment', '/assessment/profile', '/assessment/team', '/assessment/vision', '/assessment/overall'],
  ...['/assessment/deepdive', '/assessment/revenue-priorities', '/assessment/show-score'],
  ...['/assessment/demo-score-calculation', '/assessment/system-adoption-score-calculator'],
  ...['/admin', '/admin/trends', '/admin/settings', '/admin/crm-stats', '/admin/responses'],
  ...['/admin/error-logs', '/admin/test-email', '/admin/utm-analytics', '/admin/unified-analytics'],
  ...['/admin/analytics-dashboard', '/admin/contact-submissions', '/admin/attribution-dashboard'],
  ...['/admin/jumpstart-applications', '/admin/newsletter-subscribers', '/admin/assessments'],
  ...DIAGNOSTIC_PAGES.map(([path]) => path),
];

describeWithDatabase('diagnostic pages (issue 39)', () => {
  let app: TestApp;
  let admin: Visitor;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
  });
  afterAll(() => app.close());

  it('open for an admin, never indexed, and are a 404 for anyone else', async () => {
    const anonymous = await app.visitor();
    const client = await createUser(app);
    const clientVisitor = await app.visitor();
    await formPost(clientVisitor, '/login', { email: client.email, password: PASSWORD });
    // An admin with an authenticator who has not entered its code yet (aal1).
    const { user } = await userWithTotp(app, 'admin');
    const halfway = await app.visitor();
    await formPost(halfway, '/admin-login', { email: user.email, password: PASSWORD });

    for (const [path, component] of DIAGNOSTIC_PAGES) {
      const page = await admin.agent.get(path).set('X-Inertia', 'true');
      expect([path, page.status, page.body.component]).toEqual([path, 200, component]);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      for (const visitor of [anonymous, clientVisitor, halfway]) {
        const refused = await visitor.agent.get(path);
        expect([path, refused.status]).toEqual([path, 404]);
      }
    }
  });

  it('walks every route the spec lists: none answers 404 or an error to an admin', async () => {
    const answers = await Promise.all(
      SPEC_ROUTES.map(async (path) => [path, (await admin.agent.get(path)).status] as const),
    );
    expect(answers.filter(([, status]) => status === 404 || status >= 500)).toEqual([]);
  });

  it('runs the scoring vectors live, and every one holds', async () => {
    const props = await pageProps(admin, '/assessment/test-scoring');
    expect(props.checks.length).toBeGreaterThanOrEqual(12);
    expect(props.checks.filter((check: { passed: boolean }) => !check.passed)).toEqual([]);
  });

  it('scores pasted answers, and says so when they are not JSON', async () => {
    const bad = await pageProps(admin, '/assessment/test-utils?answers=%7Bnot%20json');
    expect(bad.checks).toEqual([{ name: 'Answers read', passed: false, detail: 'That is not valid JSON.' }]);
    const array = await pageProps(admin, `/assessment/test-utils?answers=${encodeURIComponent('[1,2]')}`);
    expect(array.checks[0].passed).toBe(false);
    const worked = await pageProps(admin, '/assessment/test-utils');
    const scores = worked.tables[0].rows as Array<[string, unknown]>;
    expect(scores[0]).toEqual(['CRM health score', 39.5]);
  });

  it('explains the help search: every match with its scores, and which are shown', async () => {
    const props = await pageProps(admin, '/help/test?q=pipeline%20stages');
    const [table] = props.tables;
    expect(table.columns).toEqual([
      'Article',
      'Match score',
      'Phrase boost',
      'Score',
      'Terms matched',
      'Shown',
    ]);
    expect(table.rows.length).toBeGreaterThan(0);
    const scores = table.rows.map((row: unknown[]) => row[3] as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(table.rows[0][5]).toBe('yes');
  });

  it('lists itself in the route table, and every help article in the A–Z', async () => {
    const routes = await pageProps(admin, '/nav-debug');
    expect(routes.tables[0].rows).toContainEqual([
      'GET',
      '/nav-debug',
      'DiagnosticsController.navDebug',
      'Diagnostics',
      'anyone',
    ]);
    const index = await pageProps(admin, '/help/index-backup');
    const titles = index.tables[0].rows.map((row: Array<{ text: string }>) => row[1].text);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(titles.length).toBe(14);
  });

  it('leaves the neighbouring routes to their modules (the assessment, a help article)', async () => {
    const component = async (path: string) =>
      (await admin.agent.get(path).set('X-Inertia', 'true')).body.component;
    expect(await component('/assessment')).toBe('assessment/intro');
    expect(await component('/help/adoption/admin-governance')).toBe('content/help-article');
  });
});
