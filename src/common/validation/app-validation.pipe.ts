import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from './validation-failed.exception';

/** Strips unknown fields, converts types, and reports failures per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => ValidationFailedException.fromValidationErrors(errors),
  });
}
