import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import pg from 'pg';
import { acceptAdminInvitation, serverDatabaseUrl, snap } from './helpers';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Rollup rows as the rollup job writes them: 3 days ago (inside "7 days") and 20 days ago (only in "30 days"). */
async function seedRollups(): Promise<void> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl()! });
  await client.connect();
  try {
    for (const [daysAgo, views, visitors] of [
      [3, 40, 20],
      [20, 100, 60],
    ]) {
      const bucket = `${day(daysAgo)}T00:00:00Z`;
      await client.query(
        `INSERT INTO analytics_rollups (period, bucket, dimension, value, views, visitors, sessions, bounces, duration_seconds, goals)
         VALUES ('day', $1, '', '', $2, $3, $3, $4, $5, 2), ('day', $1, 'path', '/pricing', $2, $3, 0, 0, 0, 0)
         ON CONFLICT DO NOTHING`,
        [bucket, views, visitors, Math.floor(visitors / 2), visitors * 90],
      );
    }
  } finally {
    await client.end();
  }
}

test.describe('analytics dashboards', () => {
  test.skip(() => serverDatabaseUrl() === null && process.env.CI !== 'true', 'needs Postgres');

  test('an admin opens each dashboard, changes the date range, sees the numbers and chart change, and downloads a CSV', async ({
    page,
  }) => {
    await seedRollups();
    await acceptAdminInvitation(page);
    await page.goto('/admin/analytics-dashboard?range=7d');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    const views = page.getByTestId('kpi-page-views');
    await expect(views).toContainText('40');
    const chart = page.getByTestId('traffic-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    const sevenDayPath = await chart.locator('.recharts-area-area').first().getAttribute('d');
    await snap(page, 'analytics-7d');

    await page.getByRole('link', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/range=30d/);
    await expect(views).toContainText('140');
    await expect
      .poll(() => chart.locator('.recharts-area-area').first().getAttribute('d'))
      .not.toBe(sevenDayPath);
    await expect(page.getByTestId('realtime-visitors')).not.toHaveText('…');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Top pages' }).getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analytics-path-.*\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('/pricing,80,140');

    for (const [path, heading] of [
      ['/admin/utm-analytics', 'UTM analytics'],
      ['/admin/attribution-dashboard', 'Attribution'],
      ['/admin/unified-analytics', 'Unified funnel'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Last 90 days' }).click();
      await expect(page).toHaveURL(/range=90d/);
    }
  });
});
