import { acceptAdminInvitation, serverDatabaseUrl } from './helpers';
import { expect, test } from './test';
import { expectPolishedEverywhere } from './visual-checks';

/** Issue 39: the admin-only diagnostic pages do their job in a real browser, and read well. */
test.describe('diagnostic pages', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  test('the self-checks pass on a first visit, and the link check finds no broken page', async ({ page }) => {
    test.setTimeout(120_000);
    await acceptAdminInvitation(page);
    for (const [path, checks] of [
      ['/_mount-check', 1],
      ['/_minimal-test', 1],
      ['/_test-hydration', 2],
      ['/test-simple-vue', 2],
      ['/test-interactivity', 5],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: `All ${checks} checks passed` })).toBeVisible();
      await expect(page.locator('[data-result="fail"]')).toHaveCount(0);
    }
    // Opened by a link inside the app there is no server HTML to compare: the page says so.
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Hydration check' }).click();
    await expect(page.getByRole('heading', { name: '1 of 2 checks failed' })).toBeVisible();
    await expect(page.getByText('reload it')).toBeVisible();

    await page.goto('/nav-test');
    await page.getByRole('button', { name: 'Check every link' }).click();
    await expect(page.getByRole('button', { name: 'Check every link' })).toBeEnabled({ timeout: 90_000 });
    const statuses = await page
      .locator('td[data-status]')
      .evaluateAll((cells) =>
        cells.map(
          (cell) =>
            `${cell.getAttribute('data-status')} ${cell.parentElement?.firstElementChild?.textContent}`,
        ),
      );
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => !/^(200|redirect) /.test(status))).toEqual([]);
  });

  test('the style guide, the charts, the route table and the scoring vectors read well everywhere', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await acceptAdminInvitation(page);
    for (const path of ['/test-styling', '/chart-debug', '/nav-debug', '/assessment/test-scoring'])
      await expectPolishedEverywhere(page, path);
  });
});
