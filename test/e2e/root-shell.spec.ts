import { expect, test } from './test';

test.describe('first visit', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is rendered on the server: content is there with JavaScript off', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The right CRM, set up properly, used by your whole team',
    );
    await expect(page.getByRole('link', { name: 'Book a 30-minute call' })).toBeVisible();
    await expect(page).toHaveTitle('Independent CRM advice for sales teams · Clearline');
  });
});

test('an Inertia link navigation swaps the page without reloading the document', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Independent CRM advice for sales and revenue teams' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('About Clearline CRM Advisory · Clearline');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  // Navigation scrolled back to the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a hash link scrolls to its target', async ({ page }) => {
  await page.goto('/help/pipeline/stage-design');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Common mistakes' })
    .click();
  await expect(page).toHaveURL('/help/pipeline/stage-design#common-mistakes');
  await expect(page.getByRole('heading', { level: 2, name: 'Common mistakes' })).toBeInViewport();
});

test('a server flash message appears as a toast, with a countdown, and closes', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Dark' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Dark theme on' });
  await expect(toast).toBeVisible();
  await expect(toast.getByTestId('toast-progress')).toBeAttached();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // The choice is remembered: the next first visit is rendered dark by the server.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass('dark');
});

test('toasts close by themselves after 5 seconds', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Light' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Light theme on' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 7000 });
});

test.describe('error screen', () => {
  test('an unknown path shows the 404 screen with its three buttons', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    for (const name of ['Try Again', 'Go Home', 'Report Issue']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expect(page.getByText(/stack|exception/i)).toHaveCount(0);
    // Inside the site, not a dead end: header, footer, and a way on.
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find the right CRM' }).first()).toBeVisible();
    // "Go Home" is the main action for a missing page: the primary button, first in line.
    const buttons = page.getByRole('main').getByRole('button');
    const boxes = await Promise.all(
      ['Go Home', 'Try Again'].map((name) => buttons.filter({ hasText: name }).boundingBox()),
    );
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('lead routing');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await expect(page).toHaveURL(/\/help\?q=lead(\+|%20)routing$/);
    await expect(page.getByRole('heading', { name: /match “lead routing”/ })).toBeVisible();
  });

  test('"Go Home" and "Try Again" lead to the home page', async ({ page }) => {
    await page.goto('/missing-page');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/missing-page');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The right CRM, set up properly, used by your whole team',
    );
  });

  test('"Report Issue" copies a JSON report to the clipboard and confirms with a toast', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/no-such-page?ref=test');
    await page.getByRole('button', { name: 'Report Issue' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Error report copied' })).toBeVisible();
    const report = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(report).toMatchObject({
      url: `${baseURL}/no-such-page?ref=test`,
      userAgent: expect.stringContaining('Chrome'),
      error: { statusCode: 404, title: 'Page Not Found', message: 'Page not found: /no-such-page' },
    });
    expect(Number.isNaN(Date.parse(report.timestamp))).toBe(false);
  });
});

test('the mobile menu opens and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-nav').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('#mobile-nav')).toBeHidden();
});
