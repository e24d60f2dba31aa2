import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

type Goto = Page['goto'];
type Reload = Page['reload'];
const patched = Symbol('waits for hydration');
/** The running test's `javaScriptEnabled` option: without JavaScript nothing hydrates (tests in a worker run one at a time). */
let scriptsRun = true;

/**
 * A stand-in for the React DevTools hook, installed before any page script: React (production
 * builds too) reports each commit to it, and the first commit of a page is its hydration. The app
 * itself carries nothing for tests (its `/` budget has no bytes to spare).
 */
const HYDRATION_PROBE = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() { document.documentElement.setAttribute('data-hydrated', ''); },
  };`;
const probed = new WeakSet<Page>();

/**
 * Every `page.goto` (on any page, including ones from `browser.newContext()`) returns once React has
 * hydrated the server-rendered page. Typing into a field before that was lost to React's state on a
 * busy machine, and a test then failed for no reason a visitor would meet. Responses that are not
 * one of our pages (a PDF, JSON) return as before.
 */
function waitForHydrationOnGoto(prototype: Record<PropertyKey, unknown>): void {
  if (prototype[patched]) return;
  const goto = prototype.goto as Goto;
  prototype.goto = async function (this: Page, url: string, options?: Parameters<Goto>[1]) {
    if (!probed.has(this)) {
      probed.add(this);
      await this.addInitScript(HYDRATION_PROBE);
    }
    const response = await goto.call(this, url, options);
    await untilHydrated(this, response, options?.waitUntil);
    return response;
  } satisfies Goto;
  // A reload is a first visit too: a field filled right after one was lost the same way.
  const reload = prototype.reload as Reload;
  prototype.reload = async function (this: Page, options?: Parameters<Reload>[0]) {
    const response = await reload.call(this, options);
    await untilHydrated(this, response, options?.waitUntil);
    return response;
  } satisfies Reload;
  prototype[patched] = true;
}

async function untilHydrated(
  page: Page,
  response: Awaited<ReturnType<Goto>>,
  waitUntil: string | undefined,
): Promise<void> {
  const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  if (html && scriptsRun && waitUntil !== 'commit') await hydrated(page);
}

/**
 * Until the page's document has hydrated: for a full page load the page started itself (a sign-in
 * ends with one), which `goto` does not see. The page must have been opened with `goto` once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('app') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 15_000 },
  );
}

export const test = base.extend<{ scriptsOption: void }, { hydratedNavigation: void }>({
  scriptsOption: [
    async ({ javaScriptEnabled }, use) => {
      scriptsRun = javaScriptEnabled;
      await use();
      scriptsRun = true;
    },
    { auto: true },
  ],
  hydratedNavigation: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForHydrationOnGoto(Object.getPrototypeOf(await context.newPage()));
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
