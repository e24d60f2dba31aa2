import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

type Goto = Page['goto'];
const patched = Symbol('waits for hydration');

/**
 * Every `page.goto` (on any page, including ones from `browser.newContext()`) returns once React has
 * hydrated the server-rendered page: the root shell marks `<html data-hydrated>`. Typing into a
 * field before that was lost to React's state on a busy machine, and a test then failed for no
 * reason a visitor would meet. Responses that are not one of our pages (a PDF, JSON) return as before.
 */
function waitForHydrationOnGoto(prototype: Record<PropertyKey, unknown>): void {
  if (prototype[patched]) return;
  const goto = prototype.goto as Goto;
  prototype.goto = async function (this: Page, url: string, options?: Parameters<Goto>[1]) {
    const response = await goto.call(this, url, options);
    const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
    if (html && options?.waitUntil !== 'commit') {
      await this.waitForFunction(
        () => !document.getElementById('app') || document.documentElement.hasAttribute('data-hydrated'),
        undefined,
        { timeout: 15_000 },
      );
    }
    return response;
  } satisfies Goto;
  prototype[patched] = true;
}

export const test = base.extend<object, { hydratedNavigation: void }>({
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
