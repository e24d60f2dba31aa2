import { ModuleError } from '@common/errors/module-error';

export type PaymentsErrorCode =
  | 'payments.nothing_due'
  | 'payments.bad_signature'
  | 'payments.provider_unavailable'
  | 'payments.invoice_not_found'
  | 'payments.no_receipt'
  | 'payments.no_credit_note';

/** The payments module's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class PaymentsError extends ModuleError {
  declare readonly code: PaymentsErrorCode;

  constructor(status: number, code: PaymentsErrorCode, message: string) {
    super(status, code, message);
  }
}
