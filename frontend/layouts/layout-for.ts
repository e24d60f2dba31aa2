import { createElement, type ComponentType, type ReactNode } from 'react';
import { BareLayout } from './bare-layout';
import { CenteredLayout } from './centered-layout';
import { DefaultLayout, DocsLayout, LandingLayout, WideLayout } from './default-layout';
import { AssessmentLayout, SignLayout } from './focused-layout';
import { layoutNameFor, type LayoutName } from './layout-name';

type Layout = ComponentType<{ children?: ReactNode }>;

/**
 * The back office's layout (with its navigation) is loaded with the first admin page, never by a
 * public page: `loadLayoutFor` runs beside the page's own import.
 */
let adminLayout: Layout = BareLayout;
function AdminLayoutSlot(props: { children?: ReactNode }) {
  return createElement(adminLayout, props);
}

/** Loads what a page's layout needs before the page shows (only the admin layout is loaded on demand). */
export async function loadLayoutFor(component: string): Promise<void> {
  if (layoutNameFor(component) !== 'admin' || adminLayout !== BareLayout) return;
  adminLayout = (await import('./admin-layout')).AdminLayout;
}

/** Layout components by name; a page may pick one with `Page.layout = layouts.landing`. */
export const layouts = {
  default: DefaultLayout,
  wide: WideLayout,
  landing: LandingLayout,
  auth: CenteredLayout,
  'sign-in': CenteredLayout,
  sign: SignLayout,
  admin: AdminLayoutSlot,
  assessment: AssessmentLayout,
  docs: DocsLayout,
  // A client's hand-over document reads like the documentation, in the client area.
  'docs-new': DocsLayout,
  training: DocsLayout,
  none: BareLayout,
} satisfies Record<LayoutName, Layout>;

export const layoutFor = (component: string): Layout => layouts[layoutNameFor(component)];
