import { adminPages } from './admin';
import { analyticsPages } from './analytics';
import { assessmentPages } from './assessment';
import { authPages } from './auth';
import { clientAreaPages } from './client-area';
import { contentPages } from './content';
import { diagnosticsPages } from './diagnostics';
import { documentsPages } from './documents';
import { errorLogPages } from './error-log';
import { leadsPages } from './leads';
import { mailPages } from './mail';
import { page, type LayoutName, type PropsOf } from './page';
import { paymentsPages } from './payments';
import { signingPages } from './signing';
import { toolsPages } from './tools';
import { trainingPages } from './training';

/**
 * Every page the server can render: the modules' own declarations (name, props, layout) combined.
 * It is the one contract between the NestJS modules (`InertiaContext.render()` is generic over it)
 * and the React pages (which take their props from it). A page name is its file under
 * frontend/pages: 'auth/login' = frontend/pages/auth/login.tsx.
 */
const registry = {
  // The error screen belongs to the platform (src/inertia), not to a module.
  error: page<{ status: number; message?: string }>('default'),
  ...adminPages,
  ...analyticsPages,
  ...assessmentPages,
  ...authPages,
  ...clientAreaPages,
  ...contentPages,
  ...diagnosticsPages,
  ...documentsPages,
  ...errorLogPages,
  ...leadsPages,
  ...mailPages,
  ...paymentsPages,
  ...signingPages,
  ...toolsPages,
  ...trainingPages,
};

export type PageRegistry = { [Name in keyof typeof registry]: PropsOf<(typeof registry)[Name]> };
export type PageName = keyof PageRegistry;
export type PageProps<Name extends PageName> = PageRegistry[Name];
export type { LayoutName };

/** Every page's layout at run time. */
export const PAGES = Object.fromEntries(
  Object.entries(registry).map(([name, entry]) => [name, entry.layout]),
) as Record<PageName, LayoutName>;

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

export type * from './admin';
export type * from './analytics';
export type * from './assessment';
export type * from './auth';
export type * from './client-area';
export type * from './content';
export type * from './content-types';
export type * from './diagnostics';
export type * from './documents';
export type * from './error-log';
export type * from './leads';
export type * from './mail';
export type * from './payments';
export type * from './signing';
export type * from './training';
