#!/usr/bin/env node
/**
 * The back office under load (issue 21): `/admin` (the dashboard) and the new admin pages with an
 * empty database, then with 1,000,000 page views (and their daily rollups), 100,000 leads, 10,000
 * assessments and 10,000 agreements. Prints p50/p95 per page at both sizes and the ratio, side by
 * side in one run; writes bench/results/back-office.json. The target is /admin under 150 ms p95.
 *
 *   npm run bench:back-office      (builds the server first; needs Postgres: DATABASE_URL)
 */
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  adminSession,
  dropQueueKeys,
  onAdminDatabase,
  pageObject,
  startInProcessApp,
  timeAdminPage,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../dist/server/${path}`);
const { runMigrations } = dist('src/database/run-migrations');
const { AuthService } = dist('src/modules/auth/auth.service');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
/** `html:` marks a first visit (server-rendered HTML); the others are Inertia visits (JSON). */
const PAGES = [
  'html:/admin',
  '/admin',
  '/admin/audit',
  '/admin/team',
  '/admin/settings',
  '/admin/contact-submissions',
  '/admin/data-rights?email=lead500%40example.com',
];
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `crm_bench_back_office_${Date.now().toString(36)}`;
const queuePrefix = `benchbo${Date.now().toString(36)}`;
const STORED = { pageViews: 1_000_000, leads: 100_000, assessments: 10_000, agreements: 10_000 };

/** Everything spread over the last 90 days, most of it older than the dashboard's 30. */
const ago = (n, total) => `now() - ((${n} * 90.0 / ${total}) || ' days')::interval`;

async function seed(client) {
  const { pageViews, leads, assessments, agreements } = STORED;
  await client.query(
    `INSERT INTO analytics_events (kind, occurred_at, visitor_id, path, device, browser, os)
     SELECT 'pageview', ${ago('n', pageViews)}, 'v' || (n % 40000), '/page-' || (n % 200), 'desktop', 'Chrome', 'macOS'
       FROM generate_series(1, ${pageViews}) n`,
  );
  for (const [dimension, value] of [
    ["''", "''"],
    ["'path'", 'path'],
  ])
    await client.query(
      `INSERT INTO analytics_rollups (period, bucket, dimension, value, views, visitors, sessions)
       SELECT 'day', date_trunc('day', occurred_at), ${dimension}, ${value}, count(*), count(DISTINCT visitor_id), count(DISTINCT visitor_id)
         FROM analytics_events GROUP BY 2, 4`,
    );
  const contacts = Math.round(leads * 0.6);
  const applications = Math.round(leads * 0.2);
  const subscribers = leads - contacts - applications;
  await client.query(
    `INSERT INTO contact_submissions (name, email, company, crm, topic, message, consented_at, status, spam_reason, source_path, created_at)
     SELECT 'Lead ' || n, 'lead' || n || '@example.com', 'Company ' || n, 'hubspot', 'migration', 'Seeded message', now(),
            (ARRAY['new','replied','closed'])[1 + n % 3], CASE WHEN n % 20 = 0 THEN 'honeypot' END, '/contact', ${ago('n', contacts)}
       FROM generate_series(1, ${contacts}) n`,
  );
  await client.query(
    `INSERT INTO jumpstart_applications (company, company_size, crm, seats, goals, success, timeline, budget_range, name, role, email, consented_at, status, source_path, created_at)
     SELECT 'Company ' || n, '51-200', 'pipedrive', 10, '{pipeline}', 'One pipeline', 'within-1-month', '10k-25k', 'Applicant ' || n,
            'Head of Sales', 'applicant' || n || '@example.com', now(), (ARRAY['new','reviewed','accepted','declined'])[1 + n % 4], '/jumpstart', ${ago('n', applications)}
       FROM generate_series(1, ${applications}) n`,
  );
  await client.query(
    `INSERT INTO newsletter_subscribers (email, status, confirmed_at, source_path, created_at)
     SELECT 'reader' || n || '@example.com', CASE WHEN n % 2 = 0 THEN 'confirmed' ELSE 'pending' END,
            CASE WHEN n % 2 = 0 THEN ${ago('n', subscribers)} END, '/', ${ago('n', subscribers)}
       FROM generate_series(1, ${subscribers}) n`,
  );
  await client.query(
    `INSERT INTO assessment_responses (bank_version, status, answers, overall_score, crm, submitted_at, created_at, updated_at)
     SELECT 1, CASE WHEN n % 3 = 0 THEN 'draft' ELSE 'submitted' END, '{}', CASE WHEN n % 3 <> 0 THEN 40 + n % 50 END, 'hubspot',
            CASE WHEN n % 3 <> 0 THEN ${ago('n', assessments)} END, ${ago('n', assessments)}, now()
       FROM generate_series(1, ${assessments}) n`,
  );
  await client.query(
    `INSERT INTO agreements (code, template_version_id, title, variables, body, signer_name, signer_email, amount_minor, currency,
                             status, sent_at, viewed_at, signed_at, paid_at, created_by, created_at)
     SELECT 'B' || n, (SELECT id FROM agreement_template_versions LIMIT 1), 'Engagement ' || n, '{}', 'Body', 'Signer ' || n,
            'signer' || n || '@example.com', 480000, 'eur',
            (ARRAY['sent','viewed','signed','paid'])[1 + n % 4], ${ago('n', agreements)},
            CASE WHEN n % 4 >= 1 THEN ${ago('n', agreements)} END,
            CASE WHEN n % 4 >= 2 THEN ${ago('n', agreements)} END,
            CASE WHEN n % 4 = 3 THEN ${ago('n', agreements)} END, 'bench', ${ago('n', agreements)}
       FROM generate_series(1, ${agreements}) n`,
  );
  await client.query(
    `INSERT INTO payments (agreement_id, provider, status, amount_minor, currency, paid_at, invoice_number)
     SELECT id, 'invoice', CASE WHEN paid_at IS NULL THEN 'open' ELSE 'paid' END, amount_minor, currency, paid_at,
            row_number() OVER (ORDER BY created_at)
       FROM agreements WHERE status IN ('signed', 'paid')`,
  );
  await client.query('ANALYZE');
}

async function measure(base, cookieHeader) {
  const version = pageObject(await (await fetch(`${base}/`)).text()).version;
  const results = {};
  for (const page of PAGES) {
    results[page] = await timeAdminPage(base, page, { cookieHeader, version, requests: REQUESTS });
  }
  return results;
}

async function main() {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await onAdminDatabase(adminUrl, `CREATE DATABASE "${database}"`);
  let app;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await runMigrations({ url: url.toString(), embedded: false });
    const started = await startInProcessApp(url.toString(), {
      QUEUE_PREFIX: queuePrefix,
      AUTH_JWT_KEYS_FILE: join(mkdtempSync(join(tmpdir(), 'back-office-bench-')), 'keys.json'),
      ANALYTICS_CAPTURE: 'off',
    });
    app = started.app;
    await client.connect();
    const { cookieHeader } = await adminSession(started.base, app.get(AuthService));
    const empty = await measure(started.base, cookieHeader);
    const seeding = performance.now();
    await seed(client);
    console.log(`seeded ${JSON.stringify(STORED)} in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    const full = await measure(started.base, cookieHeader);

    console.log(
      `\nBack office: ${availableParallelism()} cores, Node ${process.version}, ${REQUESTS} requests per page`,
    );
    console.log(
      'page'.padEnd(48) +
        'empty p50/p95 ms'.padStart(18) +
        'seeded p50/p95 ms'.padStart(19) +
        'seeded ÷ empty (p95)'.padStart(22),
    );
    for (const page of PAGES)
      console.log(
        page.padEnd(48) +
          `${empty[page].p50.toFixed(1)}/${empty[page].p95.toFixed(1)}`.padStart(18) +
          `${full[page].p50.toFixed(1)}/${full[page].p95.toFixed(1)}`.padStart(19) +
          `${(full[page].p95 / empty[page].p95).toFixed(2)}×`.padStart(22),
      );
    console.log(`\n/admin p95 with everything stored: ${full['/admin'].p95.toFixed(1)} ms (target < 150 ms)`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/back-office.json',
      `${JSON.stringify({ at: new Date().toISOString(), cores: availableParallelism(), node: process.version, stored: STORED, empty, seeded: full }, null, 2)}\n`,
    );
    console.log('written: bench/results/back-office.json');
  } finally {
    await client.end().catch(() => undefined);
    await app?.close();
    await dropQueueKeys(queuePrefix);
    await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
