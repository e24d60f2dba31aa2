#!/usr/bin/env node
/**
 * HTTP benchmark (issue 18): the production build's public pages under load, each beside Node's own
 * limit for the same bytes, in one run.
 *
 *   npm run bench            (builds first; needs Postgres: DATABASE_URL, default the local one; uses REDIS_URL if set)
 *   BENCH_PAGES=/hubspot,/inbound-lead-audit npm run bench     (only those pages)
 *   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench   (a CPU profile of our server)
 *
 * For each page: autocannon, 50 connections, against our server and a bare node:http server answering
 * the exact bytes ours sent (headers and body) from memory: a 2 s warm-up each, then three rounds
 * (BENCH_ROUNDS) of 5 s (BENCH_SECONDS) in which the two take turns. Each side's figures are its
 * median round's, and ours ÷ limit is the median of the three rounds' ratios (each printed).
 * Prints req/s, p50, p99 and errors for both and ours ÷ limit, and each server's CPU time per request
 * (read from /proc: less moved by the load generator and the neighbours than req/s), with the core count
 * and Node version, and writes the result to bench/results/http.json. Targets (printed, not asserted): ≥ 0.6 × the limit
 * and p99 ≤ 50 ms for anonymous public pages; Inertia JSON at least as fast as HTML. Three pages are
 * measured again as a signed-in client (issue 40): ≥ 0.5 × their anonymous rate, p99 ≤ 100 ms; each
 * such row takes turns with an anonymous client of the same page as a third side, and the ratio is
 * the median of the rounds' signed-in ÷ anonymous rates.
 * `/assessment (a crowd)` is the same page with every request from another address (X-Forwarded-For):
 * each view then records a row of its own, where one client's repeats within a second share one.
 */
/* global setTimeout */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { clientCookie, pageObject, startProductionServer } from './lib.mjs';
import {
  bareServer,
  clientAddress,
  compare,
  CONNECTIONS,
  rawGet,
  ROUNDS,
  roundsText,
  RUNS_DESCRIPTION,
  SECONDS,
} from './load.mjs';

/** br: as browsers ask; identity: no Accept-Encoding. BENCH_ENCODINGS=br,identity (default both). */
const ENCODINGS = (process.env.BENCH_ENCODINGS ?? 'br,identity').split(',');
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** BENCH_PAGES=/a,/b measures only those pages (their paths). */
const ONLY = process.env.BENCH_PAGES?.split(',');

async function main() {
  // The crowd's addresses arrive in X-Forwarded-For, trusted from loopback for this run.
  const server = await startProductionServer('http', { TRUST_PROXY: 'loopback' });
  const { base } = server;
  try {
    const signedIn = { Cookie: await clientCookie(server) };
    const home = await (await fetch(`${base}/`, { headers: { 'User-Agent': BROWSER } })).text();
    const version = pageObject(home).version;
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const helpArticle = new URL(/<loc>([^<]*\/help\/[^<]+\/[^<]+)<\/loc>/.exec(sitemap)[1]).pathname;
    const pages = [
      ['/', {}],
      ['/hubspot', {}],
      ['/crm-compare/hubspot-vs-pipedrive', {}],
      [helpArticle, {}],
      ['/assessment', {}],
      // Every request from another address: no two page views alike, so each is a row of its own
      // (one client's repeats within a second share one: docs/analytics.md).
      ['/assessment (a crowd)', {}],
      ['/hubspot (Inertia JSON)', { 'X-Inertia': 'true', 'X-Inertia-Version': version }],
      ['/sales-stage-generator', {}],
      ['/inbound-lead-audit', {}],
      // Issue 40: a signed-in client browsing the public site (the cache adds their own auth prop).
      ['/ (signed in)', signedIn],
      ['/hubspot (signed in)', signedIn],
      ['/crm-compare/hubspot-vs-pipedrive (signed in)', signedIn],
    ].filter(([label]) => !ONLY || ONLY.includes(label.split(' ')[0]));

    const results = [];
    // As a browser asks (Brotli accepted: both servers send the same compressed bytes), and plain
    // (no Accept-Encoding, as autocannon and the first measurements asked).
    const runs = ENCODINGS.flatMap((encoding) => pages.map(([label, extra]) => [label, extra, encoding]));
    for (const [label, extra, encoding] of runs) {
      const path = label.split(' ')[0];
      const headers = {
        'User-Agent': BROWSER,
        Accept: 'text/html',
        ...(encoding === 'br' && { 'Accept-Encoding': 'br, gzip' }),
        ...extra,
      };
      await rawGet(`${base}${path}`, headers); // the first visit fills the output cache
      await new Promise((resolve) => setTimeout(resolve, 500));
      const response = await rawGet(`${base}${path}`, headers);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const body = response.body;
      const bare = await bareServer(body, response.rawHeaders);
      const perRequest = label.endsWith('(a crowd)') ? clientAddress : undefined;
      // A signed-in row takes turns with the same page for an anonymous visitor too: the host's
      // speed drifts over minutes, so the anonymous row measured earlier is no fair yardstick.
      const { Cookie: _cookie, ...anonymousHeaders } = headers;
      const anonymousSide = label.endsWith('(signed in)')
        ? [{ url: `${base}${path}`, headers: anonymousHeaders, pid: server.pid }]
        : [];
      const {
        sides: [ours, limit],
        ratios: [ratio, signedInRatio],
        roundRatios: [roundRatios, signedInRoundRatios],
      } = await compare([
        { url: `${base}${path}`, headers, pid: server.pid, perRequest },
        { url: bare.url, headers, pid: bare.pid, perRequest },
        ...anonymousSide,
      ]).finally(() => bare.stop());
      results.push({
        page: label,
        bytes: body.length,
        encoding: response.headers['content-encoding'] ?? 'identity',
        cache: response.headers['x-cache'] ?? 'none',
        ours,
        limit,
        ratio,
        roundRatios,
        ...(signedInRatio !== undefined && { signedInRatio, signedInRoundRatios }),
      });
    }

    const cores = availableParallelism();
    console.log(
      `\nHTTP benchmark: ${cores} cores, Node ${process.version}, ${CONNECTIONS} connections, ${RUNS_DESCRIPTION}, ${process.env.REDIS_URL ? 'Redis' : 'no Redis'}`,
    );
    console.log(
      'page'.padEnd(44) +
        'KB sent'.padStart(8) +
        'cache'.padStart(6) +
        'ours req/s'.padStart(12) +
        'p50'.padStart(7) +
        'p99'.padStart(7) +
        'err'.padStart(5) +
        'limit req/s'.padStart(13) +
        'ours/limit'.padStart(12) +
        'rounds'.padStart(17) +
        'CPU µs/req ours'.padStart(17) +
        'limit'.padStart(7) +
        'machine ours'.padStart(14) +
        'limit'.padStart(7),
    );
    for (const row of results) {
      console.log(
        row.page.padEnd(48) +
          `${(row.bytes / 1024).toFixed(0)} ${row.encoding === 'identity' ? '' : row.encoding}`.padStart(8) +
          row.cache.padStart(6) +
          String(row.ours.requestsPerSecond).padStart(12) +
          `${row.ours.p50}`.padStart(7) +
          `${row.ours.p99}`.padStart(7) +
          String(row.ours.errors).padStart(5) +
          String(row.limit.requestsPerSecond).padStart(13) +
          row.ratio.toFixed(2).padStart(12) +
          roundsText(row.roundRatios).padStart(17) +
          String(row.ours.cpuMicrosPerRequest ?? '–').padStart(17) +
          String(row.limit.cpuMicrosPerRequest ?? '–').padStart(7) +
          String(row.ours.machineCpuMicrosPerRequest ?? '–').padStart(14) +
          String(row.limit.machineCpuMicrosPerRequest ?? '–').padStart(7),
      );
    }
    console.log('targets: ours/limit ≥ 0.60 and p99 ≤ 50 ms for public pages; Inertia JSON ≥ its HTML page');
    // Signed-in visitors against anonymous visitors of the same page and encoding, in the same rounds.
    for (const row of results.filter((entry) => entry.signedInRatio !== undefined)) {
      console.log(
        `${row.page} ${row.encoding}: ${row.signedInRatio.toFixed(2)} × the anonymous rate (rounds ${roundsText(row.signedInRoundRatios)}), p99 ${row.ours.p99} ms (targets ≥ 0.50, p99 ≤ 100 ms)`,
      );
    }
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/http.json',
      `${JSON.stringify({ at: new Date().toISOString(), cores, node: process.version, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, results }, null, 2)}\n`,
    );
    console.log('written: bench/results/http.json');
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
