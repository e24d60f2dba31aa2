import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The widths every page is checked at: a phone, a tablet, a laptop. */
export const WIDTHS = [390, 768, 1280] as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * What a demanding visitor would see as broken, measured in the page: sideways scrolling, text cut
 * off by its box (or a placeholder by its field), images the browser cannot size before they load,
 * and, on a phone, tap targets smaller than 24 px (WCAG 2.2 target size; links inside a sentence
 * are exempt, as WCAG exempts them).
 */
export function layoutProblems(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    // Screen-reader-only text is clipped on purpose.
    const srOnly = (element: Element) => element.closest('.sr-only') !== null;

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`page scrolls sideways: ${root.scrollWidth}px content in ${root.clientWidth}px`);

    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element) || srOnly(element)) continue;
      const style = getComputedStyle(element);
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (ownText && clips && element.scrollWidth > element.clientWidth + 1)
        problems.push(
          `text cut off: ${describe(element)} (${element.scrollWidth}px in ${element.clientWidth}px)`,
        );
    }

    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!visible(field) || field.tagName === 'TEXTAREA') continue;
      const style = getComputedStyle(field);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(field.placeholder).width > room + 1)
        problems.push(`placeholder cut off: "${field.placeholder}" in ${Math.round(room)}px`);
    }

    for (const image of document.querySelectorAll('img')) {
      if (!image.getAttribute('width') || !image.getAttribute('height'))
        problems.push(`image without intrinsic size: ${image.getAttribute('src')}`);
    }

    if (phone) {
      // WCAG 2.5.8: a target is big enough at 24×24 px, or when a 24 px circle centred on it touches
      // no other target (nor another small target's circle). Links inside a sentence are exempt.
      const targets = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]',
        ),
      ]
        .filter((target) => visible(target) && !srOnly(target))
        .map((target) => {
          // A radio or checkbox inside its label: the label is what is tapped.
          const label = target.closest('label');
          const measured = (target.matches('input[type=radio], input[type=checkbox]') && label) || target;
          return { target, box: measured.getBoundingClientRect() };
        })
        .filter(({ target }) => {
          const inSentence =
            target.tagName === 'A' &&
            getComputedStyle(target).display === 'inline' &&
            (target.parentElement?.textContent ?? '').trim().length >
              (target.textContent ?? '').trim().length;
          return !inSentence;
        });
      const small = (box: DOMRect) => box.width < 24 || box.height < 24;
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - point.x, 0, point.x - box.right),
          Math.max(box.top - point.y, 0, point.y - box.bottom),
        );
      for (const { target, box } of targets) {
        if (!small(box)) continue;
        const here = centre(box);
        const crowded = targets.some(
          (other) =>
            other.target !== target &&
            !other.target.contains(target) &&
            !target.contains(other.target) &&
            (small(other.box)
              ? Math.hypot(here.x - centre(other.box).x, here.y - centre(other.box).y) < 24
              : distanceToBox(here, other.box) < 12),
        );
        if (crowded)
          problems.push(
            `tap target ${Math.round(box.width)}×${Math.round(box.height)}px, crowded: ${describe(target)}`,
          );
      }
    }
    return problems;
  }, phone);
}

const WCAG_RULES: axe.RunOnly = {
  type: 'tag',
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
};
/** The dark theme changes colours and nothing else, so it needs only the colour rules. */
const COLOUR_RULES: axe.RunOnly = { type: 'rule', values: ['color-contrast', 'link-in-text-block'] };

/**
 * Serious and critical accessibility violations (axe-core, WCAG 2.2 A and AA), one line each.
 *
 * axe runs inside the page (`axe.run`, what `@axe-core/playwright`'s legacy mode runs) and only the
 * violations leave it: the full results list every node that passed, 400–470 KB on a long page, and
 * carrying them out of the browser cost more than the audit itself (docs/design.md, measured).
 * axe-core is injected once per document. Our pages embed no cross-origin frame to run it in.
 */
export async function accessibilityProblems(page: Page, coloursOnly = false): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (runOnly) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      // A toast on its way out (Radix marks it `data-state="closed"`) fades to nothing: its contrast
      // halfway through is not what anyone reads. Open toasts are checked like the rest of the page.
      const { violations } = await axe.run({ exclude: [['li[data-state="closed"]']] }, { runOnly });
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`,
        );
    },
    coloursOnly ? COLOUR_RULES : WCAG_RULES,
  );
}

/**
 * Colours fade over 150 ms (transition-colors) when the theme switches: contrast is measured after
 * the fade, never halfway between themes. A fixed pause raced a busy CI machine; this waits for the
 * page's own transitions and short animations (a toast sliding in or out) to end.
 */
async function colourTransitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every(
        (animation) =>
          animation.playState !== 'running' ||
          // A fade or a slide takes a moment; a spinner never ends and a toast's countdown bar runs
          // for seconds: those are not waited for.
          Number(animation.effect?.getComputedTiming().endTime ?? Infinity) > 1_000,
      ),
    undefined,
    { polling: 'raf', timeout: 5_000 },
  );
}

/**
 * Colours switch at once when the theme changes, for the checks only. Waiting for the fades was not
 * enough: the footer is rendered only near the viewport (`content-visibility: auto`), so its fade
 * began when axe scrolled to it, and its buttons were measured halfway between the themes.
 */
async function withoutColourTransitions(page: Page): Promise<void> {
  // A constructed style sheet: the site's Content-Security-Policy refuses inline <style> elements.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * Opens `path` (or re-checks the current page when `path` is null) at every width, in the light
 * and the dark theme, and expects no layout or accessibility problem. Problems are collected per
 * width and theme, so one run reports all of them.
 */
export async function expectPolishedEverywhere(page: Page, path: string | null): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (path !== null) await page.goto(path);
    await withoutColourTransitions(page);
    await page.evaluate(() => document.fonts.ready);
    // The theme follows the system setting: switching it repaints the same page in the other colours.
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await colourTransitionsSettled(page);
      const where = `${path ?? page.url()} at ${width}px, ${theme}`;
      // The dark theme changes colours, not layout.
      if (theme === 'light') expect.soft(await layoutProblems(page, width === 390), where).toEqual([]);
      expect.soft(await accessibilityProblems(page, theme === 'dark'), where).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: null });
}
