import { createServer, IncomingMessage, Server } from 'node:http';
import Stripe from 'stripe';
import { adminVisitor, lastEmailTo, sql, uniqueEmail } from '../support/auth-helpers';
import {
  describeWithDatabase,
  formPost,
  pageProps,
  startTestApp,
  TestApp,
  Visitor,
} from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: URLSearchParams;
}

/** A stand-in for api.stripe.com on 127.0.0.1: records what the stripe client sends, answers like Stripe. */
async function startStripeStub(): Promise<{ server: Server; url: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  let sessions = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        body: new URLSearchParams(raw),
      });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        sessions += 1;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${sessions}` });
        res.end(
          JSON.stringify({
            id: `cs_test_${sessions}`,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/pay/cs_test_${sessions}`,
          }),
        );
        return;
      }
      const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(req.url!);
      if (req.method === 'POST' && expire) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown stub route' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}`, seen };
}

describeWithDatabase('payments with Stripe', () => {
  let app: TestApp;
  let admin: Visitor;
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let templateId: string;
  const stripe = new Stripe('sk_test_signing_helper');

  beforeAll(async () => {
    stub = await startStripeStub();
    app = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stub.url,
      },
    });
    admin = await adminVisitor(app);
    [{ id: templateId }] = await sql<{ id: string }>(
      app,
      "SELECT id FROM agreement_templates WHERE name = 'Engagement agreement'",
    );
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => stub.server.close(resolve));
  });

  const json = (visitor: Visitor, path: string, body: object) =>
    formPost(visitor, path, body).set('Accept', 'application/json');

  /** An agreement for €1,500, signed by a fresh browser; returns its id and the signer's browser. */
  async function signedAgreement(): Promise<{ id: string; signer: Visitor }> {
    const created = await json(admin, '/sign/create', {
      templateId,
      title: 'Paid engagement',
      variables: {
        client_name: 'Ana',
        company: 'Contoso',
        scope: 'Audit',
        start_date: '2027-03-01',
        fee: '1500',
      },
      signerName: 'Ana Lima',
      signerEmail: uniqueEmail('payer'),
      payOnSigning: true,
      taxTreatment: 'none',
      currency: 'EUR',
      requireCode: false,
      send: true,
    });
    const id = /([0-9a-f-]{36})$/.exec(created.headers.location)![1];
    const signer = await app.visitor();
    await pageProps(signer, `/sign/${id}/cover`);
    const signed = await json(signer, `/sign/${id}/sign`, {
      method: 'typed',
      name: 'Ana Lima',
      readConfirmed: true,
      consent: true,
    });
    expect(signed.headers.location).toBe(`/sign/${id}/payment`);
    return { id, signer };
  }

  function webhook(
    event: { id: string; type: string; object: Record<string, unknown> },
    secret = WEBHOOK_SECRET,
  ) {
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      data: { object: event.object },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app
      .visitor()
      .then((visitor) =>
        visitor.agent
          .post('/payments/stripe/webhook')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', header)
          .send(payload),
      );
  }

  /** The Checkout Session made for each agreement (by `checkedOut`), as Stripe names it in its events. */
  const sessions = new Map<string, string>();
  /** A €1,500 agreement whose signer went on to Stripe Checkout. */
  async function checkedOut(): Promise<{ id: string; signer: Visitor }> {
    const signed = await signedAgreement();
    expect(
      (await formPost(signed.signer, `/sign/${signed.id}/payment`).set('X-Inertia', 'true')).status,
    ).toBe(409);
    const [{ checkout_session_id }] = await sql<{ checkout_session_id: string }>(
      app,
      "SELECT checkout_session_id FROM payments WHERE agreement_id = $1 AND provider = 'stripe'",
      [signed.id],
    );
    sessions.set(signed.id, checkout_session_id);
    return signed;
  }
  /** A Checkout Session object as Stripe sends it in an event. */
  const session = (id: string, extra: Record<string, unknown> = {}) => ({
    id: sessions.get(id) ?? 'cs_test_never_made',
    object: 'checkout.session',
    payment_status: 'paid',
    amount_total: 150000,
    currency: 'eur',
    payment_intent: `pi_${id.slice(0, 8)}`,
    metadata: { agreement_id: id },
    ...extra,
  });
  const status = async (id: string) =>
    (await sql<{ status: string }>(app, 'SELECT status FROM agreements WHERE id = $1', [id]))[0].status;
  const paidEvents = async (id: string) =>
    (await sql(app, "SELECT 1 FROM agreement_events WHERE agreement_id = $1 AND type = 'paid'", [id])).length;

  it('sends the signer to a Checkout Session made with the amount, currency, agreement id and one idempotency key', async () => {
    const { id, signer } = await signedAgreement();
    expect((await pageProps(signer, `/sign/${id}/payment`)).mode).toBe('stripe');
    const before = stub.seen.length;
    const pay = await formPost(signer, `/sign/${id}/payment`).set('X-Inertia', 'true');
    expect(pay.status).toBe(409);
    expect(pay.headers['x-inertia-location']).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const request = stub.seen[before];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_123');
    expect(request.headers['idempotency-key']).toBe(`agreement-${id}-checkout-1`);
    expect(request.body.get('mode')).toBe('payment');
    expect(request.body.get('line_items[0][price_data][unit_amount]')).toBe('150000');
    expect(request.body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(request.body.get('metadata[agreement_id]')).toBe(id);
    expect(request.body.get('success_url')).toBe(app.config.appUrl + `/sign/${id}/success`);
    // A second click reuses the open session: Stripe is not asked again.
    const again = await formPost(signer, `/sign/${id}/payment`).set('X-Inertia', 'true');
    expect(again.headers['x-inertia-location']).toBe(pay.headers['x-inertia-location']);
    expect(stub.seen.length).toBe(before + 1);
    // Stripe stops taking payment on it within 24 hours (23 here), and the request says so.
    const expiresAt = Number(request.body.get('expires_at')) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(22.9 * 3600 * 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(23 * 3600 * 1000);
    // Back from Stripe, the success page waits for the webhook: not paid yet.
    expect((await pageProps(signer, `/sign/${id}/success`)).paid).toBe(false);
  });

  it('replaces a session near its end with a new one and expires the old one, so only one can take money', async () => {
    const { id, signer } = await checkedOut();
    const old = sessions.get(id)!;
    await sql(
      app,
      "UPDATE payments SET checkout_created_at = now() - interval '22 hours 45 minutes' WHERE agreement_id = $1",
      [id],
    );
    const before = stub.seen.length;
    const pay = await formPost(signer, `/sign/${id}/payment`).set('X-Inertia', 'true');
    expect(pay.headers['x-inertia-location']).not.toContain(old);
    const asked = stub.seen.slice(before).map((request) => `${request.method} ${request.path}`);
    expect(asked).toEqual([`POST /v1/checkout/sessions/${old}/expire`, 'POST /v1/checkout/sessions']);
    expect(stub.seen[before + 1].headers['idempotency-key']).toBe(`agreement-${id}-checkout-2`);
    // A payment that still came in on the old session is refused, not counted.
    const late = await webhook({
      id: `evt_late_${id}`,
      type: 'checkout.session.completed',
      object: session(id),
    });
    expect(late.body.outcome).toBe('mismatch');
    expect(await status(id)).toBe('signed');
  });

  it('marks the agreement paid from a signed checkout.session.completed, once, however often it is delivered', async () => {
    const { id, signer } = await checkedOut();
    const first = await webhook({ id: `evt_${id}`, type: 'checkout.session.completed', object: session(id) });
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('paid');
    expect(await status(id)).toBe('paid');
    const replay = await webhook({
      id: `evt_${id}`,
      type: 'checkout.session.completed',
      object: session(id),
    });
    expect(replay.body.outcome).toBe('duplicate');
    expect(await paidEvents(id)).toBe(1);
    const polled = await signer.agent.get(`/sign/${id}/payment-status`).set('Accept', 'application/json');
    expect(polled.body).toEqual({ status: 'paid', paid: true });
    const [payment] = await sql<{ status: string; payment_intent_id: string }>(
      app,
      "SELECT status, payment_intent_id FROM payments WHERE agreement_id = $1 AND provider = 'stripe'",
      [id],
    );
    expect(payment).toEqual({ status: 'paid', payment_intent_id: `pi_${id.slice(0, 8)}` });
    // One receipt for the one payment, however often the event came.
    const receipts = await sql<{ subject: string; text: string }>(
      app,
      `SELECT subject, text FROM mail_outbox WHERE template = 'payments/receipt'
        AND to_address = (SELECT signer_email FROM agreements WHERE id = $1)`,
      [id],
    );
    expect(receipts).toHaveLength(1);
    // A card payment is numbered in the invoice series when it settles: its receipt carries that number.
    const [{ invoice_number }] = await sql<{ invoice_number: number }>(
      app,
      "SELECT invoice_number::int FROM payments WHERE agreement_id = $1 AND provider = 'stripe'",
      [id],
    );
    expect(invoice_number).toBeGreaterThan(1000);
    expect(receipts[0].subject).toBe(`Receipt RCT-INV-${invoice_number}: Paid engagement`);
    for (const expected of ['€1,500.00', 'Card, through Stripe', 'Paid on'])
      expect(receipts[0].text).toContain(expected);
  });

  it('counts one payment when events arrive out of order (async success before completed)', async () => {
    const { id } = await checkedOut();
    const early = await webhook({
      id: `evt_a_${id}`,
      type: 'checkout.session.async_payment_succeeded',
      object: session(id),
    });
    expect(early.body.outcome).toBe('paid');
    const late = await webhook({
      id: `evt_b_${id}`,
      type: 'checkout.session.completed',
      object: session(id),
    });
    expect(late.body.outcome).toBe('already_paid');
    expect(await paidEvents(id)).toBe(1);
    expect(await sql(app, 'SELECT 1 FROM payments WHERE agreement_id = $1', [id])).toHaveLength(1);
  });

  it('waits on a completed session whose payment is still processing, and records a failed one', async () => {
    const { id } = await checkedOut();
    const pending = await webhook({
      id: `evt_p_${id}`,
      type: 'checkout.session.completed',
      object: session(id, { payment_status: 'unpaid' }),
    });
    expect(pending.body.outcome).toBe('pending');
    expect(await status(id)).toBe('signed');
    const failed = await webhook({
      id: `evt_f_${id}`,
      type: 'checkout.session.async_payment_failed',
      object: session(id),
    });
    expect(failed.body.outcome).toBe('failed');
    expect(await status(id)).toBe('signed');
    expect(
      await sql(app, "SELECT 1 FROM agreement_events WHERE agreement_id = $1 AND type = 'payment_failed'", [
        id,
      ]),
    ).toHaveLength(1);
  });

  it('moves a fully refunded agreement to refunded, tells the signer with a credit note, and takes it out of the revenue', async () => {
    const { id, signer } = await checkedOut();
    await webhook({ id: `evt_c_${id}`, type: 'checkout.session.completed', object: session(id) });
    // Stripe's charge carries the payment intent, not our metadata.
    const charge = {
      id: 'ch_1',
      object: 'charge',
      amount: 150000,
      currency: 'eur',
      payment_intent: `pi_${id.slice(0, 8)}`,
    };
    const partial = await webhook({
      id: `evt_rp_${id}`,
      type: 'charge.refunded',
      object: { ...charge, amount_refunded: 50000, refunded: false },
    });
    expect(partial.body.outcome).toBe('partially_refunded');
    expect(await status(id)).toBe('paid');
    const refund = await webhook({
      id: `evt_r_${id}`,
      type: 'charge.refunded',
      object: { ...charge, amount_refunded: 150000, refunded: true },
    });
    expect(refund.body.outcome).toBe('refunded');
    expect(await status(id)).toBe('refunded');
    const [payment] = await sql<{ status: string }>(
      app,
      "SELECT status FROM payments WHERE agreement_id = $1 AND provider = 'stripe'",
      [id],
    );
    expect(payment.status).toBe('refunded');
    const [{ credit_note_number }] = await sql<{ credit_note_number: number | null }>(
      app,
      "SELECT credit_note_number::int FROM payments WHERE agreement_id = $1 AND provider = 'stripe'",
      [id],
    );
    expect(credit_note_number).toBeGreaterThan(1000);
    const creditNote = await signer.agent.get(`/sign/${id}/credit-note.pdf`);
    expect(creditNote.status).toBe(200);
    expect(creditNote.headers['content-disposition']).toContain(`CN-${credit_note_number}.pdf`);
    expect((creditNote.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const [{ signer_email }] = await sql<{ signer_email: string }>(
      app,
      'SELECT signer_email FROM agreements WHERE id = $1',
      [id],
    );
    // The signed copy's email is written when its PDF job ends, which may be after this one.
    const email = await lastEmailTo(app, signer_email, 'payments/refunded');
    expect(email?.subject).toBe('Refund: Paid engagement');
    expect(email?.text).toContain('€1,500.00');
    expect(email?.text).toContain(`CN-${credit_note_number}`);
    const [{ revenue }] = await sql<{ revenue: string }>(
      app,
      "SELECT count(*) AS revenue FROM payments WHERE agreement_id = $1 AND status = 'paid'",
      [id],
    );
    expect(Number(revenue)).toBe(0);
    const detail = await pageProps(admin, `/sign/admin/agreements/${id}`);
    expect(detail.agreement.status).toBe('refunded');
  });

  describe('refunds that are not of this agreement’s payment change nothing (issue #32)', () => {
    const charge = (id: string, extra: Record<string, unknown> = {}) => ({
      id: `ch_${id.slice(0, 8)}`,
      object: 'charge',
      amount: 150000,
      currency: 'eur',
      amount_refunded: 150000,
      refunded: true,
      payment_intent: `pi_${id.slice(0, 8)}`,
      metadata: { agreement_id: id },
      ...extra,
    });
    const paymentStatus = async (id: string) =>
      (
        await sql<{ status: string }>(
          app,
          "SELECT status FROM payments WHERE agreement_id = $1 AND provider = 'stripe'",
          [id],
        )
      )[0].status;

    it('refuses a refund for an agreement that was never paid', async () => {
      const { id } = await checkedOut();
      const refund = await webhook({ id: `evt_rn_${id}`, type: 'charge.refunded', object: charge(id) });
      expect(refund.body.outcome).toBe('mismatch');
      expect(await paymentStatus(id)).toBe('open');
      expect(await status(id)).toBe('signed');
    });

    it.each([
      ['another payment intent', { payment_intent: 'pi_someone_else' }],
      ['another amount', { amount: 100, amount_refunded: 100 }],
      ['another currency', { currency: 'usd' }],
    ])('refuses a refund of a charge with %s, and the agreement stays paid', async (_label, change) => {
      const { id } = await checkedOut();
      await webhook({ id: `evt_p_${id}`, type: 'checkout.session.completed', object: session(id) });
      const refund = await webhook({
        id: `evt_rx_${id}`,
        type: 'charge.refunded',
        object: charge(id, change),
      });
      expect(refund.body.outcome).toBe('mismatch');
      expect(await paymentStatus(id)).toBe('paid');
      expect(await status(id)).toBe('paid');
      const [refused] = await sql<{ detail: { reason: string } }>(
        app,
        "SELECT detail FROM agreement_events WHERE agreement_id = $1 AND type = 'payment_failed'",
        [id],
      );
      expect(refused.detail.reason).toMatch(/^Stripe event refused: a refund/);
    });
  });

  describe('events that are signed but do not match their agreement change nothing (issue #32)', () => {
    it.each([
      ['an amount of 0.01 USD', { amount_total: 1, currency: 'usd' }],
      ['the right amount in another currency', { currency: 'usd' }],
      ['a Checkout Session we never made', { id: 'cs_test_forged' }],
      ['no amount at all', { amount_total: undefined }],
    ])('refuses a completed session with %s', async (_label, change) => {
      const { id } = await checkedOut();
      const response = await webhook({
        id: `evt_forged_${id}`,
        type: 'checkout.session.completed',
        object: session(id, change),
      });
      expect(response.status).toBe(200);
      expect(response.body.outcome).toBe('mismatch');
      expect(await status(id)).toBe('signed');
      expect(await paidEvents(id)).toBe(0);
      const [refused] = await sql<{ detail: { reason: string } }>(
        app,
        "SELECT detail FROM agreement_events WHERE agreement_id = $1 AND type = 'payment_failed'",
        [id],
      );
      expect(refused.detail.reason).toMatch(/^Stripe event refused: /);
    });

    it('refuses a signature dated 24 hours ahead, and takes one dated now', async () => {
      const { id } = await checkedOut();
      const payload = JSON.stringify({
        id: `evt_future_${id}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session(id) },
      });
      const send = async (timestamp: number) =>
        (await app.visitor()).agent
          .post('/payments/stripe/webhook')
          .set('Content-Type', 'application/json')
          .set(
            'Stripe-Signature',
            stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
          )
          .send(payload);
      const ahead = await send(Math.floor(Date.now() / 1000) + 24 * 3600);
      expect(ahead.status).toBe(400);
      expect(ahead.body.code).toBe('payments.bad_signature');
      expect(await status(id)).toBe('signed');
      expect((await send(Math.floor(Date.now() / 1000))).body.outcome).toBe('paid');
    });
  });

  it.each([
    [
      'a signature made with another secret',
      (payload: string) => stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    ],
    ['no signature', () => ''],
    ['a garbled signature', () => 't=1,v1=deadbeef'],
  ])('answers a webhook with %s with 400 and changes nothing', async (_label, header) => {
    const { id } = await signedAgreement();
    const payload = JSON.stringify({
      id: `evt_bad_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session(id) },
    });
    const visitor = await app.visitor();
    const response = await visitor.agent
      .post('/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header(payload))
      .send(payload);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('payments.bad_signature');
    expect(await status(id)).toBe('signed');
    expect(
      await sql(app, 'SELECT 1 FROM payment_webhook_events WHERE id = $1', [`evt_bad_${id}`]),
    ).toHaveLength(0);
  });

  it('acknowledges events for unknown agreements without acting on them', async () => {
    const response = await webhook({
      id: 'evt_unknown_agreement',
      type: 'checkout.session.completed',
      object: session('00000000-0000-4000-8000-000000000000'),
    });
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe('unknown_agreement');
    const bogus = await webhook({
      id: 'evt_bogus_metadata',
      type: 'checkout.session.completed',
      object: session('x', { metadata: { agreement_id: "'; DROP TABLE payments; --" } }),
    });
    expect(bogus.body.outcome).toBe('unknown_agreement');
  });

  it('refuses a Checkout Session for an unsigned agreement', async () => {
    const created = await json(admin, '/sign/create', {
      templateId,
      title: 'Unsigned',
      variables: {
        client_name: 'Bo',
        company: 'Fabrikam',
        scope: 'Audit',
        start_date: '2027-03-01',
        fee: '900',
      },
      signerName: 'Bo Chen',
      signerEmail: uniqueEmail('unsigned'),
      payOnSigning: true,
      taxTreatment: 'none',
      currency: 'EUR',
      requireCode: false,
      send: true,
    });
    const id = /([0-9a-f-]{36})$/.exec(created.headers.location)![1];
    const visitor = await app.visitor();
    await pageProps(visitor, `/sign/${id}/cover`);
    const before = stub.seen.length;
    const pay = await formPost(visitor, `/sign/${id}/payment`).set('Accept', 'application/json');
    expect(pay.status).toBe(409);
    expect(stub.seen.length).toBe(before);
  });
});
