#!/usr/bin/env node
/**
 * The SSR bundle alone: renders each page object in a folder (written by
 * `BENCH_PAGE_OBJECTS=<dir> node bench/per-request.mjs`) on this thread, warm, and prints the mean
 * time and the HTML's size. No server, no database: what a render costs, and where, with
 * `node --cpu-prof bench/render-alone.mjs <dir>`.
 *
 *   node bench/render-alone.mjs /tmp/pages [rounds]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const [dir, roundsArg] = process.argv.slice(2);
if (!dir) throw new Error('usage: node bench/render-alone.mjs <folder of page objects> [rounds]');
const rounds = Number(roundsArg ?? 300);
process.env.NODE_ENV = 'production';
const { render } = createRequire(import.meta.url)(resolve('dist/ssr/ssr.cjs'));

for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const page = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let html = '';
  for (let i = 0; i < 50; i += 1) ({ html } = await render(page)); // warm
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) await render(page);
  const ms = (performance.now() - started) / rounds;
  console.log(
    `${file.replace('.json', '').padEnd(14)} ${ms.toFixed(3)} ms  ${(html.length / 1024).toFixed(1)} KB`,
  );
}
