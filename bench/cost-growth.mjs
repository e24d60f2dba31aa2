#!/usr/bin/env node
/**
 * Cost growth (issue 18): the back office's lists over the tables that grow, with 100,000 and then
 * 1,000,000 rows in each (error reports, sign-in activity, the mail outbox, assessment responses,
 * newsletter subscribers). Prints each page's p50/p95 at both sizes and the ratio, side by side in one
 * run; writes bench/results/cost-growth.json. Indexed pages should grow far less than 10×.
 * (The analytics dashboards, which read rollups, are measured the same way by `npm run bench:analytics`.)
 *
 *   npm run bench:cost-growth      (builds first; needs Postgres: DATABASE_URL, default the local one)
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

const SIZES = [100_000, 1_000_000];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const PAGES = [
  '/admin/error-logs',
  '/admin/error-logs?filter[status]=open&filter[severity]=error',
  '/admin/sign-in-activity',
  '/admin/sign-in-activity?filter[action]=login_failed',
  '/admin/test-email',
  '/admin/responses',
  '/admin/newsletter-subscribers',
  '/admin/newsletter-subscribers?filter[status]=confirmed',
];
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `crm_bench_growth_${Date.now().toString(36)}`;
const queuePrefix = `benchgrowth${Date.now().toString(36)}`;

/** `rows` rows in every growing table (replacing what was there), then fresh statistics. */
async function seed(client, rows) {
  await client.query(
    'TRUNCATE error_log_groups, error_log_reports, error_log_hourly, auth_audit_log, mail_outbox, assessment_responses, newsletter_subscribers CASCADE',
  );
  const groups = Math.max(1, Math.floor(rows / 1000));
  await client.query(
    `INSERT INTO error_log_groups (fingerprint, error_type, message, severity, source, status, count, last_seen_at)
     SELECT 'g' || n, 'seed', 'Seeded error ' || n, (ARRAY['info','warning','error','critical'])[1 + n % 4], 'client',
            (ARRAY['open','resolved','ignored'])[1 + n % 3], 1000, now() - (n || ' minutes')::interval
       FROM generate_series(1, ${groups}) n`,
  );
  await client.query(
    `INSERT INTO error_log_reports (group_id, payload, created_at)
     SELECT g.id, '{"message":"seeded"}', now() - (n || ' seconds')::interval
       FROM generate_series(1, ${rows}) n JOIN error_log_groups g ON g.fingerprint = 'g' || (1 + n % ${groups})`,
  );
  await client.query(
    `INSERT INTO auth_audit_log (action, email, ip_address, created_at)
     SELECT CASE WHEN n % 5 = 0 THEN 'login_failed' ELSE 'login' END, 'u' || (n % 5000) || '@example.com', '192.0.2.1',
            now() - (n || ' seconds')::interval FROM generate_series(1, ${rows}) n`,
  );
  await client.query(
    `INSERT INTO mail_outbox (to_address, subject, html, text, template, status, created_at)
     SELECT 'r' || n || '@example.com', 'Subject ' || n, '<p>x</p>', 'x', 'seed',
            CASE WHEN n % 10 = 0 THEN 'failed' ELSE 'sent' END, now() - (n || ' seconds')::interval
       FROM generate_series(1, ${rows}) n`,
  );
  await client.query(
    `INSERT INTO assessment_responses (bank_version, status, answers, created_at, updated_at)
     SELECT 1, CASE WHEN n % 3 = 0 THEN 'draft' ELSE 'submitted' END, '{}', now() - (n || ' seconds')::interval, now()
       FROM generate_series(1, ${rows}) n`,
  );
  await client.query(
    `INSERT INTO newsletter_subscribers (email, status, source_path, created_at)
     SELECT 'reader' || n || '@example.com', CASE WHEN n % 2 = 0 THEN 'confirmed' ELSE 'pending' END, '/',
            now() - (n || ' seconds')::interval FROM generate_series(1, ${rows}) n`,
  );
  await client.query('ANALYZE');
}

async function main() {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await onAdminDatabase(adminUrl, `CREATE DATABASE "${database}"`);
  let app;
  let base;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await runMigrations({ url: url.toString(), embedded: false });
    ({ app, base } = await startInProcessApp(url.toString(), {
      QUEUE_PREFIX: queuePrefix,
      AUTH_JWT_KEYS_FILE: join(mkdtempSync(join(tmpdir(), 'growth-bench-')), 'keys.json'),
      ANALYTICS_CAPTURE: 'off',
    }));
    await client.connect();
    const version = pageObject(await (await fetch(`${base}/`)).text()).version;
    const { cookieHeader } = await adminSession(base, app.get(AuthService));

    const results = Object.fromEntries(PAGES.map((page) => [page, {}]));
    for (const rows of SIZES) {
      const seeding = performance.now();
      await seed(client, rows);
      console.log(
        `seeded ${rows.toLocaleString('en')} rows per table in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
      );
      for (const page of PAGES) {
        results[page][rows] = await timeAdminPage(base, page, { cookieHeader, version, requests: REQUESTS });
      }
    }

    console.log(
      `\nCost growth: ${availableParallelism()} cores, Node ${process.version}, ${REQUESTS} requests per page and size`,
    );
    console.log(
      'page'.padEnd(64) +
        '100k p50/p95 ms'.padStart(18) +
        '1M p50/p95 ms'.padStart(18) +
        '1M ÷ 100k (p50)'.padStart(17),
    );
    for (const page of PAGES) {
      const [small, large] = SIZES.map((rows) => results[page][rows]);
      console.log(
        page.padEnd(64) +
          `${small.p50.toFixed(1)}/${small.p95.toFixed(1)}`.padStart(18) +
          `${large.p50.toFixed(1)}/${large.p95.toFixed(1)}`.padStart(18) +
          `${(large.p50 / small.p50).toFixed(2)}×`.padStart(17),
      );
    }
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/cost-growth.json',
      `${JSON.stringify({ at: new Date().toISOString(), cores: availableParallelism(), node: process.version, sizes: SIZES, results }, null, 2)}\n`,
    );
    console.log('written: bench/results/cost-growth.json');
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
