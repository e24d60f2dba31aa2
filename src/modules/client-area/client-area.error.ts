import { ModuleError } from '@common/errors/module-error';

export type ClientAreaErrorCode = 'client_area.unverified';

/** The client area's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class ClientAreaError extends ModuleError {
  declare readonly code: ClientAreaErrorCode;

  constructor(status: number, code: ClientAreaErrorCode, message: string) {
    super(status, code, message);
  }
}
