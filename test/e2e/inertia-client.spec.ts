import { expect, test, type Page } from './test';
import { acceptAdminInvitation, serverDatabaseUrl } from './helpers';

/** The official Inertia client (@inertiajs/react) on our pages: visits, history, head tags, failures. */

async function startedApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The router records the page in the history entry before React hydrates; then let hydration finish.
  await page.waitForFunction(() => Boolean((window.history.state as { page?: unknown } | null)?.page));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Survives only while the document does: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

/**
 * Waits until the official client has recorded the window's scroll position in the current history
 * entry (it does 100 ms after the last scroll event, later on a busy machine, and the page may still
 * move a little as it settles), then returns it.
 */
async function settledScroll(page: Page): Promise<number> {
  const recorded = () =>
    page.evaluate(() => {
      const top = (window.history.state as { documentScrollPosition?: { top: number } } | null)
        ?.documentScrollPosition?.top;
      return top !== undefined && Math.abs(top - window.scrollY) < 2 ? top : null;
    });
  await expect.poll(recorded).not.toBeNull();
  return (await recorded())!;
}

/**
 * Lets the client's debounced scroll save (100 ms after the last scroll event) run before the test
 * moves on. Without it, a Back pressed faster than any visitor would lets that save, made for the page
 * just left, land on the entry Back made current. A page timer of longer delay, set after the scroll
 * event's frame, runs after the client's timer: no guess at how busy the machine is.
 */
async function scrollSaveDone(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => done()), 250)),
      ),
  );
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a page paints before its app loads: only the small entry script is fetched before the first contentful paint', async ({
  page,
}) => {
  // The goto returns once the page has hydrated (test.ts), so the app has loaded by then.
  await page.goto('/crm-compare/hubspot-vs-pipedrive');
  const timings = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { fcp, scripts };
  });
  expect(timings.fcp).not.toBeNull();
  const beforePaint = timings.scripts.filter((script) => script.startTime < timings.fcp!).map((s) => s.path);
  expect(beforePaint).toHaveLength(1);
  expect(beforePaint[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
  // The app, React and the page's own chunk came after it.
  expect(timings.scripts.length).toBeGreaterThan(5);
  expect(timings.scripts.some((script) => /\/assets\/boot-[\w-]+\.js$/.test(script.path))).toBe(true);
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
});

test('a link visit swaps the page in place; back and forward bring pages, titles and scroll back without a request', async ({
  page,
}) => {
  await startedApp(page, '/help');
  const indexTitle = await page.title();
  const article = page.locator('#main a[href^="/help/"]').last();
  await article.scrollIntoViewIfNeeded();
  const scrolledTo = await settledScroll(page);
  expect(scrolledTo).toBeGreaterThan(100);
  const href = (await article.getAttribute('href'))!;

  await article.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // A new page starts at the top, with its own title and canonical link.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrollSaveDone(page);
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
  expect(await settledScroll(page)).toBe(600);
  await page.goBack();
  await expect(page).toHaveURL('/help');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrollSaveDone(page);
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

test('a form post answered by something other than a page (a proxy) keeps what was typed and says so', async ({
  page,
}) => {
  await startedApp(page, '/contact');
  await page.route(
    (url) => url.pathname === '/contact',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
        : route.continue(),
  );
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Dana Whitfield');
  await form.getByLabel('Work email').fill('dana@northwind.example');
  await form.getByLabel('Your message').fill('We move 40 sellers to HubSpot next quarter.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('toast').getByText('That did not go through')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('502');
  // The official client's dialog for such answers stays closed; the form is as it was typed.
  await expect(page.locator('dialog, iframe')).toHaveCount(0);
  await expect(form.getByLabel('Your name')).toHaveValue('Dana Whitfield');
  await expect(form.getByLabel('Your message')).toHaveValue('We move 40 sellers to HubSpot next quarter.');
  expect(await sameDocument(page)).toBe(true);
});

test.describe('signed in', () => {
  test.skip(
    () => serverDatabaseUrl() === null && process.env.CI !== 'true',
    'needs Postgres for the admin CLI',
  );

  test('history entries of signed-in pages are encrypted, and signing out clears them', async ({ page }) => {
    await acceptAdminInvitation(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Contact submissions' })
      .click();
    await expect(page).toHaveURL(/\/admin\/contact-submissions/);
    // The entry holds ciphertext, not the page (with its people's names and emails).
    const entry = await page.evaluate(() => {
      const state = window.history.state as { page?: unknown } | null;
      return {
        encrypted: state?.page instanceof ArrayBuffer,
        key: window.sessionStorage.getItem('historyKey') !== null,
      };
    });
    expect(entry).toEqual({ encrypted: true, key: true });
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByText('You are signed out').first()).toBeVisible();
    const after = await page.evaluate(() => ({
      key: window.sessionStorage.getItem('historyKey'),
      plain: typeof (window.history.state as { page?: { component?: string } }).page?.component,
    }));
    expect(after).toEqual({ key: null, plain: 'string' });
  });

  test('back-office links fetch the next page while hovered, and the click uses it', async ({ page }) => {
    await acceptAdminInvitation(page);
    await startedApp(page, '/admin');
    const visits: Array<{ url: string; purpose: string | undefined }> = [];
    page.on('request', (request) => {
      if (request.headers()['x-inertia'] === 'true')
        visits.push({ url: new URL(request.url()).pathname, purpose: request.headers()['purpose'] });
    });
    const link = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Contact submissions' });
    await link.hover();
    await expect.poll(() => visits).toEqual([{ url: '/admin/contact-submissions', purpose: 'prefetch' }]);
    await link.click();
    await expect(page).toHaveURL(/\/admin\/contact-submissions$/);
    await expect(page.getByRole('heading', { name: 'Contact submissions', level: 1 })).toBeVisible();
    expect(visits).toHaveLength(1);
    expect(await sameDocument(page)).toBe(true);
  });

  test('the analytics dashboard shows first and its realtime number follows (a deferred prop)', async ({
    page,
  }) => {
    await acceptAdminInvitation(page);
    const partial: string[] = [];
    page.on('request', (request) => {
      const keys = request.headers()['x-inertia-partial-data'];
      if (keys) partial.push(keys);
    });
    const first = await page.request.get('/admin/analytics-dashboard', {
      headers: { 'X-Inertia': 'true', 'X-Requested-With': 'XMLHttpRequest' },
    });
    const object = (await first.json()) as { props: Record<string, unknown>; deferredProps?: unknown };
    expect(object.props.realtime).toBeUndefined();
    expect(object.deferredProps).toEqual({ default: ['realtime'] });

    await page.goto('/admin/analytics-dashboard');
    await expect(page.getByTestId('realtime-visitors')).toHaveText(/^\d+$/);
    expect(partial).toContain('realtime');
  });
});
