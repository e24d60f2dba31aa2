import { RouteGuardSettings } from '@config/app-config';

/** `*` matches any characters (including "/"); everything else literally. */
export function matchesPattern(path: string, pattern: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * SPEC "Route guard for sign-in": the login, callback and excluded paths are never guarded; when an
 * include list is set, only paths matching it are; otherwise every other path is.
 */
export function isGuardedPath(path: string, settings: RouteGuardSettings): boolean {
  const never = [settings.loginPath, settings.callbackPath, ...settings.exclude];
  if (never.some((pattern) => matchesPattern(path, pattern))) return false;
  if (settings.include.length === 0) return true;
  return settings.include.some((pattern) => matchesPattern(path, pattern));
}
