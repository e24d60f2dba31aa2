import { routes } from '@shared/routes';

export type LoginVariant = 'client' | 'admin' | 'sign-admin';

interface LoginPage {
  variant: LoginVariant;
  title: string;
  /** Where a signed-in visitor goes when no redirect path was saved. */
  target: (user: { role: string }) => string;
}

const clientTarget = (user: { role: string }) =>
  user.role === 'admin' ? routes.admin.home() : routes.clientArea.homePage();
/* eslint-disable urls/no-url-literals -- these keys are the routes' own paths (@Get(LOGIN_PATHS)) */
export const LOGIN_PAGES: Record<string, LoginPage> = {
  '/login': { variant: 'client', title: 'Sign In', target: clientTarget },
  '/auth/login': { variant: 'client', title: 'Sign In', target: clientTarget },
  '/admin-login': { variant: 'admin', title: 'Admin Login', target: () => routes.admin.home() },
  '/sign/admin-login': { variant: 'sign-admin', title: 'Admin Login', target: () => routes.signing.list() },
};
/* eslint-enable urls/no-url-literals */
export const LOGIN_PATHS = Object.keys(LOGIN_PAGES);
export const CODE_PATHS = LOGIN_PATHS.map((path) => `${path}/code`);

/** The pages a provider sign-in starts from, with who signs in there and where they go after. */
export function providerSignInOrigin(
  path: unknown,
): { path: string; audience: 'client' | 'admin'; target: LoginPage['target'] } | null {
  if (path === routes.auth.clientSignInPage()) return { path, audience: 'client', target: clientTarget };
  const page = typeof path === 'string' && Object.hasOwn(LOGIN_PAGES, path) ? LOGIN_PAGES[path] : null;
  if (!page || typeof path !== 'string') return null;
  return { path, audience: page.variant === 'client' ? 'client' : 'admin', target: page.target };
}
