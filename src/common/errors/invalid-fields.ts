import type { ValidationError } from '@nestjs/common';
import { ModuleError } from './module-error';

/**
 * Input that broke a rule, one message per field (the first rule that failed): a DTO's rules in the
 * validation pipe, or a service's own rule ("a template with this name exists already"). The one
 * error every layer throws for it; the global filter sends a page form back with `errors` (Inertia's
 * convention) and API clients a 422 with `errors`.
 */
export class InvalidFields extends ModuleError {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(422, 'invalid_fields', 'The given data was invalid.', { errors: fieldErrors });
  }

  static fromValidationErrors(errors: ValidationError[]): InvalidFields {
    return new InvalidFields(flattenValidationErrors(errors));
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
