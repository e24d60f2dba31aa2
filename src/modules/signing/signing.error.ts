import { ModuleError } from '@common/errors/module-error';
import type { AgreementStatus } from '@shared/signing';

export type SigningErrorCode =
  | 'signing.not_found'
  | 'signing.template_not_found'
  | 'signing.transition_forbidden'
  | 'signing.password_locked'
  | 'signing.file_not_ready'
  | 'signing.not_countersigner'
  | 'signing.not_countersignable';

/** Why an agreement in this state cannot take the step, in words for the signer or the admin. */
const CLOSED: Partial<Record<AgreementStatus, string>> = {
  signed: 'This agreement has already been signed.',
  awaiting_payment: 'This agreement has already been signed.',
  paid: 'This agreement has already been signed and paid.',
  declined: 'This agreement was declined.',
  expired: 'This agreement has expired.',
  voided: 'This agreement was withdrawn by the sender.',
  draft: 'This agreement has not been sent yet.',
};

/** The signing module's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class SigningError extends ModuleError {
  declare readonly code: SigningErrorCode;

  constructor(status: number, code: SigningErrorCode, message: string) {
    super(status, code, message);
  }

  static notFound(): SigningError {
    return new SigningError(404, 'signing.not_found', 'This agreement does not exist.');
  }

  /** A step the agreement's state does not allow (sign twice, pay unsigned, void a signed one, …). */
  static forbidden(from: AgreementStatus, action: string): SigningError {
    return new SigningError(
      409,
      'signing.transition_forbidden',
      CLOSED[from]
        ? `${CLOSED[from]} It cannot be ${action}.`
        : `An agreement that is ${from} cannot be ${action}.`,
    );
  }
}
