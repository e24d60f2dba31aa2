import { PAGES, type LayoutName, type PageName } from '@shared/pages';

export type { LayoutName };

/**
 * A page's layout from the page registry (shared/pages), not from its folder: folders name the
 * module that renders the page. Pages may override it with `Page.layout`.
 */
export function layoutNameFor(component: string): LayoutName {
  return PAGES[component as PageName] ?? 'default';
}
