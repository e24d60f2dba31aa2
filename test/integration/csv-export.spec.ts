import type { TableQuery } from '@shared/table';
import { NewsletterService } from '@modules/leads/newsletter.service';
import { adminVisitor, sql } from '../support/auth-helpers';
import { describeWithDatabase, startTestApp, TestApp, Visitor } from '../support/test-app';

const ORIGINALS = 1_100;

/**
 * Issue #33: CSV exports page by keyset (sort value, id), not by offset: rows written while an export
 * runs neither double nor drop rows, and the order is the table's own, NULLs and ties included.
 */
describeWithDatabase('CSV exports page by keyset', () => {
  let app: TestApp;
  let admin: Visitor;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminVisitor(app);
    // Ties of three on created_at (microseconds apart between groups: a JavaScript Date would round
    // them together), and half never confirmed (NULL, sorted last ascending, first descending).
    await sql(
      app,
      `INSERT INTO newsletter_subscribers (email, status, source_path, created_at, confirmed_at)
       SELECT 'csv-' || g || '@example.com', 'pending', '/blog',
              timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 microsecond',
              CASE WHEN g % 2 = 0 THEN timestamptz '2026-02-01 00:00:00+00' + (g / 4) * interval '1 microsecond' END
         FROM generate_series(1, $1) g`,
      [ORIGINALS],
    );
  });
  afterAll(() => app.close());

  /** The export's emails of this test's rows, in file order. */
  async function exported(query: string): Promise<string[]> {
    const response = await admin.agent.get(`/admin/newsletter-subscribers?format=csv&${query}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.text
      .split('\r\n')
      .map((line) => line.split(',')[0])
      .filter((email) => /^(csv|late)-/.test(email));
  }

  /** The same rows in the order Postgres gives the table's sort (id as the tie-break, newest id first). */
  async function expected(orderBy: string): Promise<string[]> {
    const rows = await sql<{ email: string }>(
      app,
      `SELECT email FROM newsletter_subscribers WHERE email ~ '^(csv|late)-' ORDER BY ${orderBy}, id DESC`,
    );
    return rows.map((row) => row.email);
  }

  it('writes every row once, in the table’s order, with ties and NULLs, across batches of 500', async () => {
    expect(await exported('sort=createdAt&direction=desc')).toEqual(await expected('created_at DESC'));
    expect(await exported('sort=confirmedAt&direction=asc')).toEqual(await expected('confirmed_at ASC'));
    expect(await exported('sort=confirmedAt&direction=desc')).toEqual(await expected('confirmed_at DESC'));
  });

  it('neither doubles nor drops a row when rows are added while the export runs', async () => {
    const newsletter = app.app.get(NewsletterService);
    const original = newsletter.page.bind(newsletter);
    const batches: Array<TableQuery['after']> = [];
    const spy = jest.spyOn(newsletter, 'page').mockImplementation(async (query, limit) => {
      const batch = await original(query, limit);
      batches.push(query.after);
      if (batches.length === 1) {
        // After the first batch: 40 rows that sort before it (newer than any row, other tests' included)
        // and 40 that sort after it (older than any).
        await sql(
          app,
          `INSERT INTO newsletter_subscribers (email, status, source_path, created_at)
           SELECT 'late-' || kind || '-' || g || '@example.com', 'pending', '/blog', at
             FROM generate_series(1, 40) g,
                  (VALUES ('new', now() + interval '1 day'), ('old', timestamptz '2000-01-01 00:00:00+00')) v(kind, at)`,
        );
      }
      return batch;
    });
    try {
      const emails = await exported('sort=createdAt&direction=desc');
      expect(batches.length).toBeGreaterThanOrEqual(3);
      expect(batches[0]).toBeNull();
      expect(new Set(emails).size).toBe(emails.length);
      const originals = emails.filter((email) => email.startsWith('csv-'));
      expect(originals).toHaveLength(ORIGINALS);
      // Rows written before the export's position are behind it; rows after it are still reached.
      expect(emails.filter((email) => email.startsWith('late-new-'))).toHaveLength(0);
      expect(emails.filter((email) => email.startsWith('late-old-'))).toHaveLength(40);
    } finally {
      spy.mockRestore();
    }
  });
});
