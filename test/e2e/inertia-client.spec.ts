import { expect, test, type Page } from '@playwright/test';

/** Our Inertia client (frontend/lib/inertia) in the browser: visits, history, head tags, failures. */

async function startedApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The router records the page in the history entry before React hydrates; then let hydration finish.
  await page.waitForFunction(() => Boolean((window.history.state as { page?: unknown } | null)?.page));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Survives only while the document does: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a link visit swaps the page in place; back and forward bring pages, titles and scroll back without a request', async ({
  page,
}) => {
  await startedApp(page, '/help');
  const indexTitle = await page.title();
  const article = page.locator('#main a[href^="/help/"]').last();
  await article.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(100);
  const href = (await article.getAttribute('href'))!;

  await article.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // A new page starts at the top, with its own title and canonical link.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).not.toHaveTitle(indexTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  await expect(page.locator('head title')).toHaveCount(1);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goBack();
  await expect(page).toHaveURL('/help');
  await expect(page).toHaveTitle(indexTitle);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
  await page.goForward();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(requests.filter((url) => new URL(url).pathname.startsWith('/help'))).toEqual([]);
});

test('back and forward return to where the visitor had scrolled on each page', async ({ page }) => {
  await startedApp(page, '/help');
  const article = page.locator('#main a[href^="/help/"]').first();
  const href = (await article.getAttribute('href'))!;
  await article.click();
  await expect(page).toHaveURL(href);
  // Scrolled on the article, then left by Back: Forward brings the article back at that point.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.waitForTimeout(300);
  await page.goBack();
  await expect(page).toHaveURL('/help');
  await page.goForward();
  await expect(page).toHaveURL(href);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  expect(await sameDocument(page)).toBe(true);
});

test('a visit that cannot reach the server says so and leaves the page as it was', async ({ page }) => {
  await startedApp(page, '/help');
  await page.route(
    (url) => url.pathname === '/help' && url.searchParams.has('q'),
    (route) => route.abort('internetdisconnected'),
  );
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('forecast');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('toast').getByText('We could not reach the server')).toBeVisible();
  await expect(page).toHaveURL('/help');
  expect(await sameDocument(page)).toBe(true);
});

test('after a deploy, a visit with the old asset version loads the new page whole (409 + X-Inertia-Location)', async ({
  page,
}) => {
  await startedApp(page, '/help');
  const article = page.locator('#main a[href^="/help/"]').first();
  const href = (await article.getAttribute('href'))!;
  // The browser still runs the previous build: its visits carry that build's version.
  let answered = 0;
  await page.route(
    (url) => url.pathname === href,
    async (route) => {
      const headers = route.request().headers();
      if (headers['x-inertia'] !== 'true') return route.continue();
      const response = await route.fetch({ headers: { ...headers, 'x-inertia-version': 'an-older-build' } });
      answered = response.status();
      await route.fulfill({ response });
    },
  );
  await article.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  expect(answered).toBe(409);
  expect(await sameDocument(page)).toBe(false);
});
