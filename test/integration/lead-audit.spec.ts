import { JobQueue } from '@jobs/job-queue';
import { AnalyticsService } from '@modules/analytics';
import { FormTokens } from '@modules/leads/form-tokens';
import { AUDIT_QUESTIONS, FIRST_FIXES, scoreAudit } from '@shared/tools/lead-audit';
import { adminVisitor, sql, uniqueEmail } from '../support/auth-helpers';
import {
  describeWithDatabase,
  formPost,
  pageProps,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

/** Every question answered with its best option, then `changes`. */
const answers = (changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    AUDIT_QUESTIONS.map((question) => [
      question.id,
      question.options.reduce((best, option) => (option.points > best.points ? option : best)).value,
    ]),
  ),
  ...changes,
});

describeWithDatabase('inbound lead audit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  let lastOctet = 0;
  const post = (visitor: Visitor, path: string, body: object) =>
    formPost(visitor, path, body)
      .set('X-Forwarded-For', `198.51.100.${(lastOctet = (lastOctet % 250) + 1)}`)
      // A browser's agent: goals, like page views, are not counted for bots or a missing agent.
      .set(
        'User-Agent',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      );
  /** Takes the audit as `visitor`; returns the results path the server sent them to. */
  async function take(visitor: Visitor, changes: Record<string, unknown> = {}) {
    const res = await post(visitor, '/inbound-lead-audit', {
      answers: answers(changes),
      source_path: '/inbound-lead-audit',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/inbound-lead-audit\/results\/[A-Za-z0-9_-]{32}$/);
    return res.headers.location as string;
  }

  it('shows the three fixes worth the most first, and names the others after them (issue 39)', async () => {
    const visitor = await app.visitor();
    const worst = Object.fromEntries(
      AUDIT_QUESTIONS.map((question) => [
        question.id,
        question.options.reduce((low, option) => (option.points < low.points ? option : low)).value,
      ]),
    );
    const path = await take(visitor, worst);
    const result = scoreAudit(answers(worst) as Record<string, string>);
    expect(result.fixes).toHaveLength(8);
    // The first visit is rendered on the server: the list as the visitor sees it.
    const html = (await visitor.agent.get(path).expect(200)).text;
    const list = /<ol[^>]*data-testid="audit-fixes"[^>]*>([\s\S]*?)<\/ol>/.exec(html)![1];
    expect(list.match(/<li/g)).toHaveLength(FIRST_FIXES);
    for (const fix of result.fixes.slice(0, FIRST_FIXES)) expect(list).toContain(fix.label);
    const more = /data-testid="audit-more-fixes"[^>]*>([\s\S]*?)<\/p>/.exec(html)![1];
    for (const fix of result.fixes.slice(FIRST_FIXES)) expect(more).toContain(fix.label);
  });

  it('scores a submission, stores it, records the goal and shows the results behind an unguessable link', async () => {
    const visitor = await app.visitor();
    const path = await take(visitor, { first_response: 'later', after_hours: 'queue', attempts: '3to5' });
    const props = await pageProps(visitor, path);
    const expected = scoreAudit(
      answers({ first_response: 'later', after_hours: 'queue', attempts: '3to5' }) as Record<string, string>,
    );
    expect(props.result).toEqual(expected);
    expect(props.result.fixes.map((fix: { area: string }) => fix.area)).toEqual(['speed', 'cadence']);
    expect(props.owner).toBe(true);
    const [row] = await sql<{ id: string; score: number; grade: string; view_token_hash: string }>(
      app,
      'SELECT id, score, grade, view_token_hash FROM lead_audits ORDER BY created_at DESC LIMIT 1',
    );
    await app.app.get(AnalyticsService).flush();
    await (app.app.get(JobQueue) as unknown as { drain(): Promise<void> }).drain();
    expect(
      await sql(
        app,
        "SELECT 1 FROM analytics_events WHERE kind = 'goal' AND goal = 'lead_audit_completed' AND goal_ref = $1",
        [row.id],
      ),
    ).toHaveLength(1);
    expect(row).toMatchObject({ score: expected.score, grade: expected.grade });
    // Only the hash of the link's token is stored.
    expect(row.view_token_hash).not.toContain(path.split('/').pop());
    // Another browser with the link sees the results, but is not the owner.
    expect((await pageProps(await app.visitor(), path)).owner).toBe(false);
  });

  it.each([
    ['no answers', {}],
    ['an unknown option', { answers: answers({ assignment: 'psychic' }) }],
    ['an array for an answer', { answers: answers({ attempts: ['6plus'] }) }],
    ['a string for the answers', { answers: 'all good' }],
  ])('refuses %s with 422 and a message per question, storing nothing', async (_, body) => {
    const before = await sql<{ count: string }>(app, 'SELECT count(*) FROM lead_audits');
    const res = await post(await app.visitor(), '/inbound-lead-audit', body).set(
      'Accept',
      'application/json',
    );
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors).length).toBeGreaterThan(0);
    expect(await sql(app, 'SELECT count(*) FROM lead_audits')).toEqual(before);
  });

  it('answers a wrong or malformed link with 404', async () => {
    for (const token of ['A'.repeat(32), 'short', `${'A'.repeat(31)}%00`])
      expect((await (await app.visitor()).agent.get(`/inbound-lead-audit/results/${token}`)).status).toBe(
        404,
      );
  });

  it('lets the owner replace the link (the old one stops working), and no one else', async () => {
    const owner = await app.visitor();
    const path = await take(owner);
    const stranger = await app.visitor();
    expect((await post(stranger, `${path}/new-link`, {})).status).toBe(404);
    const replaced = await post(owner, `${path}/new-link`, {});
    expect(replaced.status).toBe(303);
    const fresh = replaced.headers.location as string;
    expect(fresh).not.toBe(path);
    expect((await owner.agent.get(path)).status).toBe(404);
    expect((await owner.agent.get(fresh)).status).toBe(200);
  });

  it('emails the owner the full report as a PDF, keeps the address for the admins, and refuses strangers', async () => {
    const owner = await app.visitor();
    const path = await take(owner, { sla_exists: 'no' });
    const email = uniqueEmail('audit');
    const form_token = app.app.get(FormTokens).issue(Date.now() - 10_000);
    expect((await post(await app.visitor(), `${path}/email`, { email, form_token })).status).toBe(404);
    const bad = await post(owner, `${path}/email`, { email: 'not an address', form_token }).set(
      'Accept',
      'application/json',
    );
    expect(bad.status).toBe(422);
    expect((await post(owner, `${path}/email`, { email, form_token })).status).toBe(303);
    const [message] = await sql<{
      subject: string;
      attachments: Array<{ filename: string; contentBase64: string }>;
    }>(app, 'SELECT subject, attachments FROM mail_outbox WHERE to_address = $1', [email]);
    expect(message.subject).toMatch(/^Your inbound lead audit: \d+\/100 \(grade [A-E]\)$/);
    expect(message.attachments[0].filename).toBe('inbound-lead-audit.pdf');
    expect(Buffer.from(message.attachments[0].contentBase64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const [row] = await sql<{ email: string }>(app, 'SELECT email FROM lead_audits WHERE email = $1', [
      email,
    ]);
    expect(row.email).toBe(email);
  });

  it('lists the audits for admins (grade filter, CSV) and for nobody else', async () => {
    const visitor = await app.visitor();
    await take(
      visitor,
      answers({ first_response: 'later', assignment: 'none', criteria: 'no', score_model: 'none' }),
    );
    const admin = await adminVisitor(app);
    const list = await pageProps(admin, '/admin/lead-audits');
    expect(list.table.total).toBeGreaterThan(0);
    expect(Object.keys(list.counts)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const filtered = await pageProps(admin, '/admin/lead-audits?filter[grade]=A');
    expect(filtered.table.rows.every((row: { grade: string }) => row.grade === 'A')).toBe(true);
    const csv = await admin.agent.get('/admin/lead-audits?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe('Taken at,Score,Grade,Email,Page');
    // Signed out, or signed in without the admin role: the list is not there for them.
    const anonymous = await (await app.visitor()).agent.get('/admin/lead-audits');
    expect([302, 303]).toContain(anonymous.status);
  });
});
