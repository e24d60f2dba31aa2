/** The SPEC's layouts, plus "wide" (default chrome, full-width sections); "none" is the error screen's. */
export type LayoutName =
  'default' | 'wide' | 'landing' | 'auth' | 'sign-in' | 'sign' | 'admin' | 'assessment' | 'none';

const BY_PREFIX: Array<[string, LayoutName]> = [
  ['admin/', 'admin'],
  ['auth/', 'auth'],
  ['sign/', 'sign'],
  ['assessment/', 'assessment'],
];

/** Default layout from the page name's prefix ('admin/…' → admin); pages may override with `Page.layout`. */
export function layoutNameFor(component: string): LayoutName {
  if (component === 'error') return 'none';
  return BY_PREFIX.find(([prefix]) => component.startsWith(prefix))?.[1] ?? 'default';
}
