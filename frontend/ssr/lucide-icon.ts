import { createElement, forwardRef, type ReactElement } from 'react';
import LucideIcon from 'lucide-react/dist/esm/Icon.mjs';
import { useLucideContext } from 'lucide-react/dist/esm/context.mjs';

type IconProps = Record<string, unknown> & { icon?: { name?: string } };
const renderLucideIcon = (LucideIcon as unknown as { render: (props: IconProps, ref: null) => ReactElement })
  .render;

/** Each distinct icon as rendered once per thread: the navigation's icons repeat on every page. */
const rendered = new Map<string, ReactElement>();
const MAX_ICONS = 2_000;

/** The icon's name and its primitive props; null when a prop is an object or function (not cached). */
function cacheKey(props: IconProps): string | null {
  if (!props.icon?.name) return null;
  let key = props.icon.name;
  for (const [name, value] of Object.entries(props)) {
    if (name === 'icon' || value === undefined) continue;
    if (typeof value === 'object' || typeof value === 'function') return null;
    key += `\n${name}=${String(value)}`;
  }
  return key;
}

/**
 * The SSR bundle's Lucide `Icon` (vite.config.ts puts it in place of `lucide-react/dist/esm/Icon.mjs`
 * for the server build only): the package's own component, whose element is kept and given again
 * for the same icon and props. Lucide builds every icon's attributes, class list and paths on each
 * render, 10–16 % of a page's render (docs/performance.md, "Icons rendered on the server"). Not
 * cached: icons inside a LucideProvider (the site has none), or with object props (children, style).
 * `ssr-substitutes.spec.ts` compares the markup with the package's own.
 */
const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(props, ref) {
  const context = useLucideContext();
  const key = ref || Object.keys(context ?? {}).length > 0 ? null : cacheKey(props);
  if (key === null) return createElement(LucideIcon, { ...props, ref });
  let element = rendered.get(key);
  if (!element) {
    element = renderLucideIcon(props, null);
    if (rendered.size >= MAX_ICONS) rendered.clear();
    rendered.set(key, element);
  }
  return element;
});

export default Icon;
