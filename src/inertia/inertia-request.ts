import type { Request } from 'express';
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

/** Same-origin path of the Referer, for "redirect back"; `/` when absent or foreign. */
export function backUrl(req: Request): string {
  const referer = req.get('Referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    const host = req.get('Host');
    return host && url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

export function absoluteUrl(req: Request, path = req.originalUrl): string {
  return `${req.protocol}://${req.get('Host') ?? 'localhost'}${path}`;
}
