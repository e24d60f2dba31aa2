import autocannon from 'autocannon';
import { FormTokens } from '@modules/leads/form-tokens';
import { adminVisitor, sql } from '../support/auth-helpers';
import {
  cookieValue,
  describeWithRedis,
  formPost,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';
import { isolatedDatabase } from '../support/test-services';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const CONNECTIONS = 10;
const TEAM = 'team@clearline.test';

interface Tally {
  sent: number;
  byStatus: Map<number, number>;
}

/**
 * Issue #22, point 2: mixed traffic for a bounded time with autocannon on 127.0.0.1 (page views,
 * contact submissions, assessment autosaves, error reports, signing pages), then every accepted
 * submission is in Postgres exactly once and every email job has finished.
 */
describeWithRedis('mixed load (issue #22)', () => {
  let app: TestApp;
  let database: { url: string; drop: () => Promise<void> };
  let visitor: Visitor;
  let assessmentCookie: string;
  let agreementId: string;

  beforeAll(async () => {
    database = await isolatedDatabase('load');
    app = await startTestApp({
      env: { DATABASE_URL: database.url, ADMIN_NOTIFY_EMAIL: TEAM },
      useRedis: true,
    });
    visitor = await app.visitor();
    const started = await formPost(visitor, '/assessment/start', {}).set('X-Inertia', 'true');
    assessmentCookie = cookieValue(started.headers['set-cookie'], 'crm_assessment')!;
    const admin = await adminVisitor(app);
    const [template] = await sql<{ id: string }>(app, 'SELECT id FROM agreement_templates LIMIT 1');
    const created = await formPost(admin, '/sign/create', {
      templateId: template.id,
      title: 'CRM advisory engagement',
      variables: {
        client_name: 'Dana',
        company: 'Northwind',
        scope: 'Audit.',
        start_date: '2027-01-11',
        fee: '1500',
      },
      signerName: 'Dana Whitfield',
      signerEmail: 'dana@northwind.example',
      payOnSigning: false,
      taxTreatment: 'none',
      currency: 'EUR',
      password: '',
      expiresOn: '',
      requireCode: false,
      send: true,
    }).set('Accept', 'application/json');
    agreementId = /\/sign\/admin\/agreements\/([0-9a-f-]{36})$/.exec(created.headers.location)![1];
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it(`serves ${SECONDS} s of mixed traffic, keeps every accepted submission exactly once and sends every email`, async () => {
    const tallies = new Map<string, Tally>();
    const tally = (name: string, status: number) => {
      const entry = tallies.get(name) ?? { sent: 0, byStatus: new Map() };
      entry.sent += 1;
      entry.byStatus.set(status, (entry.byStatus.get(status) ?? 0) + 1);
      tallies.set(name, entry);
    };
    const accepted: string[] = [];
    const refused: string[] = [];
    let sequence = 0;
    const address = () => `198.18.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
    const formTokens = app.app.get(FormTokens);
    const cookies = `XSRF-TOKEN=${encodeURIComponent(visitor.csrf)}; crm_assessment=${assessmentCookie}`;
    const json = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-XSRF-TOKEN': visitor.csrf,
    };
    type Context = { email?: string };

    const result = await autocannon({
      url: app.url(''),
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { Cookie: cookies },
      requests: [
        { method: 'GET', path: '/', onResponse: (status) => tally('GET /', status) },
        {
          method: 'GET',
          path: '/crm/marketing',
          onResponse: (status) => tally('GET /crm/marketing', status),
        },
        {
          method: 'POST',
          path: '/contact',
          setupRequest: (req, context: Context) => {
            sequence += 1;
            context.email = `load-${sequence}@northwind.example`;
            return {
              ...req,
              headers: { ...req.headers, ...json, 'X-Forwarded-For': address() },
              body: JSON.stringify({
                name: `Load Tester ${sequence}`,
                email: context.email,
                company: 'Northwind Traders',
                crm: 'hubspot',
                topic: 'migration',
                message: 'We move 40 sellers from spreadsheets to HubSpot next quarter and want a plan.',
                consent: true,
                homepage: '',
                form_token: formTokens.issue(Date.now() - 10_000),
                source_path: '/contact',
              }),
            };
          },
          onResponse: (status, _body, context: Context) => {
            tally('POST /contact', status);
            if (context.email) (status < 400 ? accepted : refused).push(context.email);
          },
        },
        {
          method: 'POST',
          path: '/api/log-error',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, ...json, 'X-Forwarded-For': address() },
            body: JSON.stringify({
              error_type: 'TypeError',
              message: 'Load test error',
              severity: 'warning',
              url: app.url('/'),
            }),
          }),
          onResponse: (status) => tally('POST /api/log-error', status),
        },
        {
          method: 'POST',
          path: '/assessment/draft',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, ...json, 'X-Forwarded-For': address() },
            body: JSON.stringify({ step: 'profile', answers: {} }),
          }),
          onResponse: (status) => tally('POST /assessment/draft', status),
        },
        {
          method: 'GET',
          path: `/sign/${agreementId}/cover`,
          // Lookups by id are limited per address (LOOKUP_BY_ID): these signers come from many networks.
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'X-Forwarded-For': address() } }),
          onResponse: (status) => tally('GET /sign/:id/cover', status),
        },
      ],
    });

    console.log(
      [
        `load: ${result.requests.total} requests in ${SECONDS} s over ${CONNECTIONS} connections, ${result.errors} errors, ${result.timeouts} timeouts, p99 ${result.latency.p99} ms`,
        ...[...tallies].map(
          ([name, entry]) =>
            `  ${name.padEnd(24)} ${String(entry.sent).padStart(6)}  ${[...entry.byStatus].map(([status, count]) => `${status}×${count}`).join(' ')}`,
        ),
      ].join('\n'),
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    for (const [name, entry] of tallies)
      expect([name, [...entry.byStatus.keys()].filter((status) => status >= 500)]).toEqual([name, []]);
    expect(accepted.length).toBeGreaterThan(20);

    // Requests in flight when the run stopped still finish on the server: wait until the count settles.
    let last = -1;
    for (;;) {
      const [{ n }] = await sql<{ n: number }>(app, 'SELECT count(*)::int AS n FROM contact_submissions');
      if (n === last) break;
      last = n;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    // Every accepted message is stored exactly once; nothing refused was stored.
    const stored = await sql<{ email: string; copies: number }>(
      app,
      'SELECT email, count(*)::int AS copies FROM contact_submissions GROUP BY email',
    );
    expect(stored.filter((row) => row.copies !== 1)).toEqual([]);
    const storedEmails = new Set(stored.map((row) => row.email));
    expect(accepted.filter((email) => !storedEmails.has(email))).toEqual([]);
    expect(refused.filter((email) => storedEmails.has(email))).toEqual([]);
    // Requests still in flight when the run stopped were answered after autocannon stopped listening.
    expect(storedEmails.size - accepted.length).toBeLessThanOrEqual(CONNECTIONS);

    // Every email job finishes: an acknowledgement to each sender and a notification to the team each.
    const deadline = Date.now() + 30_000;
    let pending = Infinity;
    while (Date.now() < deadline) {
      [{ pending }] = await sql<{ pending: number }>(
        app,
        "SELECT count(*)::int AS pending FROM mail_outbox WHERE status IN ('queued', 'sending')",
      );
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pending).toBe(0);
    const [mail] = await sql<{ acknowledged: number; notified: number; failed: number }>(
      app,
      `SELECT count(DISTINCT to_address) FILTER (WHERE to_address LIKE 'load-%')::int AS acknowledged,
              count(*) FILTER (WHERE to_address = $1)::int AS notified,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM mail_outbox`,
      [TEAM],
    );
    expect(mail).toEqual({ acknowledged: storedEmails.size, notified: storedEmails.size, failed: 0 });
  }, 120_000);
});
