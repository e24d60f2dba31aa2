import type { Request } from 'express';

/** Prefixes whose clients are programs, not pages: they get JSON errors, never the error screen. */
export const JSON_PATH_PREFIXES = ['/api/', '/auth/v1/', '/health', '/builds/'];

export function wantsJson(req: Request): boolean {
  if (req.get('X-Inertia') === 'true') return false;
  if (
    JSON_PATH_PREFIXES.some((prefix) => req.path === prefix.replace(/\/$/, '') || req.path.startsWith(prefix))
  ) {
    return true;
  }
  const accept = req.get('Accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}
