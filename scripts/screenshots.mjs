#!/usr/bin/env node
/**
 * Design review pictures: one per page template at 1280 and 390 px (light theme), from the production
 * build on a fresh database, as JPEG so the set stays small enough to commit.
 *
 *   npm run build && node scripts/screenshots.mjs docs/screenshots/after
 *
 * Needs Postgres (DATABASE_URL, default the local one) and Chromium (CHROMIUM_PATH).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { adminSession, onAdminDatabase, startInProcessApp } from '../bench/lib.mjs';

const outDir = process.argv[2] ?? 'docs/screenshots/after';
const require = createRequire(import.meta.url);
const { runMigrations } = require('../dist/server/src/database/run-migrations');
const { AuthService } = require('../dist/server/src/modules/auth/auth.service');

export const TEMPLATES = [
  ['home', '/'],
  ['marketing-page', '/about'],
  ['crm-chooser', '/crm'],
  ['crm-category', '/crm/marketing'],
  ['crm', '/hubspot'],
  ['compare-picker', '/crm-compare'],
  ['compare', '/crm-compare/hubspot-vs-pipedrive'],
  ['help-index', '/help'],
  ['help-article', '/help/adoption/admin-governance'],
  ['migration', '/hubspot-to-pipedrive'],
  ['assessment-intro', '/assessment'],
  ['login', '/login'],
  ['not-found', '/no-such-page'],
];
const ADMIN = [
  ['admin-dashboard', '/admin'],
  ['admin-analytics', '/admin/analytics-dashboard'],
  ['admin-subscribers', '/admin/newsletter-subscribers'],
];
const WIDTHS = [1280, 390];

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `crm_screens_${Date.now().toString(36)}`;
const url = new URL(adminUrl);
url.pathname = `/${database}`;
await onAdminDatabase(adminUrl, `CREATE DATABASE "${database}"`);
let app;
let browser;
try {
  await runMigrations({ url: url.toString(), embedded: false });
  const started = await startInProcessApp(url.toString());
  app = started.app;
  const { cookieHeader } = await adminSession(started.base, app.get(AuthService));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  mkdirSync(outDir, { recursive: true });
  const adminCookies = cookieHeader()
    .split('; ')
    .map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: started.base };
    });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
    const page = await context.newPage();
    const shoot = async (name, path) => {
      await page.goto(started.base + path);
      await page.evaluate(() => globalThis.document.fonts.ready);
      await page.screenshot({
        path: `${outDir}/${name}-${width}.jpg`,
        fullPage: true,
        type: 'jpeg',
        quality: 60,
      });
    };
    for (const [name, path] of TEMPLATES) await shoot(name, path);
    await page.goto(`${started.base}/assessment`);
    await page.getByRole('button', { name: /start/i }).first().click();
    await page.waitForURL(/\/assessment\/(?!$)/);
    await page.screenshot({
      path: `${outDir}/assessment-step-${width}.jpg`,
      fullPage: true,
      type: 'jpeg',
      quality: 60,
    });
    await context.addCookies(adminCookies);
    for (const [name, path] of ADMIN) await shoot(name, path);
    await context.close();
  }
  console.log(`written: ${outDir}`);
} finally {
  await browser?.close();
  await app?.close();
  await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
