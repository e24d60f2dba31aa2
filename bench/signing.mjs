#!/usr/bin/env node
/**
 * Benchmark (issue 16): the signer's agreement page, server-rendered, with 10,000 agreements stored,
 * and the time to seal a 10-page agreement (render, certificate page, PKCS#7 signature).
 *
 *   npm run bench:signing          (builds first; needs Postgres: DATABASE_URL, default the local one)
 *
 * Creates its own database, seeds BENCH_AGREEMENTS (default 10,000) sent agreements, starts the real
 * app on 127.0.0.1 and times /sign/{id} first visits and Inertia visits side by side with /health as
 * the baseline in the same run; then seals BENCH_SEALS (default 20) ten-page agreements.
 * Targets (printed, not asserted): render p95 < 100 ms, seal < 1 s.
 */
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { onAdminDatabase, pageObject, startInProcessApp, summary } from './lib.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../dist/server/${path}`);
const { runMigrations } = dist('src/database/run-migrations');
const { renderSealedPdf } = dist('src/modules/signing/sealing/agreement-pdf');
const { loadOrCreateSealKeys } = dist('src/modules/signing/sealing/seal-keys');

const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const SEALS = Number(process.env.BENCH_SEALS ?? 20);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `crm_bench_signing_${Date.now().toString(36)}`;

const ms = (value) => `${value.toFixed(1)} ms`;
const line = (label, s) =>
  `${label.padEnd(30)} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  max ${ms(s.max).padStart(9)}`;

/** About ten A4 pages of agreement text. */
const TEN_PAGES = [
  '# CRM advisory engagement agreement',
  ...Array.from({ length: 30 }, (_, section) =>
    [
      `## ${section + 1}. Section ${section + 1}`,
      'The consultant reviews the pipeline, the data model and the reports, and writes down what to change, in what order, and who owns each change. '.repeat(
        5,
      ),
      '- Weekly check-ins with the named contact\n- A written plan at the end of each phase\n- Hand-over documents the team keeps',
    ].join('\n\n'),
  ),
].join('\n\n');

const admin = (sql) => onAdminDatabase(adminUrl, sql);

async function main() {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await admin(`CREATE DATABASE "${database}"`);
  let app;
  try {
    await runMigrations({ url: url.toString(), embedded: false });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const {
      rows: [version],
    } = await client.query('SELECT id, body FROM agreement_template_versions LIMIT 1');
    const seedStarted = performance.now();
    for (let offset = 0; offset < AGREEMENTS; offset += 500) {
      const values = [];
      const params = [version.id, version.body];
      for (let index = offset; index < Math.min(AGREEMENTS, offset + 500); index += 1) {
        const code = `AGR-${index.toString(36).toUpperCase().padStart(4, '0').slice(-4)}-${(index * 7919).toString(36).toUpperCase().padStart(4, '0').slice(-4)}`;
        params.push(code, `Bench client ${index}`, `bench-${index}@example.com`);
        const base = params.length - 3;
        values.push(
          `($${base + 1}, $1, 'Engagement', '{}'::jsonb, $2, $${base + 2}, $${base + 3}, 150000, 'EUR', 'sent', now() - interval '1 day', now())`,
        );
      }
      await client.query(
        `INSERT INTO agreements (code, template_version_id, title, variables, body, signer_name, signer_email, amount_minor, currency, status, sent_at, created_at)
         VALUES ${values.join(', ')}`,
        params,
      );
    }
    const seedMs = performance.now() - seedStarted;
    const { rows: ids } = await client.query(`SELECT id FROM agreements ORDER BY random() LIMIT ${REQUESTS}`);
    await client.end();

    const dataDir = mkdtempSync(join(tmpdir(), 'signing-bench-'));
    let base;
    ({ app, base } = await startInProcessApp(url.toString(), {
      AUTH_JWT_KEYS_FILE: join(dataDir, 'keys.json'),
      SIGNING_P12_FILE: join(dataDir, 'seal.p12'),
    }));
    const timed = async (path, headers = {}) => {
      const started = performance.now();
      const response = await fetch(base + path, { headers, redirect: 'manual' });
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
      return { elapsed, body };
    };
    const first = (await timed(`/sign/${ids[0].id}`)).body;
    const page = pageObject(first);
    const inertia = { 'X-Inertia': 'true', 'X-Inertia-Version': page.version };
    for (const { id } of ids.slice(0, 20)) await timed(`/sign/${id}`);

    const health = [];
    const firstVisit = [];
    const inertiaVisit = [];
    for (const { id } of ids) {
      health.push((await timed('/health')).elapsed);
      firstVisit.push((await timed(`/sign/${id}`)).elapsed);
      inertiaVisit.push((await timed(`/sign/${id}`, inertia)).elapsed);
    }

    // Sealing, outside HTTP: the job's own work for a ten-page agreement.
    const keys = loadOrCreateSealKeys(join(dataDir, 'seal.p12'), '');
    const agreement = {
      id: ids[0].id,
      code: 'AGR-BENC-HMRK',
      title: 'CRM advisory engagement',
      body: TEN_PAGES,
      bodySha256: '0'.repeat(64),
      signerName: 'Bench Client',
      signerEmail: 'bench@example.com',
      signatureMethod: 'typed',
      signatureName: 'Bench Client',
      signedAt: new Date(),
      sentAt: new Date(),
      viewedAt: new Date(),
      signerTimeZone: 'Europe/London',
      signerIp: '203.0.113.7',
      signerUserAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      amountMinor: 150000,
      currency: 'EUR',
      paymentReference: null,
      verificationMethod: 'Signing link + access password',
    };
    const events = ['created', 'sent', 'viewed', 'password_passed', 'signed'].map((type, index) => ({
      type,
      actor: index < 2 ? 'admin:bench@example.com' : 'signer',
      ipAddress: '203.0.113.7',
      userAgent: agreement.signerUserAgent,
      createdAt: new Date(),
    }));
    const sealTimes = [];
    let pages = 0;
    for (let run = 0; run < SEALS + 2; run += 1) {
      const started = performance.now();
      const pdf = await renderSealedPdf(agreement, events, keys, `${base}/sign/verify`);
      if (run >= 2) sealTimes.push(performance.now() - started); // the first two warm the fonts up
      pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    }

    const ssr = summary(firstVisit);
    const json = summary(inertiaVisit);
    const baseline = summary(health);
    const seal = summary(sealTimes);
    console.log(
      `\nSigning benchmark: ${AGREEMENTS.toLocaleString('en-US')} agreements stored, ${REQUESTS} requests each way`,
    );
    console.log(`seeding: ${(seedMs / 1000).toFixed(1)} s`);
    console.log(line('/health (baseline)', baseline));
    console.log(line('/sign/{id} first visit (SSR)', ssr));
    console.log(line('/sign/{id} Inertia visit', json));
    console.log(line(`seal a ${pages}-page agreement`, seal));
    console.log(
      `ratios (p95): SSR / health ${(ssr.p95 / baseline.p95).toFixed(1)}x, Inertia / health ${(json.p95 / baseline.p95).toFixed(1)}x`,
    );
    console.log(
      `targets: render p95 < 100 ms: ${ssr.p95 < 100 ? 'met' : 'MISSED'}; seal < 1 s: ${seal.p95 < 1000 ? 'met' : 'MISSED'}`,
    );
  } finally {
    if (app) await app.close();
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
