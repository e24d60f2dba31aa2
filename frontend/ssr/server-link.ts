import { isUrlMethodPair, mergeDataIntoQueryString, type Method } from '@inertiajs/core';
import { Link, type InertiaLinkProps } from '@inertiajs/react';
import { createElement, type ComponentProps } from 'react';
import { LINK_VISIT_PROPS } from './link-visit-props';

/** Links repeat on every page (navigation, footer): each URL is worked out once per thread. */
const urls = new Map<string, string>();
const MAX_URLS = 5_000;

function urlOf(
  method: Method,
  href: string,
  data: NonNullable<InertiaLinkProps['data']>,
  format: NonNullable<InertiaLinkProps['queryStringArrayFormat']>,
): string {
  if (Object.keys(data).length > 0 || data instanceof FormData)
    return mergeDataIntoQueryString(method, href, data, format)[0];
  const key = `${method} ${href}`;
  let url = urls.get(key);
  if (url === undefined) {
    url = mergeDataIntoQueryString(method, href, data, format)[0];
    if (urls.size >= MAX_URLS) urls.clear();
    urls.set(key, url);
  }
  return url;
}

/**
 * The official `Link`'s markup without its work: on the server a link is only its element (an
 * anchor with its URL, or a button), but the official component runs a dozen hooks and makes its
 * click, hover and prefetch handlers for each one, about a quarter of a page's render
 * (docs/performance.md, "Links rendered on the server"). The SSR bundle uses this in its place
 * (vite.config.ts); the browser hydrates the same markup with the official `Link`, which handles
 * every visit. `ssr-substitutes.spec.ts` renders both over the props the site uses and compares them.
 */
export function ServerLink(props: ComponentProps<typeof Link>) {
  const { as = 'a', href = '', method = 'get', data = {}, queryStringArrayFormat = 'brackets' } = props;
  // Another component as the element: it receives the official Link's handlers, so let it render.
  if (typeof as !== 'string') return createElement(Link, props);
  const visitMethod = (isUrlMethodPair(href) ? href.method : method.toLowerCase()) as Method;
  const element: string = as.toLowerCase() !== 'a' ? as : visitMethod !== 'get' ? 'button' : 'a';
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props))
    if (!LINK_VISIT_PROPS.has(name)) attributes[name] = value;
  if (element === 'button') attributes.type = 'button';
  else if (element === 'a')
    attributes.href = urlOf(
      visitMethod,
      isUrlMethodPair(href) ? href.url : href,
      data,
      queryStringArrayFormat,
    );
  return createElement(element, attributes, props.children);
}
