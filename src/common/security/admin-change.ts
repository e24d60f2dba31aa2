import type { Request } from 'express';

/**
 * What an admin's request changed, as the audit trail records it (issue #21). A controller that knows
 * the before and after describes its change here; any other admin write or personal-data export is
 * still recorded, from its route and body, by the audit module's interceptor.
 */
export interface AdminChange {
  /** A stable name, e.g. `settings.updated`, `redirect.created`, `lead.status_changed`. */
  action: string;
  /** One line a person reads in the audit list. */
  summary: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      adminChanges?: AdminChange[];
      /** Set when an admin request changed nothing (refused, or nothing to save): no audit entry. */
      adminNoChange?: boolean;
    }
  }
}

/** Says that this admin request changed nothing (refused, or the same values again): it is not audited. */
export function noAdminChange(req: Request): void {
  req.adminNoChange = true;
}

/** Records `change` once the request succeeds (nothing is written for a request that fails). */
export function describeAdminChange(req: Request, change: AdminChange): void {
  (req.adminChanges ??= []).push(change);
}
