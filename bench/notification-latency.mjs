/* global setTimeout */
/**
 * How long after a write's commit Postgres's notification of it reaches a listening process: the
 * window in which a server keeping sessions in memory (LiveSessionCache, docs/auth.md) may still take
 * a changed session as it was. A writer connection runs `SELECT pg_notify(…)` in its own transaction
 * (as the triggers of migration 1765872000000 do on commit); a listener connection, as the servers
 * keep, records when each arrives. Printed: the arrival after the writer's own answer (commit
 * acknowledged; negative when the notification came first) and after the writer sent the statement,
 * quiet and then with two busy threads taking the cores.
 *
 *   npm run bench:notification-latency     (DATABASE_URL, default the local Postgres)
 */
import { performance } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { summary } from './lib.mjs';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000);
const CHANNEL = 'bench_notification_latency';

async function measure() {
  const listener = new pg.Client({ connectionString: url });
  const writer = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), writer.connect()]);
  const heard = new Map();
  listener.on('notification', ({ payload }) => heard.set(payload, performance.now()));
  await listener.query(`LISTEN ${CHANNEL}`);
  const afterAnswer = [];
  const afterSend = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const payload = String(i);
    const sent = performance.now();
    await writer.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    const answered = performance.now();
    while (!heard.has(payload)) await new Promise((resolve) => setTimeout(resolve, 0));
    afterAnswer.push(heard.get(payload) - answered);
    afterSend.push(heard.get(payload) - sent);
  }
  await Promise.all([listener.end(), writer.end()]);
  return { afterAnswer: summary(afterAnswer), afterSend: summary(afterSend) };
}

const format = ({ p50, p95, p99, max }) =>
  [p50, p95, p99, max].map((ms) => ms.toFixed(3).padStart(8)).join(' ');

console.log(
  `\nNotification latency: ${availableParallelism()} cores, Node ${process.version}, ${SAMPLES} samples each`,
);
console.log(
  `${'condition'.padEnd(28)} ${'ms after the commit answer: p50 p95 p99 max'.padEnd(44)}  ms after sending: p50 p95 p99 max`,
);
for (const busy of [0, 2]) {
  const spinners = Array.from(
    { length: busy },
    () => new Worker('const end = Date.now() + 600_000; while (Date.now() < end) {}', { eval: true }),
  );
  const result = await measure();
  await Promise.all(spinners.map((spinner) => spinner.terminate()));
  const condition = busy ? `${busy} busy threads` : 'quiet';
  console.log(
    `${condition.padEnd(28)} ${format(result.afterAnswer).padEnd(44)}  ${format(result.afterSend)}`,
  );
}
