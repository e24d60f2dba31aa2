import { ModuleError } from '@common/errors/module-error';

export type ToolsErrorCode = 'tools.invalid_input' | 'tools.not_found';

/** The tools module's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class ToolsError extends ModuleError {
  declare readonly code: ToolsErrorCode;

  constructor(status: number, code: ToolsErrorCode, message: string, details?: Record<string, unknown>) {
    super(status, code, message, details);
  }
}
