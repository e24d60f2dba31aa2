import type { ResolvedComponent } from '@inertiajs/react';

export type PageModule = { default: ResolvedComponent };

/** Maps an Inertia component name ('content/home') to its component under frontend/pages. */
export function pageResolver(pages: Record<string, PageModule | (() => Promise<PageModule>)>) {
  return async (name: string): Promise<ResolvedComponent> => {
    const entry = pages[`./pages/${name}.tsx`];
    if (!entry) throw new Error(`Page component not found: ${name}`);
    return (typeof entry === 'function' ? await entry() : entry).default;
  };
}
