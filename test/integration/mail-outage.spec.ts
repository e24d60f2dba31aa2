import { randomUUID } from 'node:crypto';
import { FormTokens } from '@modules/leads/form-tokens';
import { sql, uniqueEmail } from '../support/auth-helpers';
import { SmtpSink } from '../support/smtp-sink';
import { TcpProxy } from '../support/tcp-proxy';
import { describeWithRedis, formPost, startTestApp, TestApp } from '../support/test-app';

const TEAM = 'outage-team@clearline.test';

describeWithRedis('a lead sent while Redis is down', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let redis: TcpProxy;

  beforeAll(async () => {
    const shared = new URL(process.env.TEST_REDIS_URL as string);
    redis = new TcpProxy(shared.hostname, Number(shared.port || 6379));
    await redis.start();
    sink = await SmtpSink.start();
    app = await startTestApp({
      useRedis: true,
      env: {
        REDIS_URL: `redis://127.0.0.1:${redis.port}`,
        QUEUE_PREFIX: `outage-${randomUUID().slice(0, 8)}`,
        SMTP_URL: sink.url,
        ADMIN_NOTIFY_EMAIL: TEAM,
        MAIL_SWEEP_INTERVAL_MS: '200',
        MAIL_SWEEP_GRACE_MS: '300',
      },
    });
  });
  afterAll(async () => {
    await redis.start();
    await app.close();
    await sink.close();
    await redis.stop();
  });

  const submit = async (email: string) => {
    const visitor = await app.visitor();
    return formPost(visitor, '/contact', {
      name: 'Ravi Patel',
      email,
      company: 'Contoso Analytics',
      crm: 'salesforce',
      topic: 'reporting',
      message: 'Our pipeline report disagrees with finance every month. Can you help?',
      consent: true,
      form_token: app.app.get(FormTokens).issue(Date.now() - 30_000),
    });
  };
  const outbox = (email: string) =>
    sql<{ status: string; attempts: number }>(
      app,
      'SELECT status, attempts FROM mail_outbox WHERE to_address = $1',
      [email],
    );

  it('keeps the submission, then delivers its emails once Redis is back', async () => {
    const before = uniqueEmail('before');
    expect((await submit(before)).status).toBe(303);
    await sink.waitFor(before);

    await redis.stop();
    const during = uniqueEmail('during');
    const response = await submit(during);
    expect([response.status, response.headers.location]).toEqual([303, '/contact']);
    expect(await sql(app, 'SELECT id FROM contact_submissions WHERE email = $1', [during])).toHaveLength(1);
    expect(await outbox(during)).toEqual([{ status: 'queued', attempts: 0 }]);

    // Nothing can leave while the queue is away; the sweeper keeps trying.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outbox(during)).toEqual([{ status: 'queued', attempts: 0 }]);
    expect(sink.to(during)).toHaveLength(0);

    await redis.start();
    const [ack] = await sink.waitFor(during, 1, 30_000);
    expect(ack.subject).toBe('We have your message');
    const notifications = await sink.waitFor(TEAM, 2, 30_000);
    expect(notifications.filter((mail) => mail.replyTo?.value[0].address === during)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outbox(during)).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(sink.to(during)).toHaveLength(1);
  }, 60_000);
});
