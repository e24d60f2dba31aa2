import { DataSource } from 'typeorm';
import { adminVisitor, sql } from '../support/auth-helpers';
import { COUNT_CAP, formatCount } from '@shared/table';
import { watchQueries } from '../support/query-log';
import { describeWithDatabase, startTestApp, TestApp, Visitor } from '../support/test-app';

/**
 * No N+1 in the back office: each list page runs the same number of queries for 10 rows as for 100
 * (issue 18). Queries are counted through TypeORM's logger, which every query passes.
 */
describeWithDatabase('admin list pages: queries per page', () => {
  let app: TestApp;
  let admin: Visitor;
  let counted = 0;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
    watchQueries(app.app.get(DataSource), () => (counted += 1));
    // 120 rows in each listed table, so a page of 100 has 100 rows to (not) query one by one.
    await sql(
      app,
      `INSERT INTO mail_outbox (to_address, subject, html, text, template, status)
       SELECT 'n' || n || '@example.com', 'Subject ' || n, '<p>x</p>', 'x', 'seed', 'stored' FROM generate_series(1, 120) n`,
    );
    await sql(
      app,
      `INSERT INTO auth_audit_log (action, email, ip_address) SELECT 'login', 'n' || n || '@example.com', '192.0.2.1'
         FROM generate_series(1, 120) n`,
    );
    await sql(
      app,
      `INSERT INTO error_log_groups (fingerprint, error_type, message, severity, source, count)
       SELECT 'query-count-' || n, 'seed', 'Seeded error ' || n, 'error', 'client', 1 FROM generate_series(1, 120) n`,
    );
    await sql(
      app,
      `INSERT INTO contact_submissions (name, email, company, crm, topic, message, consented_at, source_path)
       SELECT 'Seed ' || n, 'seed' || n || '@example.com', 'Seed Ltd', 'hubspot', 'migration', 'Seeded message', now(), '/contact'
         FROM generate_series(1, 120) n`,
    );
    const [{ id: version }] = await sql<{ id: string }>(
      app,
      'SELECT id FROM agreement_template_versions LIMIT 1',
    );
    await sql(
      app,
      `INSERT INTO agreements (code, template_version_id, title, variables, body, signer_name, signer_email, status)
       SELECT 'AGR-QC' || lpad(n::text, 2, '0') || '-' || lpad(n::text, 4, '0'), $1, 'Seeded', '{}', 'x', 'Signer ' || n,
              'signer' || n || '@example.com', 'sent'
         FROM generate_series(1, 120) n`,
      [version],
    );
  });
  afterAll(() => app.close());

  async function queriesFor(path: string): Promise<number> {
    counted = 0;
    const response = await admin.agent.get(path).set('X-Inertia', 'true');
    expect(response.status).toBe(200);
    return counted;
  }

  it('counts exactly up to COUNT_CAP, then reports "more than the cap" without reading every row', async () => {
    const outbox = await admin.agent.get('/admin/test-email').set('X-Inertia', 'true');
    const exact = await sql<{ count: number }>(app, 'SELECT count(*)::int AS count FROM mail_outbox');
    expect(outbox.body.props.table.total).toBe(exact[0].count);
    await sql(
      app,
      `INSERT INTO auth_audit_log (action, email, ip_address) SELECT 'login', 'cap' || n || '@example.com', '192.0.2.1'
         FROM generate_series(1, ${COUNT_CAP}) n`,
    );
    const activity = await admin.agent.get('/admin/sign-in-activity').set('X-Inertia', 'true');
    expect(activity.body.props.table.total).toBe(COUNT_CAP + 1);
    expect(formatCount(activity.body.props.table.total)).toBe('10,000+');
  });

  it.each([
    '/admin/test-email',
    '/admin/sign-in-activity',
    '/sign/admin',
    '/admin/contact-submissions',
    '/admin/error-logs',
  ])('%s runs as many queries for 100 rows as for 10', async (path) => {
    // Every listed table has 120 rows, so both are full pages (a short page can take fewer queries).
    await queriesFor(`${path}?per_page=10`); // warm-up: one-time lookups
    const ten = await queriesFor(`${path}?per_page=10`);
    const hundred = await queriesFor(`${path}?per_page=100`);
    expect(hundred).toBe(ten);
    expect(ten).toBeGreaterThan(0); // the counter sees the page's queries
    // A bounded number: the rows, a capped total, one capped count per status tab (agreements have
    // ten statuses, the most), the shared props.
    expect(ten).toBeLessThanOrEqual(17);
  });
});
