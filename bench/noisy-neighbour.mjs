#!/usr/bin/env node
/**
 * Noisy-neighbour benchmark (issue 32): one client hammers an expensive endpoint while another
 * times a page served from the output cache. Nobody may stall the site.
 *
 *   npm run bench:noisy-neighbour       (builds first; needs Postgres: DATABASE_URL, default the local one; REDIS_URL if set)
 *   BENCH_SECONDS=5 BENCH_ONLY=pipeline-pdf,help-search npm run bench:noisy-neighbour
 *
 * Starts the production build in its own process on a fresh database, makes what the endpoints need
 * (a submitted assessment, a signed agreement with its invoice, the crafted upload of the probe),
 * then for each endpoint: the cached page (/pricing) is timed by one paced client for BENCH_SECONDS
 * while nothing else runs (quiet), then again while a second process hammers the endpoint with 4
 * connections (load), one client address for all of them. With `many addresses` the hammer sends
 * a new X-Forwarded-For per request (the server trusts loopback for this run): the per-client limits
 * no longer apply, which shows what the worker pool and caches hold on their own. The hammer runs at
 * nice 10: it stands for a client on another machine, so its own CPU is not charged to the server.
 *
 * Prints, per endpoint: the cached page's p50/p99 quiet and under load, the ratio, the hammer's
 * requests and answers by status, and the server's largest RSS. Targets (printed, not asserted):
 * p99 under load ≤ 150 ms and ≤ 3 × quiet, on a 2-core machine; RSS < 400 MB.
 */
/* global Buffer, setTimeout, clearInterval, setInterval */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startProductionServer, summary } from './lib.mjs';

const require = createRequire(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 4;
/** The timing client asks for the cached page this often (a steady visitor, not a load of its own). */
const TIMING_INTERVAL_MS = 5;
const CACHED_PAGE = '/pricing';
const ONLY = process.env.BENCH_ONLY?.split(',');

const {
  BUSINESS_MODELS,
  SALES_MOTIONS,
  DEAL_SIZES,
  SALES_CYCLES,
} = require('../dist/server/shared/tools/sales-stages');
const { TEAM_STRUCTURES, RECURRING } = require('../dist/server/shared/tools/advanced-pipeline');
const { CURRENT_BANK } = require('../dist/server/shared/assessment');
const { WORKED_EXAMPLE } = require('../dist/server/shared/assessment/worked-example');

/** Every answer combination of a generator, as query strings (an attacker varies them to miss caches). */
function combinations(choices) {
  let result = [''];
  for (const [key, options] of Object.entries(choices))
    result = result.flatMap((query) => Object.keys(options).map((value) => `${query}&${key}=${value}`));
  return result.map((query) => query.slice(1));
}

/** A keep-alive client that keeps its cookies, like one browser. */
class Browser {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  async request(path, { method = 'GET', json, headers = {} } = {}) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        Cookie: this.header(),
        ...(json && { 'Content-Type': 'application/json', Accept: 'application/json' }),
        ...(method !== 'GET' && { 'X-XSRF-TOKEN': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '') }),
        ...headers,
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/** A submitted assessment, taken over HTTP as a respondent does: its export URL and the browser that owns it. */
async function submittedAssessment(base) {
  const browser = new Browser(base);
  await browser.request('/assessment');
  await browser.request('/assessment/start', { method: 'POST', json: {} });
  const answers = {
    ...WORKED_EXAMPLE,
    company: 'Bench Tools',
    industry: 'software',
    years_on_crm: '3-5',
    roles: ['reps', 'managers'],
    goals: ['forecast'],
    priorities: ['pipeline', 'data_quality', 'adoption', 'automation', 'reporting', 'integrations'],
  };
  const forStep = (section) =>
    Object.fromEntries(
      section.questions.filter((question) => question.id in answers).map((q) => [q.id, answers[q.id]]),
    );
  const sections = CURRENT_BANK.sections;
  for (const section of sections.slice(0, -1))
    await browser.request(`/assessment/${section.id}`, {
      method: 'POST',
      json: { answers: forStep(section), direction: 'next' },
    });
  const submitted = await browser.request('/assessment/submit', {
    method: 'POST',
    json: {
      answers: forStep(sections.at(-1)),
      name: 'Bench Respondent',
      email: 'bench@example.com',
      consent: true,
    },
  });
  if (submitted.status !== 303) throw new Error(`assessment submit answered ${submitted.status}`);
  const id = browser.cookies.get('crm_assessment').split('.')[0];
  return { path: `/assessment/export/${id}?format=pdf`, cookie: browser.header() };
}

/** A signed €1,500 agreement (written straight to its tables) whose invoice the first payment page visit issues. */
async function signedAgreement(base, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [version],
    } = await client.query('SELECT id, body FROM agreement_template_versions LIMIT 1');
    const {
      rows: [agreement],
    } = await client.query(
      `INSERT INTO agreements (code, template_version_id, title, variables, body, signer_name, signer_email,
         amount_minor, currency, status, sent_at, viewed_at, signed_at, signature_method, signature_name, created_at)
       VALUES ('AGR-BNCH-0001', $1, 'Bench engagement', '{}'::jsonb, $2, 'Bench Signer', 'signer@example.com',
         150000, 'EUR', 'signed', now(), now(), now(), 'typed', 'Bench Signer', now()) RETURNING id`,
      [version.id, version.body],
    );
    const started = performance.now();
    const payment = await fetch(`${base}/sign/${agreement.id}/payment`);
    const firstVisitMs = performance.now() - started;
    if (payment.status !== 200) throw new Error(`payment page answered ${payment.status}`);
    return { path: `/sign/${agreement.id}/invoice.pdf`, firstVisitMs };
  } finally {
    await client.end();
  }
}

/** The probe's upload: a PDF header, then `/ByteRange [0 1 2 3]` repeated to `bytes`. */
function craftedPdf(bytes) {
  const line = Buffer.from('/ByteRange [0 1 2 3]\n');
  const body = Buffer.alloc(bytes);
  body.write('%PDF-1.7\n');
  for (let at = 9; at + line.length <= bytes; at += line.length) line.copy(body, at);
  const boundary = 'benchboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crafted.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = join(mkdtempSync(join(tmpdir(), 'noisy-')), 'upload');
  writeFileSync(file, Buffer.concat([head, body, tail]));
  return { file, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Times the cached page every TIMING_INTERVAL_MS on one keep-alive connection until `until`. */
async function timeCachedPage(base, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timings = [];
  const url = new URL(CACHED_PAGE, base);
  while (performance.now() < until) {
    const begin = performance.now();
    await new Promise((resolve, reject) => {
      http
        .get(url, { agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode}`))));
        })
        .on('error', reject);
    });
    timings.push(performance.now() - begin);
    const rest = TIMING_INTERVAL_MS - (performance.now() - begin);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  agent.destroy();
  return summary(timings);
}

/** The server's CPU time so far (every thread), in ms, from /proc. */
function serverCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * While `work` runs: the server's largest resident memory (MB, sampled from /proc) and its CPU
 * time as a share of one core (how much of the machine the hammered endpoint took).
 */
async function watchServer(pid, work) {
  let peak = 0;
  const sample = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) peak = Math.max(peak, Number(match[1]) / 1024);
  };
  sample();
  const timer = setInterval(sample, 100);
  const cpuBefore = serverCpuMs(pid);
  const started = performance.now();
  try {
    const result = await work();
    return { result, rssMb: peak, cpuShare: (serverCpuMs(pid) - cpuBefore) / (performance.now() - started) };
  } finally {
    clearInterval(timer);
    sample();
  }
}

function hammer(plan) {
  const planFile = join(mkdtempSync(join(tmpdir(), 'noisy-plan-')), 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const child = spawn(process.execPath, ['bench/noisy-neighbour-hammer.mjs', planFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The attacker is another machine in real life: on this one its own CPU (writing 19 MB bodies, say)
  // must not be what slows the timing client, so it runs at a lower priority than server and client.
  setPriority(child.pid, 10);
  let output = '';
  let started;
  const startedPromise = new Promise((resolve) => (started = resolve));
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('started\n')) started();
  });
  const done = new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.slice(output.indexOf('\n') + 1)))
        : reject(new Error(`hammer exited ${code}`)),
    ),
  );
  return { started: startedPromise, done };
}

const ms = (value) => `${value.toFixed(1)}`.padStart(7);

async function main() {
  const server = await startProductionServer('noisy', { TRUST_PROXY: 'loopback' });
  try {
    const { base, databaseUrl, pid } = server;
    const report = await submittedAssessment(base);
    const invoice = await signedAgreement(base, databaseUrl);
    const huge = craftedPdf(19 * 1024 * 1024);
    const underCap = craftedPdf(0.9 * 1024 * 1024);
    const advanced = combinations({
      model: BUSINESS_MODELS,
      motion: SALES_MOTIONS,
      dealSize: DEAL_SIZES,
      cycle: SALES_CYCLES,
      team: TEAM_STRUCTURES,
      recurring: RECURRING,
    });
    const simple = combinations({
      model: BUSINESS_MODELS,
      motion: SALES_MOTIONS,
      dealSize: DEAL_SIZES,
      cycle: SALES_CYCLES,
    });
    const images = ['/images/og-default.png'].flatMap((url) =>
      [320, 640, 768, 1024, 1280, 1536].flatMap((w) =>
        [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map(
          (q) => `/_img?url=${encodeURIComponent(url)}&w=${w}&q=${q}`,
        ),
      ),
    );
    const words = [
      'pipeline',
      'stages',
      'forecast',
      'migration',
      'hubspot',
      'data',
      'quality',
      'reports',
      'adoption',
    ];
    const searches = Array.from({ length: 5000 }, (_, i) => `/help?q=${words[i % words.length]}+${i}`);
    const endpoints = [
      {
        name: 'pipeline-pdf',
        label: 'pipeline PDF (every answer combination)',
        paths: advanced.map((q) => `/advanced-sales-stage-generator/pipeline.pdf?${q}`),
      },
      {
        name: 'sales-stage-csv',
        label: 'sales-stage CSV',
        paths: simple.map((q) => `/sales-stage-generator/hubspot.csv?${q}`),
      },
      {
        name: 'report-pdf',
        label: 'assessment report PDF',
        paths: [report.path],
        headers: { Cookie: report.cookie },
      },
      { name: 'invoice-pdf', label: 'invoice PDF', paths: [invoice.path] },
      {
        name: 'verify-19mb',
        label: '/sign/verify, crafted 19 MB',
        paths: ['/sign/verify'],
        method: 'POST',
        bodyFile: huge.file,
        contentType: huge.contentType,
        headers: { Accept: 'application/json' },
      },
      {
        name: 'verify-0.9mb',
        label: '/sign/verify, crafted 0.9 MB (under the cap)',
        paths: ['/sign/verify'],
        method: 'POST',
        bodyFile: underCap.file,
        contentType: underCap.contentType,
        headers: { Accept: 'application/json' },
      },
      { name: 'image-widths', label: 'image widths and qualities', paths: images },
      { name: 'help-search', label: 'help search (a new query each time)', paths: searches },
      {
        name: 'new-query',
        label: '/about with a new query string each time',
        paths: Array.from({ length: 5000 }, (_, i) => `/about?ref=${i}`),
      },
    ].filter((endpoint) => !ONLY || ONLY.includes(endpoint.name));

    // The verify endpoints need the page's CSRF cookie and token; the hammer sends them as a browser would.
    const browser = new Browser(base);
    await browser.request('/sign/verify');
    const csrf = {
      Cookie: browser.header(),
      'X-XSRF-TOKEN': decodeURIComponent(browser.cookies.get('XSRF-TOKEN')),
    };
    await timeCachedPage(base, performance.now() + 1000); // warm the cache and the connection

    console.log(
      `\nNoisy neighbour: ${CACHED_PAGE} (output cache) timed every ${TIMING_INTERVAL_MS} ms while one client hammers an endpoint with ${CONNECTIONS} connections for ${SECONDS} s` +
        `\n${availableParallelism()} cores, Node ${process.version}, ${process.env.REDIS_URL ? 'Redis' : 'in-process jobs'}; first /sign/:id/payment (invoice issued): ${invoice.firstVisitMs.toFixed(0)} ms\n`,
    );
    console.log(
      `${'endpoint'.padEnd(44)} ${'clients'.padEnd(9)} ${'quiet p50'.padStart(9)} ${'p99'.padStart(7)} │ ${'load p50'.padStart(8)} ${'p99'.padStart(7)} ${'×quiet'.padStart(6)} │ hammer: requests, answers        │ server CPU │ RSS MB`,
    );
    const rows = [];
    for (const endpoint of endpoints) {
      for (const spread of ['one', 'many']) {
        const quiet = await timeCachedPage(base, performance.now() + SECONDS * 1000);
        const { result, rssMb, cpuShare } = await watchServer(pid, async () => {
          const { started, done } = hammer({
            base,
            connections: CONNECTIONS,
            seconds: SECONDS,
            paths: endpoint.paths,
            method: endpoint.method,
            headers: { ...(endpoint.method === 'POST' ? csrf : {}), ...endpoint.headers },
            bodyFile: endpoint.bodyFile,
            contentType: endpoint.contentType,
            // One client is a new address for each endpoint: limits one endpoint spent do not shield the next.
            forwardedFor: spread === 'many' ? 'many' : `203.0.113.${endpoints.indexOf(endpoint) + 1}`,
          });
          // Timed once the load runs (the hammer's own start-up is not the endpoint's cost).
          await started;
          const loaded = await timeCachedPage(base, performance.now() + (SECONDS - 0.5) * 1000);
          return { loaded, attack: await done };
        });
        const ratio = result.loaded.p99 / quiet.p99;
        // The targets are for one client; many addresses show what holds when no per-client limit can.
        const ok = spread === 'many' || (result.loaded.p99 <= 150 && ratio <= 3 && rssMb < 400);
        const answers = Object.entries(result.attack.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ');
        rows.push({
          endpoint: endpoint.name,
          clients: spread,
          quiet,
          loaded: result.loaded,
          ratio,
          attack: result.attack,
          rssMb,
          cpuShare,
          ok,
        });
        console.log(
          `${endpoint.label.padEnd(44)} ${(spread === 'one' ? 'one' : 'many').padEnd(9)} ${ms(quiet.p50)}   ${ms(quiet.p99)} │ ${ms(result.loaded.p50)}  ${ms(result.loaded.p99)} ${ratio.toFixed(1).padStart(6)} │ ${String(result.attack.requests).padStart(6)}: ${answers.padEnd(25).slice(0, 25)} │ ${`${(cpuShare * 100).toFixed(0)} %`.padStart(10)} │ ${rssMb.toFixed(0).padStart(4)} ${ok ? '' : '← over target'}`,
        );
      }
    }
    const failing = rows.filter((row) => !row.ok);
    console.log(
      `\nTargets (one client): p99 under load ≤ 150 ms and ≤ 3 × quiet, RSS < 400 MB. ${failing.length === 0 ? 'All met.' : `Not met: ${failing.map((row) => row.endpoint).join(', ')}.`}` +
        `\nMany addresses (a new X-Forwarded-For per request) shows what the pool and caches hold where no per-client limit can; largest RSS there: ${Math.max(...rows.filter((row) => row.clients === 'many').map((row) => row.rssMb)).toFixed(0)} MB.`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
