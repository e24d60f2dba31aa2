import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './test';
import { serverDatabaseUrl, serverQuery as query } from './helpers';

/** A button whose click handler throws: an error no code handles. */
async function addThrowingButton(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    const button = document.createElement('button');
    button.textContent = 'Broken button';
    button.addEventListener('click', () => {
      throw new Error(text);
    });
    document.body.prepend(button);
  }, message);
}

test.describe('client error capture', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'reads the stored reports from Postgres',
  );

  test('an error thrown in an event handler is stored once and replaces the page with the error screen', async ({
    page,
  }) => {
    const message = `Broken handler ${randomUUID()}`;
    await page.goto('/about');
    await addThrowingButton(page, message);
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/log-error'));
    await page.getByRole('button', { name: 'Broken button' }).click();
    expect((await reported).status()).toBe(202);
    await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();

    const groups = await query<{
      count: number;
      severity: string;
      error_type: string;
      affected_urls: string[];
    }>('SELECT count, severity, error_type, affected_urls FROM error_log_groups WHERE message = $1', [
      message,
    ]);
    expect(groups).toEqual([
      { count: 1, severity: 'error', error_type: 'uncaught', affected_urls: ['/about'] },
    ]);
    const reports = await query<{ payload: { stack_trace: string; user_agent: string } }>(
      'SELECT r.payload FROM error_log_reports r JOIN error_log_groups g ON g.id = r.group_id WHERE g.message = $1',
      [message],
    );
    expect(reports).toHaveLength(1);
    expect(reports[0].payload.stack_trace).toContain(message);

    // "Go Home" leaves the error behind: the home page shows, with its title and heading (issue 39).
    const aboutHeading = await page.title();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page).not.toHaveTitle(aboutHeading);
    await expect(page.locator('#main h1')).toHaveText(
      'The right CRM, set up properly, used by your whole team',
    );
  });

  test('"Try Again" after a browser-side error shows the page it opens, not the one that broke (issue 39)', async ({
    page,
  }) => {
    await page.goto('/about');
    const aboutTitle = await page.title();
    await addThrowingButton(page, `Broken again ${randomUUID()}`);
    // Pressed far down the page (the button pinned to the window's foot).
    await page.evaluate(() => {
      const button = document.querySelector('body > button')! as HTMLElement;
      Object.assign(button.style, { position: 'fixed', bottom: '0', left: '0', zIndex: '100' });
      window.scrollTo(0, 600);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Broken button' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    // The screen opens at the top: its header is not cut off.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page).not.toHaveTitle(aboutTitle);
    await expect(page.locator('#main h1')).toHaveText(
      'The right CRM, set up properly, used by your whole team',
    );
  });

  test('a crawler never sees the error screen; the error is still reported', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    const message = `Crawler saw ${randomUUID()}`;
    await page.goto('/about');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await addThrowingButton(page, message);
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/log-error'));
    await page.getByRole('button', { name: 'Broken button' }).click();
    expect((await reported).status()).toBe(202);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    const [report] = await query<{ payload: { metadata: { crawler: boolean } } }>(
      'SELECT r.payload FROM error_log_reports r JOIN error_log_groups g ON g.id = r.group_id WHERE g.message = $1',
      [message],
    );
    expect(report.payload.metadata.crawler).toBe(true);
    await context.close();
  });

  test('a page chunk that fails to load reloads once, and not twice', async ({ page }) => {
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunk = manifest['frontend/pages/content/page.tsx'].file;
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads.push(new URL(request.url()).pathname);
    });
    await page.goto('/crm');
    // As if a release had replaced the marketing-page chunk while the tab was open.
    await page.route(`**/${chunk}`, (route) => route.abort());
    const chunkReport = page.waitForResponse((response) => response.url().endsWith('/api/log-error'));
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect((await chunkReport).status()).toBe(202);
    // The fresh page's own load of the chunk fails too: the 10-second guard stops a second reload.
    // Once the page has settled (no request for 500 ms), no other document load has started.
    await page.waitForLoadState('networkidle');
    expect(documentLoads).toEqual(['/crm', '/about']);
  });
});
