/**
 * Load measurements shared by the HTTP benchmarks: autocannon at 50 connections, a bare node:http
 * server answering given bytes (Node's limit), raw responses, and CPU time from /proc.
 */
/* global Buffer */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/** Seconds measured per round; each side of a comparison is measured ROUNDS times, taking turns. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** BENCH_CONNECTIONS=4 measures CPU per request with little contention (comparisons between builds). */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** How each side was loaded, for the printed heading. */
export const RUNS_DESCRIPTION = `${ROUNDS} rounds of ${SECONDS} s per side taking turns (median round)`;

/**
 * Client address number `index` as an X-Forwarded-For header (the documentation range 198.18.0.0/15:
 * 131,072 addresses), for a connection or a request of its own; the server must trust loopback.
 */
export const clientAddress = (index) => ({
  'X-Forwarded-For': `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`,
});

/** Each round's ratio, as printed beside their median. */
export const roundsText = (roundRatios) => roundRatios.map((ratio) => ratio.toFixed(2)).join(' ');

/**
 * `perConnection(index)` adds headers of each connection's own (e.g. its X-Forwarded-For);
 * `perRequest(index)` headers of each request's own (a crowd: every request another visitor).
 */
export function run(url, headers, duration, perConnection, perRequest) {
  let connections = 0;
  let requests = 0;
  const setupClient = perConnection
    ? (client) => client.setHeaders({ ...headers, ...perConnection((connections += 1)) })
    : undefined;
  const setupRequest = (request) => ({
    ...request,
    headers: { ...request.headers, ...perRequest((requests += 1)) },
  });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers,
        setupClient,
        ...(perRequest && { requests: [{ setupRequest }] }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Headers Node writes itself on every response (the bare server's own Date, Connection, Keep-Alive). */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Node's limit for these bytes: a bare server in its own process, answering them from memory, with
 * the headers ours sent (security headers, cookies, ETag: about 1.3 KB) as well as the body.
 */
export async function bareServer(body, rawHeaders) {
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
export function rawGet(url, headers) {
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
export function cpuSeconds(pid) {
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

/**
 * Throughput and latency at 50 connections, the server's CPU time per request over the measured run,
 * and the machine's (the load generator's share is in both sides' figures alike).
 */
async function measureOnce({ url, headers, pid, perConnection, perRequest }) {
  const cpuBefore = cpuSeconds(pid);
  const machineBefore = machineCpuSeconds();
  const result = await run(url, headers, SECONDS, perConnection, perRequest);
  const cpuAfter = cpuSeconds(pid);
  const machineAfter = machineCpuSeconds();
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    cpuSeconds: cpuBefore === null ? null : cpuAfter - cpuBefore,
    machineCpuSeconds: machineBefore === null ? null : machineAfter - machineBefore,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One side's rounds as one figure: the median round's rate and latency, CPU per request over all of them. */
function summarise(rounds) {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const cpu = rounds.every((round) => round.cpuSeconds !== null)
    ? rounds.reduce((sum, round) => sum + round.cpuSeconds, 0)
    : null;
  const machine = rounds.every((round) => round.machineCpuSeconds !== null)
    ? rounds.reduce((sum, round) => sum + round.machineCpuSeconds, 0)
    : null;
  return {
    requestsPerSecond: Math.round(median(rounds.map((round) => round.requestsPerSecond))),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    cpuMicrosPerRequest: cpu === null ? null : Math.round((cpu * 1e6) / requests),
    machineCpuMicrosPerRequest: machine === null ? null : Math.round((machine * 1e6) / requests),
    rounds: rounds.map(({ requestsPerSecond, p99 }) => ({ requestsPerSecond, p99 })),
  };
}

/**
 * Servers measured side by side, taking turns: a 2 s warm-up each, then ROUNDS rounds of SECONDS in
 * which each side is loaded in turn (ours, the peer, ours, ...). A shared host's speed drifts by
 * tens of percent over minutes; measured once each, a ratio at its target flipped on which side
 * had the quieter ten seconds. Each side's figures are the median round's. For each other side,
 * `roundRatios` holds the first side's rate ÷ its rate in each round, and `ratios` their median.
 * `sides`: [{ url, headers, pid, perConnection?, perRequest? }] (`run`).
 */
export async function compare(sides) {
  for (const side of sides) await run(side.url, side.headers, 2, side.perConnection, side.perRequest);
  const rounds = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [index, side] of sides.entries()) rounds[index].push(await measureOnce(side));
  const [ours, ...peers] = rounds;
  const perRound = peers.map((peer) =>
    ours.map((round, index) => round.requestsPerSecond / peer[index].requestsPerSecond),
  );
  return {
    sides: rounds.map(summarise),
    ratios: perRound.map(median),
    roundRatios: perRound.map((ratios) => ratios.map((ratio) => Number(ratio.toFixed(2)))),
  };
}

/** One server alone, in ROUNDS rounds of SECONDS after a 2 s warm-up. */
export const measure = async (url, headers, pid, perConnection) =>
  (await compare([{ url, headers, pid, perConnection }])).sides[0];
