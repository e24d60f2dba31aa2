import { RouteGuardSettings } from '@config/app-config';
import { routes } from '@shared/routes';

/** Sign-in pages of their own that sit under a guarded prefix (the client area's emailed code): never guarded. */
const SIGN_IN_PAGES = [routes.auth.clientSignInPage(), `${routes.auth.clientSignInPage()}/*`];

/** Each pattern compiled once: they come from settings and constants, and every anonymous page view checks them. */
const compiledPatterns = new Map<string, RegExp>();

/** `*` matches any characters (including "/"); everything else literally. */
export function matchesPattern(path: string, pattern: string): boolean {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    compiled = new RegExp(`^${source}$`);
    compiledPatterns.set(pattern, compiled);
  }
  return compiled.test(path);
}

/**
 * SPEC "Route guard for sign-in": the login, callback, sign-in and excluded paths are never guarded; when an
 * include list is set, only paths matching it are; otherwise every other path is.
 */
export function isGuardedPath(path: string, settings: RouteGuardSettings): boolean {
  const never = [settings.loginPath, settings.callbackPath, ...SIGN_IN_PAGES, ...settings.exclude];
  if (never.some((pattern) => matchesPattern(path, pattern))) return false;
  if (settings.include.length === 0) return true;
  return settings.include.some((pattern) => matchesPattern(path, pattern));
}
