import { randomUUID } from 'node:crypto';
import { FormTokens } from '@modules/leads/form-tokens';
import { adminVisitor, sql, uniqueEmail } from '../support/auth-helpers';
import { SmtpSink } from '../support/smtp-sink';
import { describeWithRedis, formPost, pageProps, startTestApp, TestApp, Visitor } from '../support/test-app';
import { CONTACT_ANSWERS } from '@shared/forms/leads';

const TEAM = 'team@clearline.test';

/** Each call comes from its own documentation-range address, so per-IP limits only bite where a test means them to. */
let lastOctet = 0;
const newAddress = () => `192.0.2.${(lastOctet = (lastOctet % 250) + 1)}`;
const post = (visitor: Visitor, path: string, body: object) =>
  formPost(visitor, path, body).set('X-Forwarded-For', newAddress());

/** A token for a page shown `ageMs` ago (a person takes a while to fill a form in). */
const formToken = (app: TestApp, ageMs = 10_000) => app.app.get(FormTokens).issue(Date.now() - ageMs);

function contactForm(app: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dana Whitfield',
    email: uniqueEmail('dana'),
    company: 'Northwind Traders',
    phone: '+44 20 7946 0958',
    crm: 'hubspot',
    topic: 'migration',
    message: 'We are moving 40 sellers from spreadsheets to HubSpot next quarter and want a plan.',
    consent: true,
    homepage: '',
    form_token: formToken(app),
    source_path: '/contact',
    attribution: {
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'q4-migration',
      referrer: 'https://www.linkedin.com/',
      landing_path: '/help/migration/migration-checklist',
    },
    ...overrides,
  };
}

function jumpstartForm(app: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    company: 'Fabrikam Robotics',
    website: 'fabrikam.example',
    companySize: '51-200',
    crm: 'pipedrive',
    seats: '25',
    goals: ['pipeline', 'reporting'],
    success: 'Every deal in one pipeline with stages the team agrees on, and a weekly forecast we trust.',
    timeline: 'within-1-month',
    budgetRange: '10k-25k',
    name: 'Sam Okafor',
    role: 'Head of Sales',
    email: uniqueEmail('sam'),
    phone: '',
    consent: true,
    form_token: formToken(app),
    ...overrides,
  };
}

/** What a browser that asked for JSON gets back for a bad form. */
async function jsonErrors(visitor: Visitor, path: string, body: object) {
  const response = await post(visitor, path, body).set('Accept', 'application/json');
  return { status: response.status, errors: (response.body as { errors?: Record<string, string> }).errors };
}

async function waitForStatus(app: TestApp, to: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await sql<{ status: string; attempts: number; last_error: string | null }>(
      app,
      'SELECT status, attempts, last_error FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [to],
    );
    if (rows[0]?.status === status) return rows[0];
    if (Date.now() > deadline) throw new Error(`mail to ${to} is ${rows[0]?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithRedis('leads and mail (BullMQ on Redis, a real SMTP server)', () => {
  let app: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({
      useRedis: true,
      env: {
        SMTP_URL: sink.url,
        ADMIN_NOTIFY_EMAIL: TEAM,
        // Its own queues and rate-limit counters: no other test app's worker takes these jobs.
        QUEUE_PREFIX: `leads-${randomUUID().slice(0, 8)}`,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  describe('contact form', () => {
    it('stores the message with its attribution, thanks the visitor and emails both sides over SMTP', async () => {
      const visitor = await app.visitor();
      const form = contactForm(app);
      const response = await post(visitor, '/contact', form).set('User-Agent', 'Mozilla/5.0 Test');
      expect([response.status, response.headers.location]).toEqual([303, '/contact']);
      const page = await pageProps(visitor, '/contact');
      expect(page.flash).toMatchObject({
        leadSent: 'contact',
        toasts: [{ title: 'Thanks, your message is on its way' }],
      });

      const [stored] = await sql(app, 'SELECT * FROM contact_submissions WHERE email = $1', [form.email]);
      expect(stored).toMatchObject({
        name: 'Dana Whitfield',
        company: 'Northwind Traders',
        crm: 'hubspot',
        topic: 'migration',
        status: 'new',
        spam_reason: null,
        source_path: '/contact',
        user_agent: 'Mozilla/5.0 Test',
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: 'q4-migration',
        referrer: 'https://www.linkedin.com/',
        landing_path: '/help/migration/migration-checklist',
      });

      const [ack] = await sink.waitFor(form.email);
      expect(ack.subject).toBe('We have your message');
      // The auto-reply goes to an address nobody has confirmed: none of the visitor's text is in it.
      expect(ack.text).not.toContain('moving 40 sellers');
      expect(ack.html).not.toContain('Dana');
      expect(ack.html).toContain('Thanks for your message');
      const notification = await sink.waitForMessage(TEAM, (mail) =>
        Boolean(mail.subject?.startsWith('New message:')),
      );
      expect(notification.subject).toBe('New message: Moving to another CRM (Dana Whitfield)');
      expect(notification.replyTo?.value[0].address).toBe(form.email);
      expect(notification.text).toContain('Northwind Traders');
      expect(notification.text).toContain('linkedin / social / q4-migration');
      expect(notification.text).toContain(`/admin/contact-submissions/${stored.id as string}`);

      const outbox = await waitForStatus(app, form.email, 'sent');
      expect(outbox.attempts).toBe(1);
      const [message] = await sql(
        app,
        'SELECT provider_message_id, sent_at FROM mail_outbox WHERE to_address = $1',
        [form.email],
      );
      expect(message.provider_message_id).toMatch(/@crm-advisory>$/);
      expect(message.sent_at).toBeInstanceOf(Date);
    });

    it('sends the visitor of the landing-layout page back there', async () => {
      const visitor = await app.visitor();
      const response = await post(visitor, '/contact', contactForm(app, { source_path: '/contact-backup' }));
      expect(response.headers.location).toBe('/contact-backup');
      const offSite = await post(visitor, '/contact', contactForm(app, { source_path: '//evil.example/x' }));
      expect(offSite.headers.location).toBe('/contact');
    });

    it.each([
      ['name', '', 'Enter your name.'],
      ['name', 42, 'Enter your name.'],
      ['name', 'x'.repeat(121), 'Your name can be at most 120 characters.'],
      ['email', 'not-an-email', 'Enter a valid email address, like name@example.com.'],
      ['email', '', 'Enter a valid email address, like name@example.com.'],
      ['email', ['a@example.com'], 'Enter a valid email address, like name@example.com.'],
      ['company', '   ', 'Enter your company’s name (or “Independent”).'],
      ['company', 'x'.repeat(161), 'The company name can be at most 160 characters.'],
      [
        'phone',
        'call me maybe',
        'Enter a phone number using digits, spaces and an optional leading +, or leave it empty.',
      ],
      [
        'phone',
        12345678,
        'Enter a phone number using digits, spaces and an optional leading +, or leave it empty.',
      ],
      ['crm', 'myspace', 'Choose the CRM you use now, or “No CRM yet”.'],
      ['crm', undefined, 'Choose the CRM you use now, or “No CRM yet”.'],
      ['topic', 'gossip', 'Choose what your message is about.'],
      ['message', 'Too short', 'Tell us a little more: at least 20 characters.'],
      ['message', 'x'.repeat(5001), 'Keep the message under 5,000 characters.'],
      ['message', null, 'Write your message.'],
      ['consent', false, 'Tick the box to let us use these details to reply to you.'],
      ['consent', 'yes', 'Tick the box to let us use these details to reply to you.'],
    ])('refuses %s = %j with a clear message and stores nothing', async (field, value, message) => {
      const visitor = await app.visitor();
      const form = contactForm(app, { [field]: value });
      const result = await jsonErrors(visitor, '/contact', form);
      expect(result.status).toBe(422);
      expect(result.errors).toEqual({ [field]: message });
      expect(
        await sql(app, 'SELECT id FROM contact_submissions WHERE email = $1', [form.email]),
      ).toHaveLength(0);
    });

    it('shows field errors on the page after a form post and keeps the old input out of the database', async () => {
      const visitor = await app.visitor();
      const response = await post(visitor, '/contact', contactForm(app, { email: 'dana@', message: '' }))
        .set('X-Inertia', 'true')
        .set('Referer', app.url('/contact'));
      expect([response.status, response.headers.location]).toEqual([303, '/contact']);
      const page = await pageProps(visitor, '/contact');
      expect(page.errors).toEqual({
        email: 'Enter a valid email address, like name@example.com.',
        message: 'Write your message.',
      });
    });

    it('answers malformed bodies with 400/422, never 500', async () => {
      const visitor = await app.visitor();
      const broken = await post(visitor, '/contact', {})
        .set('Content-Type', 'application/json')
        .set('Accept', 'application/json')
        .send('{"name": "Dana",');
      expect(broken.status).toBe(400);
      const list = await jsonErrors(visitor, '/contact', [contactForm(app)]);
      expect(list.status).toBe(422);
      const badAttribution = await jsonErrors(
        visitor,
        '/contact',
        contactForm(app, { attribution: 'linkedin' }),
      );
      expect(badAttribution.status).toBe(422);
    });

    it('keeps bots out of the inbox: honeypot, forged token and too-fast posts are stored as spam and not emailed', async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ homepage: 'https://cheap-pills.example' }, /honeypot/],
        [{ form_token: 'garbage.stamp' }, /missing or forged/],
        // Without a stamp in the form, the one the browser got with its first page counts: just now.
        [{ form_token: undefined }, /ms after the page was shown/],
        [{ form_token: new FormTokens('another-secret').issue(Date.now() - 60_000) }, /missing or forged/],
        [{ form_token: formToken(app, 500) }, /ms after the page was shown/],
      ];
      for (const [overrides, reason] of cases) {
        const visitor = await app.visitor();
        const form = contactForm(app, overrides);
        const response = await post(visitor, '/contact', form);
        // The bot gets the same answer as a person.
        expect([response.status, response.headers.location]).toEqual([303, '/contact']);
        const [stored] = await sql(app, 'SELECT spam_reason FROM contact_submissions WHERE email = $1', [
          form.email,
        ]);
        expect(stored.spam_reason).toMatch(reason);
        expect(await sql(app, 'SELECT id FROM mail_outbox WHERE to_address = $1', [form.email])).toHaveLength(
          0,
        );
      }
    });

    it('limits each IP address to 10 messages an hour', async () => {
      const visitor = await app.visitor();
      const fromOneAddress = (body: object) =>
        formPost(visitor, '/contact', body).set('X-Forwarded-For', '198.51.100.23');
      for (let i = 0; i < 10; i += 1) {
        expect((await fromOneAddress(contactForm(app, { homepage: 'bot' }))).status).toBe(303);
      }
      const form = contactForm(app);
      const limited = await fromOneAddress(form).set('Accept', 'application/json');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        await sql(app, 'SELECT id FROM contact_submissions WHERE email = $1', [form.email]),
      ).toHaveLength(0);
      // Another address is not affected.
      const other = await formPost(visitor, '/contact', contactForm(app)).set(
        'X-Forwarded-For',
        '198.51.100.24',
      );
      expect(other.status).toBe(303);
    });

    it('refuses a message with NUL characters (no person types one) and stores nothing', async () => {
      const form = contactForm(app, {
        message: 'We use HubSpot\u0000 and need help with our pipeline stages.',
      });
      const response = await post(await app.visitor(), '/contact', form);
      expect(response.status).toBe(400);
      expect(
        await sql(app, 'SELECT id FROM contact_submissions WHERE email = $1', [form.email]),
      ).toHaveLength(0);
    });
  });

  describe('Jumpstart application', () => {
    it('stores the application as new, thanks the applicant and notifies the team', async () => {
      const visitor = await app.visitor();
      const form = jumpstartForm(app);
      const response = await post(visitor, '/jumpstart', form);
      expect([response.status, response.headers.location]).toEqual([303, '/jumpstart/thank-you']);
      const [stored] = await sql(app, 'SELECT * FROM jumpstart_applications WHERE email = $1', [form.email]);
      expect(stored).toMatchObject({
        company: 'Fabrikam Robotics',
        website: 'fabrikam.example',
        company_size: '51-200',
        seats: 25,
        goals: ['pipeline', 'reporting'],
        status: 'new',
        phone: null,
        spam_reason: null,
        source_path: '/jumpstart',
      });
      const [ack] = await sink.waitFor(form.email);
      expect(ack.subject).toBe('Your Jumpstart application is in');
      expect(ack.text).toContain('Reports and a forecast we believe');
      // Other tests' notifications go to the same team address: wait for this one.
      const notification = await sink.waitForMessage(
        TEAM,
        (mail) => mail.subject === 'New Jumpstart application: Fabrikam Robotics',
      );
      expect(notification.text).toContain('Head of Sales');
      expect(notification.text).toContain('$10,000–$25,000');
    });

    it.each([
      ['company', '', 'Enter your company’s name (or “Independent”).'],
      ['website', 'not a website', 'Enter your website, like example.com, or leave it empty.'],
      ['companySize', '7', 'Choose the size of your company.'],
      ['seats', '0', 'Enter how many people will use the CRM: a whole number from 1 to 100,000.'],
      ['seats', 'twelve', 'Enter how many people will use the CRM: a whole number from 1 to 100,000.'],
      ['seats', 2.5, 'Enter how many people will use the CRM: a whole number from 1 to 100,000.'],
      ['seats', 100_001, 'Enter how many people will use the CRM: a whole number from 1 to 100,000.'],
      ['goals', [], 'Choose at least one goal.'],
      ['goals', 'pipeline', 'Choose at least one goal.'],
      ['goals', ['pipeline', 'world-domination'], 'Choose goals from the list.'],
      ['success', 'Faster', 'Tell us a little more: at least 20 characters.'],
      ['timeline', 'yesterday', 'Choose when you would like to start.'],
      ['budgetRange', 'infinite', 'Choose a budget range, or “Not sure yet”.'],
      ['role', '', 'Enter your role, like “Head of Sales”.'],
      ['name', '', 'Enter your name.'],
      ['consent', undefined, 'Tick the box to let us use these details to reply to you.'],
    ])('refuses %s = %j with a clear message', async (field, value, message) => {
      const visitor = await app.visitor();
      const form = jumpstartForm(app, { [field]: value });
      const result = await jsonErrors(visitor, '/jumpstart', form);
      expect([result.status, result.errors]).toEqual([422, { [field]: message }]);
      expect(
        await sql(app, 'SELECT id FROM jumpstart_applications WHERE email = $1', [form.email]),
      ).toHaveLength(0);
    });

    it('stores a bot application as spam without emails', async () => {
      const visitor = await app.visitor();
      const form = jumpstartForm(app, { form_token: formToken(app, 100) });
      expect((await post(visitor, '/jumpstart', form)).headers.location).toBe('/jumpstart/thank-you');
      const [stored] = await sql(app, 'SELECT spam_reason FROM jumpstart_applications WHERE email = $1', [
        form.email,
      ]);
      expect(stored.spam_reason).toMatch(/ms after/);
      expect(await sql(app, 'SELECT id FROM mail_outbox WHERE to_address = $1', [form.email])).toHaveLength(
        0,
      );
    });
  });

  describe('newsletter (double opt-in)', () => {
    const signUp = async (email: string, extra: Record<string, unknown> = {}) => {
      const visitor = await app.visitor();
      const response = await post(visitor, '/newsletter', {
        email,
        form_token: formToken(app),
        source_path: '/help',
        ...extra,
      }).set('Referer', app.url('/help'));
      return Object.assign(response, { visitor });
    };
    const linkIn = (text: string, path: string) => {
      const match = new RegExp(`https?://[^\\s]+${path.replace('?', '\\?')}[^\\s]*`).exec(text);
      if (!match) throw new Error(`no ${path} link in: ${text}`);
      return new URL(match[0]);
    };
    /** Opens the emailed link and, when it offers the button, clicks it: the result shown after. */
    const confirmResult = async (token: string) => {
      const visitor = await app.visitor();
      const page = await pageProps(visitor, `/newsletter/confirm?token=${encodeURIComponent(token)}`);
      if (page.result !== 'ready') return page.result;
      expect(page.token).toBe(token);
      const click = await formPost(visitor, '/newsletter/confirm', { token });
      expect(click.status).toBe(303);
      return (await pageProps(visitor, click.headers.location)).result;
    };
    const subscriber = async (email: string) =>
      (await sql(app, 'SELECT * FROM newsletter_subscribers WHERE email = $1', [email]))[0];

    it('confirms with a single-use link, then sends a welcome with one-click unsubscribe headers', async () => {
      const email = uniqueEmail('reader');
      const response = await signUp(email.toUpperCase());
      expect([response.status, response.headers.location]).toEqual([303, '/help']);
      expect((await subscriber(email)).status).toBe('pending');

      const [confirmation] = await sink.waitFor(email);
      expect(confirmation.subject).toBe('Confirm your subscription');
      const token = linkIn(confirmation.text ?? '', '/newsletter/confirm').searchParams.get(
        'token',
      ) as string;
      // Opening the link (a mail scanner does) confirms nothing: it shows the button.
      for (let i = 0; i < 2; i += 1) {
        const opened = await pageProps(
          await app.visitor(),
          `/newsletter/confirm?token=${encodeURIComponent(token)}`,
        );
        expect(opened.result).toBe('ready');
      }
      expect((await subscriber(email)).status).toBe('pending');
      expect(await confirmResult(token)).toBe('confirmed');
      expect((await subscriber(email)).status).toBe('confirmed');
      // Single use: the same link again changes nothing.
      expect(await confirmResult(token)).toBe('already-confirmed');

      const [, welcome] = await sink.waitFor(email, 2);
      expect(welcome.subject).toBe('You are subscribed');
      const header = (name: string) => welcome.headerLines.find((line) => line.key === name)?.line;
      const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>$/.exec(
        header('list-unsubscribe') ?? '',
      )?.[1] as string;
      expect(unsubscribe).toContain('/newsletter/unsubscribe?id=');
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(welcome.text).toContain(unsubscribe);
    });

    it('never reveals whether an address is subscribed, and never duplicates it', async () => {
      const email = uniqueEmail('twice');
      await signUp(email);
      const [confirmation] = await sink.waitFor(email);
      const first = await signUp(email);
      expect(first.status).toBe(303);
      // A pending address asking again within 10 minutes gets no second email.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.to(email)).toHaveLength(1);

      const token = linkIn(confirmation.text ?? '', '/newsletter/confirm').searchParams.get(
        'token',
      ) as string;
      await confirmResult(token);
      await sink.waitFor(email, 2);
      const again = await signUp(email);
      expect([again.status, again.headers.location]).toEqual([first.status, first.headers.location]);
      expect((await pageProps(again.visitor, '/help')).flash).toMatchObject({ leadSent: 'newsletter' });
      expect(await sql(app, 'SELECT id FROM newsletter_subscribers WHERE email = $1', [email])).toHaveLength(
        1,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.to(email)).toHaveLength(2);
    });

    it('refuses expired and forged confirmation links', async () => {
      const email = uniqueEmail('late');
      await signUp(email);
      const [confirmation] = await sink.waitFor(email);
      const token = linkIn(confirmation.text ?? '', '/newsletter/confirm').searchParams.get(
        'token',
      ) as string;
      await sql(
        app,
        "UPDATE newsletter_subscribers SET confirm_token_expires_at = now() - interval '1 minute' WHERE email = $1",
        [email],
      );
      expect(await confirmResult(token)).toBe('expired');
      expect(await confirmResult(`${token.slice(0, -2)}xx`)).toBe('invalid');
      expect(await confirmResult('')).toBe('invalid');
      expect((await subscriber(email)).status).toBe('pending');
    });

    it('unsubscribes with one click (RFC 8058), refuses forged links, and resubscribes only through a new confirmation', async () => {
      const email = uniqueEmail('leaver');
      await signUp(email);
      const [confirmation] = await sink.waitFor(email);
      const confirmToken = linkIn(confirmation.text ?? '', '/newsletter/confirm').searchParams.get(
        'token',
      ) as string;
      await confirmResult(confirmToken);
      const [, welcome] = await sink.waitFor(email, 2);
      const link = linkIn(welcome.text ?? '', '/newsletter/unsubscribe');

      const mailProvider = await app.visitor();
      const forged = await mailProvider.agent
        .post(`/newsletter/unsubscribe?id=${link.searchParams.get('id')}&token=forged`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(forged.status).toBe(404);
      expect((await subscriber(email)).status).toBe('confirmed');

      const oneClick = await mailProvider.agent
        .post(`${link.pathname}${link.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect([oneClick.status, oneClick.text]).toEqual([200, 'You are unsubscribed.']);
      expect((await subscriber(email)).status).toBe('unsubscribed');
      expect((await subscriber(email)).unsubscribed_at).toBeInstanceOf(Date);

      // The old confirmation link cannot put the address back on the list.
      expect(await confirmResult(confirmToken)).toBe('used');
      expect((await subscriber(email)).status).toBe('unsubscribed');

      const page = await pageProps(await app.visitor(), `${link.pathname}${link.search}`);
      expect(page.subscriber).toEqual({ email, status: 'unsubscribed' });
      const forgedPage = await pageProps(
        await app.visitor(),
        `${link.pathname}?id=${link.searchParams.get('id')}&token=x`,
      );
      expect(forgedPage.subscriber).toBeNull();

      await post(await app.visitor(), `/newsletter/resubscribe${link.search}`, {});
      const [, , reconfirm] = await sink.waitFor(email, 3);
      expect(reconfirm.subject).toBe('Confirm your subscription');
      expect((await subscriber(email)).status).toBe('pending');
      const newToken = linkIn(reconfirm.text ?? '', '/newsletter/confirm').searchParams.get(
        'token',
      ) as string;
      expect(await confirmResult(newToken)).toBe('confirmed');
      expect((await subscriber(email)).status).toBe('confirmed');
    });

    it('drops automated signups without storing or emailing', async () => {
      const email = uniqueEmail('bot');
      expect((await signUp(email, { homepage: 'x' })).status).toBe(303);
      expect(await subscriber(email)).toBeUndefined();
    });

    it('refuses a bad address with a field error', async () => {
      const visitor = await app.visitor();
      const result = await jsonErrors(visitor, '/newsletter', {
        email: 'reader@',
        form_token: formToken(app),
      });
      expect([result.status, result.errors]).toEqual([
        422,
        { email: 'Enter a valid email address, like name@example.com.' },
      ]);
    });
  });

  describe('admin pages', () => {
    let admin: Visitor & { email: string };
    beforeAll(async () => {
      admin = await adminVisitor(app);
    });

    it('exports no cell that a spreadsheet in a ";" locale would run: the probe’s payloads in name, company, path and campaign (issue #32)', async () => {
      const payload = "Eve;=cmd|' /C calc'!A0;";
      const form = contactForm(app, {
        name: payload,
        company: 'Initech;+1+2',
        source_path: '/contact?ref=x;@SUM(A1)',
        attribution: { utm_source: 'mail;=HYPERLINK("http://evil")', utm_campaign: 'q1\t-2+3' },
      });
      expect((await post(await app.visitor(), '/contact', form)).status).toBe(303);
      const csv = await admin.agent.get(
        `/admin/contact-submissions?q=${encodeURIComponent(form.email)}&format=csv`,
      );
      const row = csv.text.trim().split('\r\n')[1];
      expect(row).toContain(`"Eve;'=cmd|' /C calc'!A0;"`);
      expect(row).toContain(`"Initech;'+1+2"`);
      expect(row).toContain(`"/contact?ref=x;'@SUM(A1)"`);
      expect(row).toContain(`"mail;'=HYPERLINK(""http://evil"")"`);
      expect(row).toContain(`"q1\t'-2+3"`);
      // However a spreadsheet splits the line (at ";", "," or tabs, quotes or not), no piece starts a formula
      // (a phone number like "+44 20 7946 0958" is digits only: it calls nothing, and stays readable).
      for (const piece of row.split(/[;,\t]/))
        expect(piece.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@](?![\d\s().-]+"?$)/);
    });

    it('lists contact messages (spam apart), exports them as CSV, and records status changes with notes', async () => {
      const form = contactForm(app, { company: '=HYPERLINK("x")' });
      await post(await app.visitor(), '/contact', form);
      const spam = contactForm(app, { homepage: 'bot' });
      await post(await app.visitor(), '/contact', spam);

      const inbox = await pageProps(admin, `/admin/contact-submissions?q=${encodeURIComponent(form.email)}`);
      expect(inbox.table.total).toBe(1);
      expect(inbox.table.rows[0]).toMatchObject({
        email: form.email,
        status: 'new',
        topic: 'Moving to another CRM',
        crm: 'HubSpot',
      });
      expect(inbox.counts.new).toBeGreaterThan(0);
      expect((await pageProps(admin, `/admin/contact-submissions?q=${spam.email}`)).table.total).toBe(0);
      const spamView = await pageProps(
        admin,
        `/admin/contact-submissions?filter[status]=spam&q=${spam.email}`,
      );
      expect(spamView.table.rows).toEqual([
        expect.objectContaining({ email: spam.email, spamReason: 'honeypot field filled in' }),
      ]);

      const csv = await admin.agent.get(
        `/admin/contact-submissions?q=${encodeURIComponent(form.email)}&format=csv`,
      );
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, row] = csv.text.trim().split('\r\n');
      expect(header).toMatch(/^Received,Status,Name,Email,Company,/);
      expect(row).toContain(form.email);
      expect(row).toContain(`"'=HYPERLINK(""x"")"`);

      const id = inbox.table.rows[0].id as string;
      const detail = await pageProps(admin, `/admin/contact-submissions/${id}`);
      expect(detail.lead).toMatchObject({ title: `${form.name}, ${form.company}`, statusChangedBy: null });
      // Every answer of the form, in its order, as people read it (a choice by its label).
      const answer = (key: string) =>
        (detail.lead.answers as Array<{ key: string; value: string | null }>).find((row) => row.key === key);
      expect((detail.lead.answers as Array<{ key: string }>).map((row) => row.key)).toEqual(
        CONTACT_ANSWERS.map((field) => field.key),
      );
      expect(answer('message')).toMatchObject({ value: form.message, kind: 'text' });
      expect(answer('phone')?.value).toBe('+44 20 7946 0958');
      expect(answer('email')).toMatchObject({ value: form.email, kind: 'email' });
      expect(detail.lead.source).toContainEqual([
        'Campaign (source / medium / campaign)',
        'linkedin / social / q4-migration',
      ]);

      const saved = await formPost(admin, `/admin/contact-submissions/${id}`, {
        status: 'replied',
        notes: 'Called on Tuesday.',
      });
      expect(saved.headers.location).toBe(`/admin/contact-submissions/${id}`);
      const after = await pageProps(admin, `/admin/contact-submissions/${id}`);
      expect(after.lead).toMatchObject({
        status: 'replied',
        notes: 'Called on Tuesday.',
        statusChangedBy: admin.email,
      });

      const invalid = await formPost(admin, `/admin/contact-submissions/${id}`, { status: 'accepted' }).set(
        'Accept',
        'application/json',
      );
      expect([invalid.status, invalid.body.errors]).toEqual([
        422,
        { status: 'Choose a status from the list.' },
      ]);

      const spamId = spamView.table.rows[0].id as string;
      await formPost(admin, `/admin/contact-submissions/${spamId}/not-spam`);
      expect((await pageProps(admin, `/admin/contact-submissions?q=${spam.email}`)).table.total).toBe(1);
    });

    it('answers unknown or malformed ids with 404', async () => {
      expect((await admin.agent.get('/admin/contact-submissions/not-a-uuid')).status).toBe(404);
      expect((await admin.agent.get(`/admin/jumpstart-applications/${randomUUID()}`)).status).toBe(404);
      expect((await admin.agent.get(`/admin/test-email/${randomUUID()}`)).status).toBe(404);
    });

    it('moves a Jumpstart application through review with notes', async () => {
      const form = jumpstartForm(app);
      await post(await app.visitor(), '/jumpstart', form);
      const list = await pageProps(admin, `/admin/jumpstart-applications?q=${form.email}`);
      expect(list.table.rows[0]).toMatchObject({
        company: 'Fabrikam Robotics',
        seats: 25,
        budget: '$10,000–$25,000',
        status: 'new',
      });
      expect(Object.keys(list.counts)).toEqual(['new', 'reviewed', 'accepted', 'declined', 'spam']);
      const id = list.table.rows[0].id as string;
      await formPost(admin, `/admin/jumpstart-applications/${id}`, {
        status: 'accepted',
        notes: 'Starts 1 December.',
      });
      const detail = await pageProps(admin, `/admin/jumpstart-applications/${id}`);
      expect(detail.lead).toMatchObject({
        status: 'accepted',
        notes: 'Starts 1 December.',
        title: form.company,
      });
      expect(detail.lead.answers).toContainEqual({
        key: 'goals',
        label: 'Goals',
        value: 'Pipeline stages that match how we sell; Reports and a forecast we believe',
        values: ['Pipeline stages that match how we sell', 'Reports and a forecast we believe'],
        kind: 'list',
      });
      expect(detail.lead.answers).toContainEqual({
        key: 'companySize',
        label: 'Company size',
        value: '51–200 people',
      });
      const accepted = await pageProps(
        admin,
        `/admin/jumpstart-applications?filter[status]=accepted&q=${form.email}`,
      );
      expect(accepted.table.total).toBe(1);
    });

    it('filters newsletter subscribers by status and exports them', async () => {
      const email = uniqueEmail('listed');
      await post(await app.visitor(), '/newsletter', { email, form_token: formToken(app) });
      const pending = await pageProps(
        admin,
        `/admin/newsletter-subscribers?filter[status]=pending&q=${email}`,
      );
      expect(pending.table.rows).toEqual([
        expect.objectContaining({ email, status: 'pending', confirmedAt: null }),
      ]);
      expect(
        (await pageProps(admin, `/admin/newsletter-subscribers?filter[status]=confirmed&q=${email}`)).table
          .total,
      ).toBe(0);
      expect(pending.counts.pending).toBeGreaterThan(0);
      const csv = await admin.agent.get(
        `/admin/newsletter-subscribers?filter[status]=pending&q=${email}&format=csv`,
      );
      expect(csv.text).toMatch(/^Email,Status,Signed up,Confirmed,Unsubscribed/);
      expect(csv.text).toContain(`${email},pending,`);

      const id = pending.table.rows[0].id as string;
      await formPost(admin, `/admin/newsletter-subscribers/${id}/unsubscribe`);
      expect((await pageProps(admin, `/admin/newsletter-subscribers/${id}`)).subscriber.status).toBe(
        'unsubscribed',
      );
    });

    it('sends a test email and shows its status as it changes, with a preview of every message', async () => {
      const to = uniqueEmail('test-mail');
      const invalid = await formPost(admin, '/admin/test-email', { to: 'nobody@' }).set(
        'Accept',
        'application/json',
      );
      expect([invalid.status, invalid.body.errors]).toEqual([
        422,
        { to: 'Enter a valid email address, like name@example.com.' },
      ]);

      const sent = await formPost(admin, '/admin/test-email', { to });
      const location = sent.headers.location as string;
      expect(location).toMatch(/^\/admin\/test-email\?sent=[0-9a-f-]{36}$/);
      await sink.waitFor(to);
      await waitForStatus(app, to, 'sent');
      const page = await pageProps(admin, location);
      expect(page.sent).toMatchObject({ toAddress: to, status: 'sent', attempts: 1 });
      expect(page.delivery).toEqual({ smtp: true, queue: 'redis' });
      expect(page.table.rows.some((row: { toAddress: string }) => row.toAddress === to)).toBe(true);

      const id = page.sent.id as string;
      const message = await pageProps(admin, `/admin/test-email/${id}`);
      expect(message.message.html).toContain('Mail delivery works');
      expect(message.message.text).toContain(`Requested by: ${admin.email}`);
      const retry = await formPost(admin, `/admin/test-email/${id}/retry`);
      expect(retry.headers.location).toBe(`/admin/test-email/${id}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sink.to(to)).toHaveLength(1);
    });
  });

  describe('mail delivery', () => {
    it('marks a message failed with the SMTP error, retries with backoff, and sends it exactly once', async () => {
      const admin = await adminVisitor(app);
      const to = uniqueEmail('retry');
      sink.failNext = 1;
      const response = await formPost(admin, '/admin/test-email', { to });
      expect(response.status).toBe(303);
      const failed = await waitForStatus(app, to, 'failed');
      expect(failed.last_error).toMatch(/451|busy/i);
      const sent = await waitForStatus(app, to, 'sent');
      expect(sent.attempts).toBe(2);
      const received = await sink.waitFor(to);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sink.to(to)).toHaveLength(1);
      expect(received[0].subject).toBe('Test email from Clearline CRM Advisory');
    });
  });
});
