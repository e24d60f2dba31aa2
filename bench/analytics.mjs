#!/usr/bin/env node
/**
 * Benchmark (issue 17), printed with the core count, not asserted:
 * 1. ingestion: page-view events through the `analytics` queue (BullMQ when REDIS_URL is set, else
 *    in-process) into Postgres, events per second (target ≥ 5,000/s on a 2-core machine);
 * 2. capture cost: GET / with capture on and off, side by side in one run (target < 1 ms at p50);
 * 3. dashboards: /admin/analytics-dashboard (30 days) with 100,000 and then 1,000,000 stored events,
 *    rolled up (target p95 < 150 ms, growing sub-linearly).
 *
 *   npm run bench:analytics     (builds first; needs Postgres: DATABASE_URL, default the local one)
 */
/* global setTimeout */
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  adminSession,
  dropQueueKeys,
  onAdminDatabase,
  pageObject,
  startInProcessApp,
  summary,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../dist/server/${path}`);
const { runMigrations } = dist('src/database/run-migrations');
const { JobQueue } = dist('src/jobs/job-queue');
const { AnalyticsRollup } = dist('src/modules/analytics/analytics-rollup.processor');
const { AuthService } = dist('src/modules/auth/auth.service');

const INGEST_EVENTS = Number(process.env.BENCH_INGEST ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `crm_bench_analytics_${Date.now().toString(36)}`;
const queuePrefix = `bench${Date.now().toString(36)}`;
const ms = (value) => `${value.toFixed(2)} ms`;
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The app with analytics capture on or off, each with its own queue prefix. */
const startApp = (url, dataDir, capture) =>
  startInProcessApp(url, {
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    QUEUE_PREFIX: `${queuePrefix}${capture ? 'on' : 'off'}`,
    AUTH_JWT_KEYS_FILE: join(dataDir, 'keys.json'),
    ANALYTICS_CAPTURE: capture ? 'on' : 'off',
  });

const randomEvent = (index, day) => ({
  kind: 'pageview',
  occurredAt: new Date(Date.parse(`${day}T00:00:00Z`) + (index % 86_400) * 1000).toISOString(),
  visitorId: `v${index % 5000}`,
  path: ['/', '/contact', '/help', '/crm/hubspot', '/compare/hubspot-vs-pipedrive'][index % 5],
  component: 'content/page',
  referrerHost: index % 3 === 0 ? 'google.com' : null,
  utmSource: index % 7 === 0 ? 'linkedin' : null,
  device: index % 4 === 0 ? 'mobile' : 'desktop',
  browser: 'Chrome',
  os: 'Windows',
});

/** Bulk raw events straight into the table (the dashboard part measures reading, not writing). */
async function seedEvents(client, count, days) {
  await client.query(
    `INSERT INTO analytics_events (kind, occurred_at, visitor_id, path, referrer_host, utm_source, device, browser, os)
     SELECT 'pageview',
            date_trunc('day', now()) - ((n % $2) || ' days')::interval + ((n::bigint * 7919) % 86400 || ' seconds')::interval,
            'v' || (n % 20000),
            (ARRAY['/', '/contact', '/help', '/crm/hubspot', '/pricing', '/about'])[1 + n % 6],
            CASE WHEN n % 3 = 0 THEN 'google.com' WHEN n % 5 = 0 THEN 'linkedin.com' END,
            CASE WHEN n % 7 = 0 THEN 'newsletter' END,
            (ARRAY['desktop', 'mobile', 'tablet'])[1 + n % 3], 'Chrome', 'Windows'
       FROM generate_series(1, $1) AS n`,
    [count, days],
  );
}

async function main() {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await onAdminDatabase(adminUrl, `CREATE DATABASE "${database}"`);
  const dataDir = mkdtempSync(join(tmpdir(), 'analytics-bench-'));
  const apps = [];
  try {
    await runMigrations({ url: url.toString(), embedded: false });
    const on = await startApp(url.toString(), dataDir, true);
    const off = await startApp(url.toString(), dataDir, false);
    apps.push(on.app, off.app);
    const client = new pg.Client({ connectionString: url.toString() });
    client.on('error', () => undefined); // the database is dropped at the end, connection or not
    await client.connect();

    // 1. Ingestion through the queue.
    const jobs = on.app.get(JobQueue);
    const today = new Date().toISOString().slice(0, 10);
    const started = performance.now();
    for (let offset = 0; offset < INGEST_EVENTS; offset += 500) {
      const events = Array.from({ length: Math.min(500, INGEST_EVENTS - offset) }, (_, index) =>
        randomEvent(offset + index, today),
      );
      await jobs.enqueue('analytics/ingest', { events });
    }
    let stored = 0;
    while (stored < INGEST_EVENTS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = (await client.query('SELECT count(*)::int AS n FROM analytics_events')).rows[0].n;
    }
    const ingestSeconds = (performance.now() - started) / 1000;

    // 2. Capture cost: the same page, capture on and off, interleaved.
    const timed = async (base) => {
      const begin = performance.now();
      const response = await fetch(`${base}/`, {
        headers: { 'User-Agent': DESKTOP, 'X-Inertia': 'true', 'X-Inertia-Version': version },
      });
      await response.text();
      return performance.now() - begin;
    };
    const first = await (await fetch(`${on.base}/`)).text();
    const version = pageObject(first).version;
    for (let i = 0; i < 30; i += 1) await Promise.all([timed(on.base), timed(off.base)]);
    const withCapture = [];
    const withoutCapture = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      withCapture.push(await timed(on.base));
      withoutCapture.push(await timed(off.base));
    }

    // 3. Dashboards over 30 days with 100k, then 1M events.
    const { cookieHeader } = await adminSession(on.base, on.app.get(AuthService));
    const rollup = on.app.get(AnalyticsRollup);
    const dashboard = async (events) => {
      await client.query('TRUNCATE analytics_events, analytics_rollups, analytics_attributions');
      await seedEvents(client, events, 30);
      // What the rollup costs the server's own process (Postgres does the counting): its CPU and the
      // longest the event loop waited meanwhile.
      const stalls = monitorEventLoopDelay({ resolution: 5 });
      stalls.enable();
      const rollupCpu = process.cpuUsage();
      const rollupStarted = performance.now();
      for (let daysAgo = 0; daysAgo < 30; daysAgo += 1)
        await rollup.rollupDay(new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10));
      const rollupSeconds = (performance.now() - rollupStarted) / 1000;
      const { user, system } = process.cpuUsage(rollupCpu);
      stalls.disable();
      const rollupCost = `${rollupSeconds.toFixed(1)} s, this process's CPU ${((user + system) / 1e6).toFixed(2)} s, longest event-loop stall ${Math.round(stalls.max / 1e6)} ms`;
      const timings = [];
      for (let i = 0; i < 60; i += 1) {
        const begin = performance.now();
        const response = await fetch(`${on.base}/admin/analytics-dashboard?range=30d`, {
          headers: { Cookie: cookieHeader(), 'X-Inertia': 'true', 'X-Inertia-Version': version },
        });
        if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
        await response.text();
        if (i >= 10) timings.push(performance.now() - begin);
      }
      return { ...summary(timings), rollupCost };
    };
    const small = await dashboard(100_000);
    const large = await dashboard(1_000_000);
    await client.end();

    const capOn = summary(withCapture);
    const capOff = summary(withoutCapture);
    console.log(
      `\nAnalytics benchmark on ${availableParallelism()} cores (${process.env.REDIS_URL ? 'BullMQ on Redis' : 'in-process queue'})`,
    );
    console.log(
      `ingestion: ${INGEST_EVENTS.toLocaleString('en-US')} events in ${ingestSeconds.toFixed(2)} s = ${Math.round(INGEST_EVENTS / ingestSeconds).toLocaleString('en-US')} events/s (target ≥ 5,000/s)`,
    );
    console.log(`GET / (Inertia), capture on:  p50 ${ms(capOn.p50)}, p95 ${ms(capOn.p95)}`);
    console.log(`GET / (Inertia), capture off: p50 ${ms(capOff.p50)}, p95 ${ms(capOff.p95)}`);
    console.log(
      `capture adds ${ms(capOn.p50 - capOff.p50)} at p50 (target < 1 ms); on/off ratio ${(capOn.p50 / capOff.p50).toFixed(2)}`,
    );
    console.log(
      `dashboard, 30 days, 100k events: p50 ${ms(small.p50)}, p95 ${ms(small.p95)} (rollup of 30 days: ${small.rollupCost})`,
    );
    console.log(
      `dashboard, 30 days, 1M events:   p50 ${ms(large.p50)}, p95 ${ms(large.p95)} (rollup of 30 days: ${large.rollupCost})`,
    );
    console.log(
      `growth 100k → 1M (10× events): p95 ×${(large.p95 / small.p95).toFixed(2)} (target p95 < 150 ms, sub-linear)`,
    );
  } finally {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const capture of ['on', 'off']) await dropQueueKeys(`${queuePrefix}${capture}`);
    await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
