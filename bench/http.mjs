#!/usr/bin/env node
/**
 * HTTP benchmark (issue 18): the production build's public pages under load, each beside Node's own
 * limit for the same bytes, in one run.
 *
 *   npm run bench            (builds first; needs Postgres: DATABASE_URL, default the local one; uses REDIS_URL if set)
 *   BENCH_PAGES=/hubspot,/inbound-lead-audit npm run bench     (only those pages)
 *   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench   (a CPU profile of our server)
 *
 * For each page: autocannon, 50 connections, 2 s warm-up then 10 s measured (BENCH_SECONDS), against our
 * server; then the same for a bare node:http server answering the exact bytes ours sent (headers and
 * body), from memory.
 * Prints req/s, p50, p99 and errors for both and ours ÷ limit, and each server's CPU time per request
 * (read from /proc: less moved by the load generator and the neighbours than req/s), with the core count
 * and Node version, and writes the result to bench/results/http.json. Targets (printed, not asserted): ≥ 0.6 × the limit
 * and p99 ≤ 50 ms for anonymous public pages; Inertia JSON at least as fast as HTML.
 */
/* global Buffer, setTimeout */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pageObject, startProductionServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** br: as browsers ask; identity: no Accept-Encoding. BENCH_ENCODINGS=br,identity (default both). */
const ENCODINGS = (process.env.BENCH_ENCODINGS ?? 'br,identity').split(',');
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function run(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Headers Node writes itself on every response (the bare server's own Date, Connection, Keep-Alive). */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Node's limit for these bytes: a bare server in its own process, answering them from memory, with
 * the headers ours sent (security headers, cookies, ETag: about 1.3 KB) as well as the body.
 */
async function bareServer(body, rawHeaders) {
  const directory = mkdtempSync(join(tmpdir(), 'bare-'));
  writeFileSync(join(directory, 'body'), body);
  const headers = [];
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (!NODE_OWN_HEADERS.has(rawHeaders[i].toLowerCase())) headers.push(rawHeaders[i], rawHeaders[i + 1]);
  writeFileSync(join(directory, 'headers.json'), JSON.stringify(headers));
  const script = `
    const { readFileSync } = require('node:fs');
    const body = readFileSync(process.argv[1] + '/body');
    const headers = JSON.parse(readFileSync(process.argv[1] + '/headers.json', 'utf8'));
    const server = require('node:http').createServer((_req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script, directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) =>
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  return { stop: () => child.kill(), url: `http://127.0.0.1:${port}/`, pid: child.pid };
}

/** The response as sent (fetch would decompress it): status, headers and the raw body bytes. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** CPU seconds (user + system, all threads) a process has used so far; null where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return null;
  }
}

/**
 * CPU seconds the whole machine has been busy so far (every process: the load generator, the server,
 * Redis, Postgres); null where /proc is not there. On two cores the machine is the limit, not one process.
 */
function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

const perRequest = (before, after, requests) =>
  before === null || after === null ? null : Math.round(((after - before) * 1e6) / requests);

/**
 * Throughput and latency at 50 connections, the server's CPU time per request over the measured run,
 * and the machine's (the load generator's share is in both sides' figures alike).
 */
const measure = async (url, headers, pid) => {
  await run(url, headers, 2);
  const cpuBefore = cpuSeconds(pid);
  const machineBefore = machineCpuSeconds();
  const result = await run(url, headers, SECONDS);
  const cpuAfter = cpuSeconds(pid);
  const machineAfter = machineCpuSeconds();
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMicrosPerRequest: perRequest(cpuBefore, cpuAfter, result.requests.total),
    machineCpuMicrosPerRequest: perRequest(machineBefore, machineAfter, result.requests.total),
  };
};

/** BENCH_PAGES=/a,/b measures only those pages (their paths). */
const ONLY = process.env.BENCH_PAGES?.split(',');

async function main() {
  const server = await startProductionServer('http');
  const { base } = server;
  try {
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
      ['/hubspot (Inertia JSON)', { 'X-Inertia': 'true', 'X-Inertia-Version': version }],
      ['/sales-stage-generator', {}],
      ['/inbound-lead-audit', {}],
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
      const ours = await measure(`${base}${path}`, headers, server.pid);
      const bare = await bareServer(body, response.rawHeaders);
      const limit = await measure(bare.url, headers, bare.pid);
      bare.stop();
      results.push({
        page: label,
        bytes: body.length,
        encoding: response.headers['content-encoding'] ?? 'identity',
        cache: response.headers['x-cache'] ?? 'none',
        ours,
        limit,
        ratio: ours.requestsPerSecond / limit.requestsPerSecond,
      });
    }

    const cores = availableParallelism();
    console.log(
      `\nHTTP benchmark: ${cores} cores, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per run, ${process.env.REDIS_URL ? 'Redis' : 'no Redis'}`,
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
        'CPU µs/req ours'.padStart(17) +
        'limit'.padStart(7) +
        'machine ours'.padStart(14) +
        'limit'.padStart(7),
    );
    for (const row of results) {
      console.log(
        row.page.padEnd(44) +
          `${(row.bytes / 1024).toFixed(0)} ${row.encoding === 'identity' ? '' : row.encoding}`.padStart(8) +
          row.cache.padStart(6) +
          String(row.ours.requestsPerSecond).padStart(12) +
          `${row.ours.p50}`.padStart(7) +
          `${row.ours.p99}`.padStart(7) +
          String(row.ours.errors).padStart(5) +
          String(row.limit.requestsPerSecond).padStart(13) +
          row.ratio.toFixed(2).padStart(12) +
          String(row.ours.cpuMicrosPerRequest ?? '–').padStart(17) +
          String(row.limit.cpuMicrosPerRequest ?? '–').padStart(7) +
          String(row.ours.machineCpuMicrosPerRequest ?? '–').padStart(14) +
          String(row.limit.machineCpuMicrosPerRequest ?? '–').padStart(7),
      );
    }
    console.log('targets: ours/limit ≥ 0.60 and p99 ≤ 50 ms for public pages; Inertia JSON ≥ its HTML page');
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/http.json',
      `${JSON.stringify({ at: new Date().toISOString(), cores, node: process.version, connections: CONNECTIONS, seconds: SECONDS, results }, null, 2)}\n`,
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
