#!/usr/bin/env node
/**
 * Benchmark (issue 7): scoring time, and the report page's server render with 10,000 stored responses.
 *
 *   npm run bench:assessment          (builds first; needs Postgres: DATABASE_URL, default the local one)
 *
 * Creates its own database, seeds BENCH_RESPONSES (default 10,000) submitted responses with random
 * answers, starts the real app on 127.0.0.1, and times report requests (first visit = server-side
 * render, and Inertia JSON visits) side by side with /health as a baseline in the same run.
 */
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import pg from 'pg';
import { onAdminDatabase, pageObject, startInProcessApp, summary } from './lib.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../dist/server/${path}`);
const { CURRENT_BANK, scoreResponse, SECTION_IDS } = dist('shared/assessment');
const { runMigrations } = dist('src/database/run-migrations');
const { AssessmentLinks } = dist('src/modules/assessment/assessment-links');

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `crm_bench_${Date.now().toString(36)}`;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const shuffle = (list) => [...list].sort(() => Math.random() - 0.5);

/** A random but valid answer to every question. */
function randomAnswers() {
  const answers = {};
  for (const section of CURRENT_BANK.sections) {
    for (const question of section.questions) {
      if (question.optional && Math.random() < 0.5) continue;
      switch (question.type) {
        case 'single':
          answers[question.id] = pick(question.options).value;
          break;
        case 'multi':
          answers[question.id] = shuffle(question.options.map((option) => option.value)).slice(
            0,
            1 + Math.floor(Math.random() * 3),
          );
          break;
        case 'scale':
          answers[question.id] = 1 + Math.floor(Math.random() * 5);
          break;
        case 'number':
          answers[question.id] = 1 + Math.floor(Math.random() * 500);
          break;
        case 'text':
          answers[question.id] = `Company ${Math.random().toString(36).slice(2, 8)}`;
          break;
        case 'ranking':
          answers[question.id] = shuffle(question.options.map((option) => option.value));
          break;
      }
    }
  }
  return answers;
}

const ms = (value) => `${value.toFixed(2)} ms`;

const withAdmin = (sql) => onAdminDatabase(adminUrl, sql);

async function main() {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await withAdmin(`CREATE DATABASE "${database}"`);
  let app;
  try {
    await runMigrations({ url: url.toString(), embedded: false });

    // 1. Scoring: every seeded response is scored here, and timed.
    const scoringTimes = [];
    const rows = [];
    for (let index = 0; index < RESPONSES; index += 1) {
      const answers = randomAnswers();
      const started = performance.now();
      const result = scoreResponse(CURRENT_BANK, answers);
      scoringTimes.push(performance.now() - started);
      rows.push({ answers, result });
    }

    // 2. Seed in batches, spread over the last year.
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const seedStarted = performance.now();
    for (let offset = 0; offset < rows.length; offset += 500) {
      const batch = rows.slice(offset, offset + 500);
      const values = [];
      const params = [];
      batch.forEach(({ answers, result }, index) => {
        const daysAgo = Math.floor(Math.random() * 365);
        const base = index * 10;
        values.push(
          `($${base + 1}, 'submitted', 'revenue-priorities', ${SECTION_IDS.length}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $${base + 8}, $${base + 10}, now() - ($${base + 9} || ' days')::interval, now() - ($${base + 9} || ' days')::interval, now())`,
        );
        params.push(
          CURRENT_BANK.version,
          JSON.stringify(answers),
          `Bench Person ${offset + index}`,
          `bench-${offset + index}@example.com`,
          JSON.stringify(result),
          result.overall,
          result.band,
          answers.crm,
          String(daysAgo),
          answers.company_size,
        );
      });
      await client.query(
        `INSERT INTO assessment_responses
           (bank_version, status, current_step, furthest_step, answers, name, email, result, overall_score, band, crm,
            company_size, submitted_at, created_at, consented_at)
         VALUES ${values.join(', ')}`,
        params,
      );
    }
    const seedMs = performance.now() - seedStarted;
    const { rows: ids } = await client.query(
      `SELECT id FROM assessment_responses ORDER BY random() LIMIT ${REQUESTS}`,
    );
    await client.end();

    // 3. The real app, on its own port.
    let base;
    ({ app, base } = await startInProcessApp(url.toString()));
    const links = app.get(AssessmentLinks);

    const timed = async (path, headers = {}) => {
      const started = performance.now();
      const response = await fetch(base + path, { headers });
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
      return elapsed;
    };
    const firstPage = await (await fetch(base + links.reportPath(ids[0].id))).text();
    const { version } = pageObject(firstPage);
    const inertia = { 'X-Inertia': 'true', 'X-Inertia-Version': version };
    // Warm up: the first request loads the benchmark distribution and the server renderer.
    for (const { id } of ids.slice(0, 20)) await timed(links.reportPath(id));

    const health = [];
    const firstVisit = [];
    const inertiaVisit = [];
    for (const { id } of ids) {
      health.push(await timed('/health'));
      firstVisit.push(await timed(links.reportPath(id)));
      inertiaVisit.push(await timed(links.reportPath(id), inertia));
    }

    const scoring = summary(scoringTimes);
    const ssr = summary(firstVisit);
    const json = summary(inertiaVisit);
    const baseline = summary(health);
    console.log(
      `\nAssessment benchmark: ${RESPONSES.toLocaleString('en-US')} stored responses, ${REQUESTS} report requests each way`,
    );
    console.log(`seeding: ${(seedMs / 1000).toFixed(1)} s`);
    console.log(
      `scoring one response: p50 ${ms(scoring.p50)}, p95 ${ms(scoring.p95)}, max ${ms(scoring.max)} (budget 5 ms: p95 is ${(scoring.p95 / 5).toFixed(4)} × budget)`,
    );
    console.log(`GET /health (baseline):            p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`);
    console.log(
      `report, first visit (server render): p50 ${ms(ssr.p50)}, p95 ${ms(ssr.p95)}, p99 ${ms(ssr.p99)} (budget 100 ms: ${(ssr.p95 / 100).toFixed(2)} × budget; ${(ssr.p95 / baseline.p95).toFixed(1)} × /health)`,
    );
    console.log(
      `report, Inertia JSON visit:          p50 ${ms(json.p50)}, p95 ${ms(json.p95)} (${(json.p95 / baseline.p95).toFixed(1)} × /health)`,
    );
  } finally {
    await app?.close();
    await withAdmin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
