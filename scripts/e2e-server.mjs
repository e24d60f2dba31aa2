// Starts the built app for the browser tests on its own, freshly created database, and drops that
// database when Playwright stops it. With CI=true a missing Postgres fails instead of falling back.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startStripeCheckoutStub } from './stripe-checkout-stub.mjs';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `crm_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
const port = process.env.E2E_PORT || '4173';

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The production build, run as production, over plain HTTP on 127.0.0.1 (as a person trying it locally
// would): transport security follows APP_URL, so forms and cookies must work here.
const keysFile = `.data/e2e-keys-${database}.json`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  APP_SECRET: process.env.E2E_APP_SECRET || randomBytes(32).toString('hex'),
  APP_URL: `http://127.0.0.1:${port}`,
  AUTH_JWT_KEYS_FILE: keysFile,
  PORT: port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The browser tests play several visitors from this machine, as a proxy on loopback reports them.
  TRUST_PROXY: 'loopback',
  // ...and ask for far more pages a minute from this one address than any visitor would.
  PAGE_RENDERS_PER_CLIENT_MINUTE: '1000000',
};
let ownsDatabase = false;
try {
  await admin(`CREATE DATABASE "${database}"`);
  ownsDatabase = true;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
} catch (error) {
  if (process.env.CI === 'true') {
    console.error(
      `Postgres is not reachable at ${adminUrl} (${error.message}); CI=true, so the browser tests fail.`,
    );
    process.exit(1);
  }
  console.warn(
    `Postgres is not reachable (${error.message}); the browser tests use a throwaway embedded PGlite database.`,
  );
  delete env.DATABASE_URL;
  env.PGLITE_DATA_DIR = `.data/e2e-${database}`;
}
delete env.REDIS_URL;

// A real SMTP server on 127.0.0.1 that accepts every message, so mail is delivered (status "sent")
// rather than only stored in the outbox.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
// The browser tests create their users with the admin CLI against this same database.
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/e2e-server.json', JSON.stringify({ databaseUrl: env.DATABASE_URL ?? null }));

const server = spawn(process.execPath, ['dist/server/src/main.js'], { env, stdio: 'inherit' });

// A second instance on the next port, same database, taking card payments through a Stripe stand-in
// (test/e2e/card-payment.spec.ts): the first one keeps paying by invoice, as a site without Stripe keys does.
const cardPort = String(Number(port) + 1);
const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
const stripeStub = await startStripeCheckoutStub({
  webhookUrl: `http://127.0.0.1:${cardPort}/payments/stripe/webhook`,
  webhookSecret,
});
// After the first instance is up: it has run the migrations, which two starting instances would race for.
for (let tries = 0; ; tries += 1) {
  const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) break;
  if (tries > 600 || server.exitCode !== null) process.exit(1);
  await delay(100);
}
const cardServer = spawn(process.execPath, ['dist/server/src/main.js'], {
  env: {
    ...env,
    PORT: cardPort,
    APP_URL: `http://127.0.0.1:${cardPort}`,
    STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripeStub.url,
  },
  stdio: 'inherit',
});
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of [server, cardServer]) child.kill('SIGTERM');
  await Promise.all(
    [server, cardServer].map(
      (child) =>
        new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve())),
    ),
  );
  stripeStub.server.close();
  smtp.close();
  rmSync(keysFile, { force: true });
  if (ownsDatabase) await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
for (const child of [server, cardServer])
  child.on('exit', (code) => {
    if (!stopping) process.exit(code ?? 1);
  });
