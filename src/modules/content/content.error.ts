import { ModuleError } from '@common/errors/module-error';

export type ContentErrorCode = 'content.page_not_found' | 'content.build_not_found';

/** The content module's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class ContentError extends ModuleError {
  declare readonly code: ContentErrorCode;

  constructor(status: number, code: ContentErrorCode, message: string, details?: Record<string, unknown>) {
    super(status, code, message, details);
  }
}
