/* eslint-disable urls/no-url-literals -- the cases are addresses a link may carry, not links of this site */
/**
 * Renders each case with the official `Link` and with `ServerLink` and prints both as JSON
 * (`server-link.spec.ts` runs this in Node, where the official ES module package loads as it does
 * in the SSR bundle).
 */
import { Link } from '@inertiajs/react';
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerLink } from './server-link';

type LinkProps = ComponentProps<typeof Link>;
const noop = () => undefined;

// Loosely typed: the cases include what the site never writes (an upper-case `as`, data attributes).
const CASES: Array<[name: string, props: Record<string, unknown>]> = [
  ['a path', { href: '/help', className: 'text-sm underline' }],
  ['the home page', { href: '/' }],
  ['an empty href', { href: '' }],
  ['a query string', { href: '/admin/leads?status=new&page=2' }],
  ['a fragment', { href: '/help/pipeline#stages' }],
  ['a fragment only', { href: '#main' }],
  ['a relative path', { href: 'lessons/first' }],
  ['a dot-relative path', { href: './lessons/first' }],
  ['another site', { href: 'https://www.hubspot.com/pricing?x=1', rel: 'noopener', target: '_blank' }],
  ['characters to encode', { href: '/search?q=a b&c=ü' }],
  ['aria and data attributes', { href: '/account', 'aria-current': 'page', 'data-testid': 'nav' }],
  [
    'visit options',
    { href: '/admin', preserveScroll: true, preserveState: true, only: ['rows'], replace: true },
  ],
  ['prefetch on hover', { href: '/hubspot', prefetch: true, cacheFor: '30s' }],
  ['prefetch on mount and click', { href: '/pipedrive', prefetch: ['mount', 'click'] }],
  ['callbacks', { href: '/help', onClick: noop, onStart: noop, onFinish: noop, onSuccess: noop }],
  [
    'GET data merged into the query',
    { href: '/admin/leads?page=2', data: { status: 'new', tags: ['a', 'b'] } },
  ],
  ['indices format', { href: '/x', data: { tags: ['a', 'b'] }, queryStringArrayFormat: 'indices' }],
  ['a POST link (a button)', { href: '/auth/logout', method: 'post', className: 'btn' }],
  ['a POST link with data', { href: '/auth/logout', method: 'post', data: { all: true } }],
  ['a url and method pair', { href: { url: '/auth/logout', method: 'post' } }],
  ['a GET url and method pair', { href: { url: '/help?q=1', method: 'get' } }],
  ['as a button', { href: '/x', as: 'button', type: 'submit' }],
  ['as "A"', { href: '/x', as: 'A' }],
  ['as a span', { href: '/x', as: 'span' }],
  ['a view transition', { href: '/x', viewTransition: true, async: true, headers: { 'X-A': '1' } }],
];

const results = CASES.map(([name, props]) => {
  const children = createElement('span', { className: 'label' }, name);
  return {
    name,
    official: renderToString(createElement(Link, props as LinkProps, children)),
    ours: renderToString(createElement(ServerLink, props as LinkProps, children)),
  };
});
process.stdout.write(JSON.stringify(results));
