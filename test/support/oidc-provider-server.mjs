// A real OpenID Connect provider (the `oidc-provider` package) for tests, on 127.0.0.1.
// Started by test/support/oidc-test-provider.ts. Prints one JSON line ({"issuer": ...}) when ready.
//
// Accounts: anyone may sign in with any email address (the account id is the address).
// An address starting with "unverified" comes back with email_verified: false.
// With a login_hint the login step finishes by itself (flows driven by fetch); without one a small
// form asks for the address (flows driven by a browser). Consent is always granted.
import { createServer } from 'node:http';
import process from 'node:process';
import { URLSearchParams } from 'node:url';
import Provider from 'oidc-provider';

const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]');
const signingKey = JSON.parse(process.env.OIDC_SIGNING_JWK ?? 'null');

const server = createServer();
await new Promise((resolve) => server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients,
  ...(signingKey && { jwks: { keys: [signingKey] } }),
  cookies: { keys: ['a test provider cookie key'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  pkce: { required: () => false },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      email: id,
      email_verified: !id.startsWith('unverified'),
      name: id.split('@')[0],
    }),
  }),
});
provider.proxy = false;

const page = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body>${body}</body></html>`;

async function finishLogin(req, res, email) {
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: email } },
    { mergeWithLastSubmission: false },
  );
}

async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  const { prompt, params, session, uid } = details;
  if (prompt.name === 'consent') {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    grant.addOIDCScope(String(params.scope));
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }
  if (req.method === 'POST') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const email = new URLSearchParams(body).get('email')?.trim().toLowerCase();
    if (email) return finishLogin(req, res, email);
  }
  if (typeof params.login_hint === 'string' && params.login_hint)
    return finishLogin(req, res, params.login_hint);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    page(
      `<h1>Test identity provider</h1><form method="post" action="/interaction/${uid}">` +
        '<label>Work email <input name="email" type="email" required></label>' +
        '<button type="submit">Continue</button></form>',
    ),
  );
}

const handle = provider.callback();
server.on('request', (req, res) => {
  if (req.url?.startsWith('/interaction/')) {
    interaction(req, res).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error?.message ?? error));
    });
    return;
  }
  handle(req, res);
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
