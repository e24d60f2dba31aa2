// `node bench/browser-cpu.mjs` (after `npm run build`): the CPU the browser tests' browser spends on the
// same work, Debian's full Chromium against its headless shell, side by side in one run. The work is a
// design check's: open five long pages at a phone's and a laptop's width, run axe in each, scroll.
// CPU is read from /proc for every browser process (the exited ones through their parent's
// children's time). BENCH_ROUNDS (3) alternates the two browsers.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import axe from 'axe-core';
import { startProductionServer } from './lib.mjs';

const BROWSERS = {
  'full Chromium': '/usr/bin/chromium',
  'headless shell': '/usr/lib/chromium/chromium-headless-shell',
};
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const PAGES = ['/', '/hubspot', '/crm-compare/hubspot-vs-pipedrive', '/help', '/assessment'];
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms of this process's Chromium descendants (and of their exited children), by process type. */
function browserCpu() {
  const stats = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      stats.set(Number(pid), { parent: Number(fields[1]), cmdline, fields });
    } catch {
      // the process ended while we read
    }
  }
  const ours = (pid) => {
    for (let at = pid; at > 1; at = stats.get(at)?.parent ?? 0) if (at === process.pid) return true;
    return false;
  };
  const byType = {};
  for (const [pid, { cmdline, fields }] of stats) {
    if (!cmdline.startsWith('/usr/lib/chromium/') || !ours(pid)) continue;
    const type = /--type=([a-z-]+)/.exec(cmdline)?.[1] ?? 'browser';
    byType[type] = (byType[type] ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    byType.exited = (byType.exited ?? 0) + (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  }
  return byType;
}

async function designCheckWork(executablePath, base) {
  const browser = await chromium.launch({ executablePath, args: FLAGS });
  const started = performance.now();
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(base + path);
      await page.evaluate(axe.source);
      await page.evaluate(() => globalThis.axe.run().then((results) => results.violations.length));
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
    }
    await context.close();
  }
  const wallMs = performance.now() - started;
  const byType = browserCpu();
  await browser.close();
  const cpuMs = Object.values(byType).reduce((sum, ms) => sum + ms, 0);
  return { wallMs, cpuMs, byType };
}

const server = await startProductionServer('browsercpu', { PAGE_RENDERS_PER_CLIENT_MINUTE: '1000000' });
try {
  const results = Object.fromEntries(Object.keys(BROWSERS).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? Object.keys(BROWSERS) : Object.keys(BROWSERS).reverse();
    for (const name of order) {
      const result = await designCheckWork(BROWSERS[name], server.base);
      results[name].push(result);
      console.log(
        `${name.padEnd(15)} wall ${Math.round(result.wallMs)} ms, browser CPU ${result.cpuMs} ms`,
        JSON.stringify(result.byType),
      );
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const [full, shell] = Object.keys(BROWSERS).map((name) => ({
    cpu: median(results[name].map((result) => result.cpuMs)),
    wall: median(results[name].map((result) => result.wallMs)),
  }));
  console.log(
    `medians: browser CPU ${full.cpu} → ${shell.cpu} ms (${(shell.cpu / full.cpu).toFixed(2)} ×), ` +
      `wall ${Math.round(full.wall)} → ${Math.round(shell.wall)} ms (${(shell.wall / full.wall).toFixed(2)} ×)`,
  );
} finally {
  await server.stop();
}
