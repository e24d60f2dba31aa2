// A stand-in for Stripe on 127.0.0.1 for the browser tests: the API calls the app makes (create and
// expire a Checkout Session) and a one-button hosted checkout page. "Pay" sends the app the
// `checkout.session.completed` event signed by the official `stripe` package with the webhook
// secret, as Stripe would, then returns the browser to the session's success URL.
import { createServer } from 'node:http';
import { setTimeout } from 'node:timers';
import Stripe from 'stripe';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startStripeCheckoutStub({ webhookUrl, webhookSecret }) {
  const stripe = new Stripe('sk_test_stub');
  const sessions = new Map();
  let count = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk.toString()));
    req.on('end', async () => {
      try {
        const url = new URL(req.url, 'http://stub');
        const form = new URLSearchParams(raw);
        const json = (status, body) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          count += 1;
          const id = `cs_test_e2e_${count}`;
          sessions.set(id, {
            id,
            object: 'checkout.session',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            customer_email: form.get('customer_email'),
            metadata: { agreement_id: form.get('metadata[agreement_id]') },
            success_url: form.get('success_url'),
            title: form.get('line_items[0][price_data][product_data][name]'),
          });
          return json(200, { id, object: 'checkout.session', url: `${base}/pay/${id}` });
        }
        const expire = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(url.pathname);
        if (req.method === 'POST' && expire)
          return json(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
        const pay = /^\/pay\/(\w+)$/.exec(url.pathname);
        const session = pay && sessions.get(pay[1]);
        if (session && req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          const amount = new Intl.NumberFormat('en-GB', {
            style: 'currency',
            currency: session.currency,
          }).format(session.amount_total / 100);
          return res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<title>Test checkout</title></head><body><main><h1>Test checkout</h1>
<p>${escapeHtml(session.title)}: <strong>${escapeHtml(amount)}</strong></p>
<form method="post"><button type="submit">Pay ${escapeHtml(amount)}</button></form></main></body></html>`);
        }
        if (session && req.method === 'POST') {
          const payload = JSON.stringify({
            id: `evt_${session.id}`,
            object: 'event',
            type: 'checkout.session.completed',
            data: {
              object: {
                id: session.id,
                object: 'checkout.session',
                payment_status: 'paid',
                amount_total: session.amount_total,
                currency: session.currency,
                payment_intent: `pi_${session.id}`,
                metadata: session.metadata,
              },
            },
          });
          // Back to the site at once; the webhook follows a moment later, as it does from Stripe.
          res.writeHead(303, { Location: session.success_url });
          res.end();
          setTimeout(() => {
            const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
            fetch(webhookUrl, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
              body: payload,
            }).catch((error) => console.error(`Stripe stand-in: the webhook failed (${error.message})`));
          }, 1500);
          return;
        }
        json(404, { error: { type: 'invalid_request_error', message: 'Unknown stub route' } });
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { server, url: base };
}
