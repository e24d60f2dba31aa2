import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { adminVisitor, sql } from '../support/auth-helpers';
import { watchQueries } from '../support/query-log';
import { describeWithDatabase, startTestApp, TestApp, Visitor } from '../support/test-app';

/**
 * Tables that grow with traffic and time (page views, assessments, error reports, sign-ins, mail,
 * subscribers): a list or dashboard query must reach them through an index. Contact messages,
 * Jumpstart applications and agreements are written by people one at a time: hundreds a year, where
 * a scan is the cheapest plan.
 */
const LARGE_TABLES = new Set([
  'analytics_events',
  'analytics_rollups',
  'analytics_attributions',
  'assessment_responses',
  'error_log_groups',
  'error_log_reports',
  'error_log_hourly',
  'auth_audit_log',
  'mail_outbox',
  'newsletter_subscribers',
  'agreement_events',
  'payments',
]);

/** The back office's list and dashboard pages, with the filters and sorts people use most. */
const PAGES = [
  '/admin',
  '/admin/contact-submissions',
  '/admin/contact-submissions?filter[status]=new',
  '/admin/contact-submissions?sort=email&direction=asc',
  '/admin/jumpstart-applications',
  '/admin/newsletter-subscribers',
  '/admin/newsletter-subscribers?filter[status]=confirmed',
  '/admin/error-logs',
  '/admin/error-logs?filter[status]=open&filter[severity]=error',
  '/admin/sign-in-activity',
  '/admin/sign-in-activity?filter[action]=login_failed',
  '/admin/test-email',
  '/admin/assessments',
  '/admin/responses',
  '/admin/trends',
  '/admin/crm-stats',
  '/admin/analytics-dashboard',
  '/admin/analytics-dashboard?range=7d',
  '/admin/utm-analytics',
  '/admin/attribution-dashboard',
  '/admin/unified-analytics',
  '/sign/admin',
  '/sign/admin?filter[status]=sent',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/**
 * Issue 18: every query of an admin list or dashboard page reaches the large tables through an index.
 * The pages run against seeded tables; each SELECT they send is explained with sequential scans
 * priced out (`enable_seqscan = off`): a sequential scan that remains means no index can serve it.
 */
describeWithDatabase('admin list and dashboard queries use indexes', () => {
  let app: TestApp;
  let admin: Visitor;
  let explainer: Client;
  const captured: Array<{ query: string; parameters: unknown[] }> = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
    await seed(app);
    watchQueries(app.app.get(DataSource), (query, parameters) => captured.push({ query, parameters }));
    explainer = new Client({ connectionString: app.config.databaseUrl });
    await explainer.connect();
    await explainer.query('SET enable_seqscan = off');
  }, 120_000);
  afterAll(async () => {
    await explainer?.end();
    await app.close();
  });

  it('no page sends a query that must scan a large table', async () => {
    const violations: string[] = [];
    let explained = 0;
    for (const page of PAGES) {
      captured.length = 0;
      const response = await admin.agent.get(page).set('X-Inertia', 'true');
      expect([page, response.status]).toEqual([page, 200]);
      for (const { query, parameters } of captured.splice(0)) {
        if (!/^\s*(SELECT|WITH)\b/i.test(query)) continue;
        const [row] = (await explainer.query(`EXPLAIN (FORMAT JSON) ${query}`, parameters)).rows as Array<{
          'QUERY PLAN': Array<{ Plan: PlanNode }>;
        }>;
        explained += 1;
        for (const table of seqScans(row['QUERY PLAN'][0].Plan).filter((name) => LARGE_TABLES.has(name)))
          violations.push(`${page}: Seq Scan on ${table} in ${query.replace(/\s+/g, ' ').slice(0, 240)}`);
      }
    }
    console.log(`explained ${explained} queries from ${PAGES.length} admin pages`);
    expect(explained).toBeGreaterThan(PAGES.length);
    expect(violations).toEqual([]);
  });
});

/** A few thousand rows in each large table, then fresh statistics. */
async function seed(app: TestApp): Promise<void> {
  const rows = 3000;
  const statements = [
    `INSERT INTO mail_outbox (to_address, subject, html, text, template, status)
       SELECT 'n' || n || '@example.com', 'Subject ' || n, '<p>x</p>', 'x', 'seed', 'stored' FROM generate_series(1, ${rows}) n`,
    `INSERT INTO auth_audit_log (action, email, ip_address, created_at)
       SELECT CASE WHEN n % 3 = 0 THEN 'login_failed' ELSE 'login' END, 'n' || n || '@example.com', '192.0.2.1',
              now() - (n || ' minutes')::interval FROM generate_series(1, ${rows}) n`,
    `INSERT INTO error_log_groups (fingerprint, error_type, message, severity, source, count)
       SELECT 'plan-' || n, 'seed', 'Seeded error ' || n, 'error', 'client', 1 FROM generate_series(1, ${rows}) n`,
    `INSERT INTO contact_submissions (name, email, company, crm, topic, message, consented_at, source_path)
       SELECT 'Seed ' || n, 'seed' || n || '@example.com', 'Seed Ltd', 'hubspot', 'migration', 'Seeded message', now(), '/contact'
         FROM generate_series(1, ${rows}) n`,
    `INSERT INTO newsletter_subscribers (email, status, source_path)
       SELECT 'reader' || n || '@example.com', CASE WHEN n % 2 = 0 THEN 'confirmed' ELSE 'pending' END, '/'
         FROM generate_series(1, ${rows}) n`,
    `INSERT INTO analytics_events (kind, occurred_at, visitor_id, path)
       SELECT 'pageview', now() - ((n % 40000) || ' minutes')::interval, md5(n::text), '/p' || (n % 50)
         FROM generate_series(1, ${rows * 10}) n`,
  ];
  for (const statement of statements) await sql(app, statement);
  await sql(app, 'ANALYZE');
}
