import { ModuleError } from '@common/errors/module-error';

export type ErrorLogErrorCode =
  'error_log.token_required' | 'error_log.not_an_object' | 'error_log.invalid_report';

/** The error-log module's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class ErrorLogError extends ModuleError {
  declare readonly code: ErrorLogErrorCode;

  constructor(status: number, code: ErrorLogErrorCode, message: string, details?: Record<string, unknown>) {
    super(status, code, message, details);
  }
}
