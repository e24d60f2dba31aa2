import type { ComponentType, ReactNode } from 'react';
import { AdminLayout } from './admin-layout';
import { BareLayout } from './bare-layout';
import { CenteredLayout } from './centered-layout';
import { DefaultLayout } from './default-layout';
import { AssessmentLayout, SignLayout } from './focused-layout';
import { LandingLayout } from './landing-layout';

type Layout = ComponentType<{ children?: ReactNode }>;

/** The SPEC's layouts by name; a page may pick one with `Page.layout = layouts.landing`. */
export const layouts = {
  default: DefaultLayout,
  landing: LandingLayout,
  auth: CenteredLayout,
  'sign-in': CenteredLayout,
  sign: SignLayout,
  admin: AdminLayout,
  assessment: AssessmentLayout,
  none: BareLayout,
} satisfies Record<string, Layout>;

const BY_PREFIX: Array<[string, Layout]> = [
  ['admin/', layouts.admin],
  ['auth/', layouts.auth],
  ['sign/', layouts.sign],
  ['assessment/', layouts.assessment],
];

/** Default layout from the page name's prefix ('admin/…' → admin); the error screen has none. */
export function layoutFor(name: string): Layout {
  if (name === 'error') return layouts.none;
  return BY_PREFIX.find(([prefix]) => name.startsWith(prefix))?.[1] ?? layouts.default;
}
