#!/usr/bin/env node
/**
 * What writing a page view costs once it leaves the request (docs/performance.md): batches of 2,000
 * rows (the shipped size) into a copy of analytics_events in a schema of its own, the shipped statement
 * beside variants, with Node's and the Postgres backend's CPU per event read from /proc (Linux), side by
 * side in one run.
 *
 *   node bench/analytics-insert.mjs      (DATABASE_URL, default the local Postgres)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';

const BATCHES = 15;
const BATCH = 2000;
const schema = `analytics_insert_${process.pid}`;
const client = new pg.Client({
  connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
});

const COLUMNS = [
  'kind',
  'occurred_at',
  'visitor_id',
  'path',
  'component',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'click_id',
  'device',
  'browser',
  'os',
  'country',
  'goal',
  'goal_ref',
];

/** A page view as capture makes it (visitor id hash included, so Node's figure counts making it). */
const event = (i) => [
  'pageview',
  new Date().toISOString(),
  createHash('sha256')
    .update(`${i % 997}\n${Math.random()}`)
    .digest('hex')
    .slice(0, 32),
  '/assessment',
  'assessment/intro',
  i % 3 ? null : 'google.com',
  i % 5 ? null : 'newsletter',
  ...Array(5).fill(null),
  'desktop',
  'Chrome',
  'Windows',
  null,
  null,
  null,
];

const arrayElement = (value) =>
  value === null
    ? 'NULL'
    : /^$|^null$|[{}",\\\s]/i.test(value)
      ? `"${value.replace(/[\\"]/g, '\\$&')}"`
      : value;
const types = COLUMNS.map((column) => (column === 'occurred_at' ? 'timestamptz' : 'text'));
const unnestInsert = `INSERT INTO analytics_events (${COLUMNS}) SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`)})`;

const variants = {
  /**
   * As shipped (AnalyticsService.writeBatch): each column made into the Postgres array literal once, those
   * 18 strings through the queue's JSON, zipped by unnest.
   */
  async literals() {
    const events = Array.from({ length: BATCH }, (_, i) => event(i));
    const { arrays } = JSON.parse(
      JSON.stringify({
        arrays: COLUMNS.map((_, j) => `{${events.map((e) => arrayElement(e[j])).join(',')}}`),
      }),
    );
    await client.query(unnestInsert, arrays);
  },
  /** Until 2026-11-24: one JSON array of values per column, the driver quoting each value into the literal. */
  async arrays() {
    const events = Array.from({ length: BATCH }, (_, i) => event(i));
    const { columns } = JSON.parse(
      JSON.stringify({ columns: COLUMNS.map((_, j) => events.map((e) => e[j])) }),
    );
    await client.query(unnestInsert, columns);
  },
  /** One text parameter, split into rows and fields in SQL. */
  async textSplitInSql() {
    const events = Array.from({ length: BATCH }, (_, i) => event(i));
    const { text } = JSON.parse(
      JSON.stringify({ text: events.map((e) => e.map((value) => value ?? '').join('\t')).join('\n') }),
    );
    const nullable = COLUMNS.slice(4).map((_, i) => `NULLIF(f[${i + 5}], '')`);
    await client.query(
      `INSERT INTO analytics_events (${COLUMNS})
       SELECT f[1], f[2]::timestamptz, f[3], f[4], ${nullable}
       FROM (SELECT string_to_array(line, E'\\t') AS f FROM unnest(string_to_array($1, E'\\n')) AS line) AS rows`,
      [text],
    );
  },
};

async function createTable(indexes) {
  await client.query('DROP TABLE IF EXISTS analytics_events');
  await client.query(`CREATE TABLE analytics_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('pageview', 'goal')),
    occurred_at timestamptz NOT NULL, visitor_id text NOT NULL, path text NOT NULL,
    ${COLUMNS.slice(4).map((column) => `${column} text`)})`);
  if (indexes.includes('occurred')) await client.query('CREATE INDEX ON analytics_events (occurred_at)');
  if (indexes.includes('visitor'))
    await client.query('CREATE INDEX ON analytics_events (visitor_id, occurred_at)');
}

/** CPU milliseconds the Postgres backend serving this connection has used. */
function backendCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(name, write, pid) {
  const node = process.cpuUsage();
  const postgres = backendCpuMs(pid);
  for (let batch = 0; batch < BATCHES; batch += 1) await write();
  const { user, system } = process.cpuUsage(node);
  const events = BATCHES * BATCH;
  return { name, node: (user + system) / events, postgres: ((backendCpuMs(pid) - postgres) * 1000) / events };
}

async function main() {
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path = ${schema}`);
  const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;
  const rows = [];
  try {
    // Warm-up: every variant compiled and Postgres's plans cached before anything is measured.
    await createTable([]);
    for (const write of Object.values(variants)) for (let batch = 0; batch < 10; batch += 1) await write();
    for (const [label, indexes, variant] of [
      ['as shipped (array literals, unnest)', ['occurred'], 'literals'],
      ['JSON arrays quoted by the driver', ['occurred'], 'arrays'],
      ['literals, + the dropped visitor index', ['occurred', 'visitor'], 'literals'],
      ['literals, no secondary index', [], 'literals'],
      ['text split in SQL, occurred_at index', ['occurred'], 'textSplitInSql'],
    ]) {
      await createTable(indexes);
      rows.push(await measure(label, variants[variant], pid));
    }
  } finally {
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
  }
  console.log(
    `\nanalytics insert: ${availableParallelism()} cores, Node ${process.version}, ${BATCHES} batches of ${BATCH}`,
  );
  console.log(
    `${'variant'.padEnd(38)}${'Node µs/event'.padStart(15)}${'Postgres µs/event'.padStart(19)}${'total ÷ shipped'.padStart(17)}`,
  );
  const shipped = rows[0].node + rows[0].postgres;
  for (const row of rows) {
    console.log(
      row.name.padEnd(38) +
        row.node.toFixed(1).padStart(15) +
        row.postgres.toFixed(1).padStart(19) +
        ((row.node + row.postgres) / shipped).toFixed(2).padStart(17),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
