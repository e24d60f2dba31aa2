/* eslint-disable urls/no-url-literals -- the cases are addresses a link may carry, not links of this site */
/**
 * Renders each case with the packages' own components and with the SSR bundle's substitutes
 * (`ServerLink` for Inertia's `Link`, `lucide-icon.ts` for Lucide's `Icon`, `radix-tooltip.ts` for
 * Radix's tooltip) and prints both as JSON.
 * `ssr-substitutes.spec.ts` runs this in Node, where the ES module packages load as in the SSR bundle.
 */
import { Link } from '@inertiajs/react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Check, ChevronDown, Menu, X } from 'lucide-react';
import * as checkFile from 'lucide-react/dist/esm/icons/check.mjs';
import * as chevronDownFile from 'lucide-react/dist/esm/icons/chevron-down.mjs';
import * as menuFile from 'lucide-react/dist/esm/icons/menu.mjs';
import * as xFile from 'lucide-react/dist/esm/icons/x.mjs';
import ServerIcon from './lucide-icon';
import * as ServerTooltip from './radix-tooltip';
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

const links = CASES.map(([name, props]) => {
  const children = createElement('span', { className: 'label' }, name);
  return {
    name,
    official: renderToString(createElement(Link, props as LinkProps, children)),
    ours: renderToString(createElement(ServerLink, props as LinkProps, children)),
  };
});

/** The icon's data, which each icon file exports beside its component (its published types name only the component). */
const dataOf = (file: object) => (file as { __iconData: { name: string } }).__iconData;
const ICONS = [
  [ChevronDown, dataOf(chevronDownFile)],
  [Menu, dataOf(menuFile)],
  [X, dataOf(xFile)],
  [Check, dataOf(checkFile)],
] as const;
const ICON_PROPS: Array<Record<string, unknown>> = [
  {},
  { className: 'size-4' },
  { className: 'size-4 shrink-0', 'aria-hidden': true },
  { size: 16, strokeWidth: 1.5 },
  { 'aria-label': 'Close menu' },
  { color: 'red', absoluteStrokeWidth: true, size: 32 },
  { children: 'A title' },
  { style: { marginTop: 2 }, className: 'inline' },
];
const icons = ICONS.flatMap(([Official, data]) =>
  ICON_PROPS.map((props) => ({
    name: `${data.name} ${JSON.stringify(props)}`,
    official: renderToString(createElement(Official, props)),
    // Twice: the first render makes the element, the second gives the kept one.
    ours: renderToString(createElement(ServerIcon, { icon: data, ...props })),
    oursAgain: renderToString(createElement(ServerIcon, { icon: data, ...props })),
  })),
);
/** A tooltip as `frontend/components/ui/tooltip.tsx` builds one, from either set of parts. */
function tooltip(parts: typeof ServerTooltip, trigger: ReactElement, triggerProps: object = {}) {
  const { Root, Trigger, Portal, Content, Arrow } = parts;
  const content = createElement(Content, { side: 'right', sideOffset: 6 }, 'A tip', createElement(Arrow));
  return createElement(Root, null, [
    createElement(Trigger, { key: 'trigger', asChild: true, ...triggerProps }, trigger),
    createElement(Portal, { key: 'portal' }, content),
  ]);
}
const TOOLTIP_CASES: Array<[name: string, trigger: ReactElement, triggerProps?: Record<string, unknown>]> = [
  [
    'an anchor',
    createElement('a', { href: '/admin', 'aria-current': 'page', className: 'nav' }, 'Dashboard'),
  ],
  [
    'a navigation link (ServerLink)',
    createElement(
      ServerLink,
      { href: '/admin/leads', prefetch: true, cacheFor: '5s', className: 'nav' },
      'Leads',
    ),
  ],
  ['a button', createElement('button', { type: 'button', 'aria-label': 'Copy' }, 'Copy')],
  ['class names joined', createElement('button', { className: 'inner' }, 'x'), { className: 'outer' }],
  ['styles joined', createElement('span', { style: { marginTop: 2 } }, 'x'), { style: { color: 'red' } }],
  ['the child’s own attribute wins', createElement('span', { 'data-state': 'mine', tabIndex: 0 }, 'x')],
  ['a described trigger', createElement('button', { id: 'b' }, 'x'), { 'aria-describedby': 'hint' }],
  ['a trigger without asChild', 'Help' as unknown as ReactElement, { asChild: false, className: 'btn' }],
];
const tooltips = TOOLTIP_CASES.map(([name, trigger, triggerProps]) => {
  const page = (parts: typeof ServerTooltip) =>
    renderToString(
      createElement(parts.Provider, { delayDuration: 700, skipDelayDuration: 300 }, [
        createElement('p', { key: 'before' }, 'Before'),
        createElement('div', { key: 'one' }, tooltip(parts, trigger, triggerProps)),
        createElement('div', { key: 'two' }, tooltip(parts, createElement('b', null, 'Second'))),
      ]),
    );
  return { name, official: page(RadixTooltip as unknown as typeof ServerTooltip), ours: page(ServerTooltip) };
});
const tooltipExports = { official: Object.keys(RadixTooltip), ours: Object.keys(ServerTooltip) };

process.stdout.write(JSON.stringify({ links, icons, tooltips, tooltipExports }));
