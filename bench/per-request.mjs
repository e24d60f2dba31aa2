#!/usr/bin/env node
/**
 * Pages rendered per request, under load (issue 40): the client area home and a lesson as a signed-in
 * client, an agreement's signing page, and /admin as an admin, each a first visit (server-rendered
 * HTML, Brotli) at 50 connections. Beside each, a Next.js server rendering the same markup per request
 * (`BENCH_NEXT=off` skips it), built in a temporary folder from the registry and never committed. The
 * two take turns: three rounds (BENCH_ROUNDS) of 5 s (BENCH_SECONDS) each after a 2 s warm-up; each
 * side's figures are its median round's, and ours ÷ Next.js the median of the rounds' ratios. Before the
 * first page, each server is warmed up on every page (BENCH_WARM_UP seconds each), as a running server is.
 * Then our floor: `/robots.txt`, a Nest route with no query and no render, through the same middleware
 * (what every answer costs before its page's own work). Then the server's peak memory (RSS) under these
 * loads and, with those servers stopped, the time from start to the first answer on the embedded database
 * (PGlite), on a new data folder and again on the same one (the median of three of each).
 *
 *   npm run bench:per-request      (builds first; needs Postgres: DATABASE_URL; uses REDIS_URL if set)
 *   BENCH_PAGES=admin BENCH_NEXT=off BENCH_COLD_START=off node bench/per-request.mjs   (one page, ours only)
 *   BENCH_PAGE_OBJECTS=/tmp/pages …   also writes each page's Inertia page object there, for
 *   `node bench/render-alone.mjs /tmp/pages` (the SSR bundle alone, no server)
 *
 * "SSR %" is the share of the load's visits answered with server markup: when the render threads are
 * full, a visit is answered without it (the browser renders the page), which costs the server less.
 * "CPU µs/req" is each server's CPU time (every thread) per request over its run, from /proc: it moves far
 * less than req/s on a shared host, so it is what an A/B comparison of a change reads first.
 *
 * Targets (printed, not asserted): p99 ≤ 250 ms, ≥ 2 × Next.js per request; RSS ≤ 400 MB; cold start ≤ 3 s.
 */
/* global setTimeout */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { browserSession, pageObject, spawnServer, startInProcessApp, startProductionServer } from './lib.mjs';
import {
  clientAddress,
  compare,
  CONNECTIONS,
  measure,
  median,
  ROUNDS,
  roundsText,
  run,
  RUNS_DESCRIPTION,
  SECONDS,
} from './load.mjs';

const require = createRequire(import.meta.url);
const { AuthService } = require('../dist/server/src/modules/auth/auth.service');
const HEADERS = { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' };
/** Kept between runs: installing Next.js takes a minute the first time. */
const PEER_DIR = process.env.BENCH_NEXT_DIR ?? join(tmpdir(), 'crm-advisory-next-peer');
/** BENCH_PAGES=client-home,admin measures only those (client-home, lesson, sign, admin). */
const ONLY = process.env.BENCH_PAGES?.split(',');
/** BENCH_COLD_START=off skips the start-up measurements. */
const COLD_START = process.env.BENCH_COLD_START !== 'off';
/**
 * Seconds of load on every page, on each server, before any page is measured (BENCH_WARM_UP=0: none).
 * Without it the first page measured paid for a new server's warm-up: its first round ran at 53–79 % of
 * its later rounds' rate, with a longer tail (docs/performance.md).
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 4);
/** The warm-up's connections come from addresses of their own: the signing page counts views per address. */
const warmUpAddress = (index) => clientAddress(1000 + index);
/**
 * Each measured run's connections come from new addresses: the signing page allows 300 views per address
 * in 10 minutes, and on a fast host 50 addresses kept for a page's 2 s warm-up and three rounds went past
 * it (3,447 answers of 429 in a run of 2026-12-07, counted as answers).
 */
let measuredAddresses = 2000;
const measuredAddress = () => clientAddress((measuredAddresses += 1));
/** Starts measured on the embedded database (each on a new data folder, then again); the median is printed. */
const START_ROUNDS = 3;

/** The accounts and the agreement the pages need, made through the application in this process. */
async function seed(server) {
  const keys = mkdtempSync(join(tmpdir(), 'per-request-bench-'));
  const local = await startInProcessApp(server.databaseUrl, { AUTH_JWT_KEYS_FILE: join(keys, 'keys.json') });
  const password = 'bench password 1234';
  const accounts = { client: 'bench-client@example.com', admin: 'bench-admin@example.com' };
  try {
    const auth = local.app.get(AuthService);
    await auth.createUser({ email: accounts.client, password, role: 'client', confirmed: true });
    await auth.createUser({ email: accounts.admin, password, role: 'admin', confirmed: true });
  } finally {
    await local.app.close();
  }
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const {
    rows: [version],
  } = await db.query('SELECT id, body FROM agreement_template_versions LIMIT 1');
  const {
    rows: [agreement],
  } = await db.query(
    `INSERT INTO agreements (code, template_version_id, title, variables, body, signer_name, signer_email, amount_minor, currency, status, sent_at, created_at)
     VALUES ('AGR-BNCH-0001', $1, 'CRM advisory engagement', '{}'::jsonb, $2, 'Bench Client', $3, 150000, 'EUR', 'sent', now(), now())
     RETURNING id`,
    [version.id, version.body, accounts.client],
  );
  await db.end();
  const client = await browserSession(server.base, '/login', accounts.client, password);
  const admin = await browserSession(server.base, '/admin-login', accounts.admin, password);
  return { client, admin, agreementId: agreement.id };
}

/**
 * Where one request's time goes when it has the server to itself: the median of 20 requests' total
 * time and of their Server-Timing parts (handler: session, guards and the controller's queries;
 * props: shared props; ssr: the document, rendered in the worker pool).
 */
async function timingAlone(url, headers) {
  const samples = [];
  for (let index = 0; index < 20; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, ...clientAddress(999) } });
    await response.text();
    const parts = Object.fromEntries(
      (response.headers.get('server-timing') ?? '')
        .split(',')
        .map((entry) => /(\w+);dur=([\d.]+)/.exec(entry))
        .filter(Boolean)
        .map(([, name, ms]) => [name, Number(ms)]),
    );
    samples.push({ total: performance.now() - started, ...parts });
  }
  const middle = (name) => Number(median(samples.map((sample) => sample[name] ?? 0)).toFixed(1));
  return { total: middle('total'), handler: middle('handler'), props: middle('props'), ssr: middle('ssr') };
}

const METRICS_TOKEN = 'per-request-bench-metrics-token';

/** The server's first visits so far by rendering outcome (rendered, busy, failed), from /metrics. */
async function ssrOutcomes(base) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const count = (result) =>
    Number(new RegExp(`^ssr_renders_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return {
    rendered: count('rendered'),
    busy: count('busy'),
    failed: count('failed'),
    abandoned: count('abandoned'),
  };
}

/** Peak resident memory of a process so far (VmHWM), in MB; null where /proc is not there. */
function peakRssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmHWM:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return null;
  }
}

/** The server-rendered markup inside the mount element and the page's title. */
function markupOf(html) {
  const open = '<div data-server-rendered="true" id="app">';
  const start = html.indexOf(open) + open.length;
  const end = html.indexOf('<script data-page="app"');
  const inner = html.slice(start, html.lastIndexOf('</div>', end));
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return { inner, title };
}

/**
 * A Next.js app with one dynamic route per page: each turns the same markup into React elements once
 * (html-react-parser, at start-up) and renders them on every request (`dynamic = 'force-dynamic'`),
 * as Next.js renders a server component tree: React does the same rendering work ours does, without
 * our data loading. Returns its URL and a stop function, or null when it could not be built.
 */
async function startNextPeer(pages) {
  mkdirSync(join(PEER_DIR, 'app', '[page]'), { recursive: true });
  if (!existsSync(join(PEER_DIR, 'node_modules', 'next'))) {
    writeFileSync(join(PEER_DIR, 'package.json'), JSON.stringify({ name: 'next-peer', private: true }));
    const install = spawnSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        'next@latest',
        'react@19',
        'react-dom@19',
        'html-react-parser@5',
      ],
      { cwd: PEER_DIR, stdio: 'inherit' },
    );
    if (install.status !== 0) return null;
  }
  writeFileSync(join(PEER_DIR, 'pages.json'), JSON.stringify(pages));
  writeFileSync(
    join(PEER_DIR, 'app', 'layout.jsx'),
    `export default function Layout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  );
  writeFileSync(
    join(PEER_DIR, 'app', '[page]', 'page.jsx'),
    `import parse from 'html-react-parser';
import pages from '../../pages.json';

export const dynamic = 'force-dynamic';
const trees = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, parse(page.inner)]));

export async function generateMetadata({ params }) {
  return { title: pages[(await params).page].title };
}

export default async function Page({ params }) {
  return <div id="app">{trees[(await params).page]}</div>;
}
`,
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const nextBin = join(PEER_DIR, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: PEER_DIR, stdio: 'inherit', env });
  if (build.status !== 0) return null;
  const port = 4800 + Math.floor(Math.random() * 100);
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: PEER_DIR,
    stdio: 'ignore',
    env: { ...env, NODE_ENV: 'production' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${base}/${Object.keys(pages)[0]}`)).ok)
        return { base, pid: child.pid, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  return null;
}

/** Spawn to first 200 of `/` on the embedded database, in `dataDir` (new, or kept from a previous start). */
async function coldStart(dataDir) {
  const port = 4700 + Math.floor(Math.random() * 100);
  const started = performance.now();
  const child = await spawnServer(port, dataDir, { PGLITE_DATA_DIR: join(dataDir, 'pglite') });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('the embedded-database server did not start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  // The load comes from one address: the anonymous page-render budget per client (60 a minute) would
  // answer the signing page's load with 429s after the first minute's worth.
  // The signing page allows 300 views per address in 10 minutes (no guessing of ids): each connection of
  // each run comes from an address of its own (X-Forwarded-For, trusted from loopback for this run).
  const server = await startProductionServer('perrequest', {
    METRICS_TOKEN,
    PAGE_RENDERS_PER_CLIENT_MINUTE: '1000000',
    TRUST_PROXY: 'loopback',
  });
  const results = [];
  let peer = null;
  try {
    const { client, admin, agreementId } = await seed(server);
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    const lesson = new URL(/<loc>([^<]*\/training\/[^<]+\/[^<]+)<\/loc>/.exec(sitemap)[1]).pathname;
    const pages = [
      ['client-home', '/account', client.cookieHeader()],
      ['lesson', lesson, client.cookieHeader()],
      ['sign', `/sign/${agreementId}`, null],
      ['admin', '/admin', admin.cookieHeader()],
    ].filter(([name]) => !ONLY || ONLY.includes(name));
    const markup = {};
    for (const [name, path, cookie] of pages) {
      const headers = { ...HEADERS, ...(cookie && { Cookie: cookie }) };
      const first = await fetch(`${server.base}${path}`, { headers, redirect: 'manual' });
      const html = await first.text();
      if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
      if (first.headers.get('x-cache') === 'HIT') throw new Error(`${path} came from the output cache`);
      if (!pageObject(html).props.auth.user !== !cookie)
        throw new Error(`${path} was not signed in as expected`);
      markup[name] = markupOf(html);
      // BENCH_PAGE_OBJECTS=<dir>: each page object, to render or profile the SSR bundle alone.
      if (process.env.BENCH_PAGE_OBJECTS)
        writeFileSync(join(process.env.BENCH_PAGE_OBJECTS, `${name}.json`), JSON.stringify(pageObject(html)));
    }
    // The peer starts (and idles) before the measurements, so the two servers can take turns on each page
    // (`compare`): a shared host's speed drifts over minutes (the peer's own rate moved 244–343 req/s on
    // `/sign/:id` between runs of one afternoon).
    if (process.env.BENCH_NEXT !== 'off') peer = await startNextPeer(markup);
    if (WARM_UP_SECONDS > 0)
      for (const [name, path, cookie] of pages) {
        const headers = { ...HEADERS, ...(cookie && { Cookie: cookie }) };
        await run(`${server.base}${path}`, headers, WARM_UP_SECONDS, warmUpAddress);
        if (peer) await run(`${peer.base}/${name}`, HEADERS, WARM_UP_SECONDS, warmUpAddress);
      }
    for (const [name, path, cookie] of pages) {
      const headers = { ...HEADERS, ...(cookie && { Cookie: cookie }) };
      const before = await ssrOutcomes(server.base);
      const sides = [
        { url: `${server.base}${path}`, headers, pid: server.pid, perConnection: measuredAddress },
      ];
      if (peer)
        sides.push({
          url: `${peer.base}/${name}`,
          headers: HEADERS,
          pid: peer.pid,
          perConnection: measuredAddress,
        });
      const {
        sides: [ours, next],
        ratios: [ratio],
        roundRatios: [roundRatios],
      } = await compare(sides);
      const after = await ssrOutcomes(server.base);
      // Under load the render threads may be full: such a visit is answered without server markup
      // (the browser renders it), which is cheaper, so the share is printed beside the rate.
      const rendered = after.rendered - before.rendered;
      ours.ssrOutcomes = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
      ours.serverRendered =
        rendered / Math.max(1, rendered + after.busy - before.busy + after.failed - before.failed);
      const alone = await timingAlone(`${server.base}${path}`, headers);
      results.push({ page: path, name, ours, next, ratio, roundRatios, alone });
    }
    // What every answer of ours costs before its page's own work: a Nest route returning a string, through
    // the same middleware, guards and access log, with no query and no render (docs/performance.md).
    const floor = ONLY
      ? null
      : await measure(`${server.base}/robots.txt`, HEADERS, server.pid, measuredAddress);
    const rss = peakRssMb(server.pid);
    // The starts are measured with the loaded servers stopped: a start on a machine of its own.
    peer?.stop();
    peer = null;
    await server.stop();
    const starts = COLD_START ? await coldStarts() : null;

    const cores = availableParallelism();
    console.log(
      `\nPer-request pages: ${cores} cores, Node ${process.version}, ${CONNECTIONS} connections, ${RUNS_DESCRIPTION}, HTML first visits, Brotli`,
    );
    console.log(
      'page'.padEnd(44) +
        'ours req/s'.padStart(11) +
        'p50'.padStart(7) +
        'p99'.padStart(7) +
        'err'.padStart(5) +
        'Next req/s'.padStart(12) +
        'p99'.padStart(7) +
        'ours/Next'.padStart(11) +
        'rounds'.padStart(16) +
        'SSR %'.padStart(7) +
        '  CPU µs/req ours / Next' +
        '   alone: total / handler / ssr ms',
    );
    for (const row of results) {
      console.log(
        row.page.slice(0, 43).padEnd(44) +
          String(row.ours.requestsPerSecond).padStart(11) +
          String(row.ours.p50).padStart(7) +
          String(row.ours.p99).padStart(7) +
          String(row.ours.errors).padStart(5) +
          String(row.next?.requestsPerSecond ?? '–').padStart(12) +
          String(row.next?.p99 ?? '–').padStart(7) +
          (row.ratio === undefined ? '–' : row.ratio.toFixed(2)).padStart(11) +
          (row.roundRatios ? roundsText(row.roundRatios) : '–').padStart(16) +
          String(Math.round(row.ours.serverRendered * 100)).padStart(7) +
          `${row.ours.cpuMicrosPerRequest ?? '–'} / ${row.next?.cpuMicrosPerRequest ?? '–'}`.padStart(24) +
          `   ${row.alone.total} / ${row.alone.handler} / ${row.alone.ssr}`,
      );
    }
    if (floor)
      console.log(
        `our floor, /robots.txt (no query, no render): ${floor.requestsPerSecond} req/s, ${floor.cpuMicrosPerRequest ?? '–'} µs of server CPU per request`,
      );
    console.log(`server peak RSS under these loads: ${rss ?? '–'} MB`);
    if (starts)
      console.log(
        `start to first answer on the embedded database (median of ${START_ROUNDS}): ${starts.newData} ms on a new data folder (${starts.newDataRounds.join(', ')}), ${starts.again} ms on the same folder again (${starts.againRounds.join(', ')})`,
      );
    console.log('targets: p99 ≤ 250 ms and ≥ 2 × Next.js per request; RSS ≤ 400 MB; start ≤ 3,000 ms');
    // A refused or failed answer is cheaper than a page: a rate that counts them is not the page's.
    const failed = results.filter((row) => row.ours.errors > 0 || (row.next?.errors ?? 0) > 0);
    if (failed.length > 0)
      console.log(`not every answer was a page (err column): ${failed.map((row) => row.page).join(', ')}`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/per-request.json',
      `${JSON.stringify({ at: new Date().toISOString(), cores, node: process.version, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, results, floor, peakRssMb: rss, coldStartMs: starts }, null, 2)}\n`,
    );
    console.log('written: bench/results/per-request.json');
  } finally {
    peer?.stop();
    await server.stop();
  }
}

/** Starts measured in turns, each on a new data folder and then again on it: the medians, and each round's. */
async function coldStarts() {
  const newDataRounds = [];
  const againRounds = [];
  for (let round = 0; round < START_ROUNDS; round += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'cold-start-'));
    try {
      newDataRounds.push(Math.round(await coldStart(dataDir)));
      againRounds.push(Math.round(await coldStart(dataDir)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { newData: median(newDataRounds), again: median(againRounds), newDataRounds, againRounds };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
