/** The SPEC's layouts; "none" is the error screen's (it brings its own chrome). */
export type LayoutName =
  'default' | 'landing' | 'auth' | 'sign-in' | 'sign' | 'admin' | 'assessment' | 'none';

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
