import type { Request } from 'express';
import { isSitePath } from '@common/http/site-path';
import { PartialReload } from './resolve-props';

export const isInertiaRequest = (req: Request): boolean => req.get('X-Inertia') === 'true';

const list = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A partial reload applies only when the client asks for the component being rendered. */
export function partialReloadFor(req: Request, component: string): PartialReload | null {
  if (!isInertiaRequest(req) || req.get('X-Inertia-Partial-Component') !== component) return null;
  return {
    only: list(req.get('X-Inertia-Partial-Data')),
    except: list(req.get('X-Inertia-Partial-Except')),
    reset: list(req.get('X-Inertia-Reset')),
  };
}

/**
 * Same-origin path of the Referer, for "redirect back"; `/` when absent, foreign, or not a plain
 * site path (`//evil.example/x` would be read by browsers as another host).
 */
export function backUrl(req: Request): string {
  const referer = req.get('Referer');
  if (!referer) return req.backPath ?? '/';
  try {
    const url = new URL(referer);
    const host = req.get('Host');
    const path = `${url.pathname}${url.search}`;
    return host && url.host === host && isSitePath(path) ? path : '/';
  } catch {
    return '/';
  }
}

/** An absolute URL on the configured origin (APP_URL), whatever Host the request named. */
export function absoluteUrl(appUrl: string, path: string): string {
  return `${appUrl}${path}`;
}
