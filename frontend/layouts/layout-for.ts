import type { ComponentType, ReactNode } from 'react';
import { AdminLayout } from './admin-layout';
import { BareLayout } from './bare-layout';
import { CenteredLayout } from './centered-layout';
import { DefaultLayout, LandingLayout, WideLayout } from './default-layout';
import { AssessmentLayout, SignLayout } from './focused-layout';
import { layoutNameFor, type LayoutName } from './layout-name';

type Layout = ComponentType<{ children?: ReactNode }>;

/** Layout components by name; a page may pick one with `Page.layout = layouts.landing`. */
export const layouts = {
  default: DefaultLayout,
  wide: WideLayout,
  landing: LandingLayout,
  auth: CenteredLayout,
  'sign-in': CenteredLayout,
  sign: SignLayout,
  admin: AdminLayout,
  assessment: AssessmentLayout,
  none: BareLayout,
} satisfies Record<LayoutName, Layout>;

export const layoutFor = (component: string): Layout => layouts[layoutNameFor(component)];
