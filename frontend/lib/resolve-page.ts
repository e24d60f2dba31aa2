import type { ResolvedComponent } from '@inertiajs/react';
import { memo } from 'react';

export type PageModule = { default: ResolvedComponent };

/**
 * Each page component memoised, once (the same type on every visit, so a page is never remounted
 * for being resolved again). The official client renders its whole tree a second time, synchronously,
 * right after hydrating (its layout-props store answers a new empty snapshot where the server's had
 * another); a memoised page whose props have not changed skips that render. Profiled on a phone-speed
 * CPU: that render's samples 49–89 → 24–38 on /hubspot, 61–195 → 13–35 on a compare page
 * (docs/performance.md).
 */
const memoised = new WeakMap<ResolvedComponent, ResolvedComponent>();
function memoisedPage(component: ResolvedComponent): ResolvedComponent {
  let page = memoised.get(component);
  if (!page) {
    page = Object.assign(memo(component), { layout: component.layout }) as unknown as ResolvedComponent;
    memoised.set(component, page);
  }
  return page;
}

/** Maps an Inertia component name ('content/home') to its component under frontend/pages. */
export function pageResolver(pages: Record<string, PageModule | (() => Promise<PageModule>)>) {
  return async (name: string): Promise<ResolvedComponent> => {
    const entry = pages[`./pages/${name}.tsx`];
    if (!entry) throw new Error(`Page component not found: ${name}`);
    return memoisedPage((typeof entry === 'function' ? await entry() : entry).default);
  };
}
