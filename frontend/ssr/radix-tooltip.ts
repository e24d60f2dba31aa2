import { cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * `@radix-ui/react-tooltip` for the SSR bundle (vite.config.ts): what a closed tooltip puts in the page,
 * without the package's work for it. On the server a tooltip is always closed, and its markup is the
 * trigger alone with `data-state="closed"`: the content sits in a portal that renders nothing there.
 * The package still makes, per tooltip, its contexts, a popper scope, controllable state, an id and
 * composed refs and handlers; the admin navigation has a tooltip on every link. The browser bundle
 * keeps the package (hydration attaches its behaviour to this same markup).
 */

type Props = Record<string, unknown> & { children?: ReactNode };

const passThrough = ({ children }: Props) => children ?? null;
const nothing = () => null;

export const Provider = passThrough;
export const Root = passThrough;
export const Portal = nothing;
export const Content = nothing;
export const Arrow = nothing;

/**
 * The trigger's props merged into its child as Radix's `Slot` does (the child's win; class names and
 * styles joined) and given by `cloneElement`, which keeps the child's own props first: the attributes
 * come out in the same order. Without `asChild`, the button Radix renders.
 */
export function Trigger({ asChild, children, 'aria-describedby': describedBy, ...props }: Props) {
  const own: Props = { 'aria-describedby': describedBy, 'data-state': 'closed', ...props };
  if (!asChild) return createElement('button', own, children);
  if (!isValidElement(children)) return null;
  const child = (children as ReactElement<Props>).props;
  const merged: Props = { ...own, ...child };
  if (own.className && child.className)
    merged.className = `${own.className as string} ${child.className as string}`;
  if (own.style && child.style) merged.style = { ...(own.style as object), ...(child.style as object) };
  return cloneElement(children as ReactElement<Props>, merged);
}

export const TooltipProvider = Provider;
export const Tooltip = Root;
export const TooltipTrigger = Trigger;
export const TooltipPortal = Portal;
export const TooltipContent = Content;
export const TooltipArrow = Arrow;
