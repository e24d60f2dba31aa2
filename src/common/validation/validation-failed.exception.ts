import { HttpException, HttpStatus, ValidationError } from '@nestjs/common';

/** A request body that broke DTO rules: one message per field (the first rule that failed). */
export class ValidationFailedException extends HttpException {
  constructor(readonly fieldErrors: Record<string, string>) {
    super({ message: 'The given data was invalid.', errors: fieldErrors }, HttpStatus.UNPROCESSABLE_ENTITY);
  }

  static fromValidationErrors(errors: ValidationError[]): ValidationFailedException {
    return new ValidationFailedException(flattenValidationErrors(errors));
  }
}

/** `address.city` style keys for nested DTOs, as Inertia forms name their fields. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) result[key] = messages[0];
    if (error.children?.length) Object.assign(result, flattenValidationErrors(error.children, key));
  }
  return result;
}
