import { DataSource } from 'typeorm';
import { ContentService } from '@modules/content';
import { adminVisitor, createUser, PASSWORD, sql } from '../support/auth-helpers';
import { watchQueries } from '../support/query-log';
import { describeWithDatabase, formPost, startTestApp, TestApp, Visitor } from '../support/test-app';

/**
 * Pages rendered per request ask Postgres as few times as they can (issue 40): on this machine each
 * round trip costs about 0.2 ms of the event loop in system calls, and the client home sent fifteen.
 * Queries are counted through TypeORM's logger, which every query passes.
 */
describeWithDatabase('round trips to Postgres per signed-in page (issue 40)', () => {
  let app: TestApp;
  let queries: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    watchQueries(app.app.get(DataSource), (query) => queries.push(query));
  });
  afterAll(() => app.close());

  async function signedInClient(): Promise<Visitor & { email: string }> {
    const client = await createUser(app, { role: 'client', confirmed: true });
    const visitor = await app.visitor();
    await formPost(visitor, '/login', { email: client.email, password: PASSWORD });
    return { ...visitor, email: client.email };
  }

  async function queriesFor(visitor: Visitor, path: string) {
    queries = [];
    const response = await visitor.agent.get(path).set('X-Inertia', 'true');
    expect(response.status).toBe(200);
    return { props: response.body.props, queries: [...queries] };
  }

  it('the client home reads the session in one query and every module’s records in one more', async () => {
    const client = await signedInClient();
    const empty = await queriesFor(client, '/account');
    expect(empty.queries).toHaveLength(2);

    // Records in several modules (a form keeps the address as typed), and the count stays at two.
    await sql(
      app,
      `INSERT INTO contact_submissions (name, email, company, crm, topic, message, consented_at, source_path)
       VALUES ('Dana', upper($1), 'Northwind', 'hubspot', 'migration', 'Hello', now(), '/contact')`,
      [client.email],
    );
    await sql(
      app,
      `INSERT INTO newsletter_subscribers (email, status, confirmed_at, source_path) VALUES ($1, 'confirmed', now(), '/')`,
      [client.email],
    );
    await sql(
      app,
      `INSERT INTO training_grants (email, tier, note, granted_by) VALUES ($1, 'core', 'Workshop seat', 'admin@example.com')`,
      [client.email],
    );
    const full = await queriesFor(client, '/account');
    expect(full.queries).toHaveLength(2);
    const sections = full.props.sections as Array<{
      key: string;
      items: Array<{ title: string; status: string }>;
    }>;
    const titles = (key: string) =>
      sections.find((section) => section.key === key)?.items.map((item) => item.title);
    expect(titles('messages')).toEqual(['Message to us', 'Newsletter']);
    expect(sections.find((section) => section.key === 'messages')!.items[1].status).toBe('Subscribed');
    expect(titles('training')!.length).toBeGreaterThan(0);
  });

  it('another client’s records never join the home: the one statement is bound to the signed-in address', async () => {
    const [dana, lee] = [await signedInClient(), await signedInClient()];
    await sql(
      app,
      `INSERT INTO contact_submissions (name, email, company, crm, topic, message, consented_at, source_path)
       VALUES ('Dana', $1, 'Northwind', 'hubspot', 'migration', 'Hello', now(), '/contact')`,
      [dana.email],
    );
    const danaHome = await queriesFor(dana, '/account');
    const leeHome = await queriesFor(lee, '/account');
    const messages = (props: Record<string, unknown>) =>
      (props.sections as Array<{ key: string; items: unknown[] }>).find(
        (section) => section.key === 'messages',
      )?.items.length ?? 0;
    expect(messages(danaHome.props)).toBe(1);
    expect(messages(leeHome.props)).toBe(0);
  });

  it('a lesson reads the session, then the learner’s access and progress in one query, then notes the visit (once a minute)', async () => {
    const learner = await signedInClient();
    await sql(
      app,
      `INSERT INTO training_grants (email, tier, note, granted_by) VALUES ($1, 'complete', '', 'admin@example.com')`,
      [learner.email],
    );
    const course = app.app.get(ContentService).courses()[0];
    const lesson = course.lessons[1]; // past the free first lesson: only a holding opens it
    const page = await queriesFor(learner, lesson.path);
    expect(page.props.content).not.toBeNull();
    expect(page.props.progress).toMatchObject({ completed: false, attempts: 0 });
    expect(page.queries).toHaveLength(3);
    expect(page.queries[2]).toMatch(/^\s*INSERT INTO training_progress/);
    const [visit] = await sql<{ count: number }>(
      app,
      'SELECT count(*)::int AS count FROM training_progress WHERE email = $1 AND lesson_slug = $2',
      [learner.email, lesson.slug],
    );
    expect(visit.count).toBe(1);

    // A reload within the minute reads as before and writes nothing; another lesson is noted at once.
    const noted = await visitedAt(learner.email, lesson.slug);
    const reload = await queriesFor(learner, lesson.path);
    expect(reload.props.content).not.toBeNull();
    expect(reload.queries).toHaveLength(2);
    expect(reload.queries.some((query) => /INSERT INTO training_progress/.test(query))).toBe(false);
    expect(await visitedAt(learner.email, lesson.slug)).toEqual(noted);
    const other = await queriesFor(learner, course.lessons[2].path);
    expect(other.queries[2]).toMatch(/^\s*INSERT INTO training_progress/);
    expect(await visitedAt(learner.email, course.lessons[2].slug)).not.toBeNull();
  });

  async function visitedAt(email: string, lessonSlug: string): Promise<Date | null> {
    const [row] = await sql<{ visited_at: Date }>(
      app,
      'SELECT visited_at FROM training_progress WHERE email = $1 AND lesson_slug = $2',
      [email, lessonSlug],
    );
    return row?.visited_at ?? null;
  }

  it('the back-office dashboard reads the session, the navigation’s unread counts and every module’s numbers: three queries', async () => {
    const admin = await adminVisitor(app);
    const page = await queriesFor(admin, '/admin');
    expect(page.queries).toHaveLength(3);
    expect(page.props.metrics.map((metric: { key: string }) => metric.key)).toEqual(
      expect.arrayContaining([
        'contacts',
        'assessments_started',
        'agreements_sent',
        'visitors',
        'open_errors',
      ]),
    );
    expect(Object.keys(page.props.adminUnread)).toEqual(
      expect.arrayContaining(['/admin/contact-submissions', '/admin/error-logs']),
    );
  });
});
