import { ModuleError } from '@common/errors/module-error';

export type LeadsErrorCode = 'leads.unsubscribe_link_invalid';

/** The leads module's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class LeadsError extends ModuleError {
  declare readonly code: LeadsErrorCode;

  constructor(status: number, code: LeadsErrorCode, message: string, details?: Record<string, unknown>) {
    super(status, code, message, details);
  }
}
