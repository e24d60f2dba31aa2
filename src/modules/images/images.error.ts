import { ModuleError } from '@common/errors/module-error';

export type ImagesErrorCode = 'images.invalid_request' | 'images.not_site_image' | 'images.unknown_icons';

/** The images module's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class ImagesError extends ModuleError {
  declare readonly code: ImagesErrorCode;

  constructor(status: number, code: ImagesErrorCode, message: string, details?: Record<string, unknown>) {
    super(status, code, message, details);
  }
}
