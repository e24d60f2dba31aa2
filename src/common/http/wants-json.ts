import type { Request } from 'express';
import { isJsonPath } from './path-policies';

export function wantsJson(req: Request): boolean {
  if (req.get('X-Inertia') === 'true') return false;
  if (isJsonPath(req.path)) return true;
  const accept = req.get('Accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}
