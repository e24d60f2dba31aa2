import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { flattenValidationErrors, InvalidFields } from '../errors/invalid-fields';

/**
 * A DTO class whose API answers refusals in its own format (the Supabase-compatible `/auth/v1`
 * answers `{code, msg}` with 400) says so with a static `validationFailed`.
 */
export interface ReportsValidationFailure {
  validationFailed(fieldErrors: Record<string, string>): Error;
}

function reporterOf(metatype: unknown): ReportsValidationFailure | null {
  const candidate = metatype as Partial<ReportsValidationFailure> | undefined;
  return typeof candidate?.validationFailed === 'function' ? (candidate as ReportsValidationFailure) : null;
}

/** 400: the address carries a parameter of the wrong shape (`?q=a&q=b`, too long, an unknown choice). */
export class InvalidQueryException extends BadRequestException {
  constructor(readonly fieldErrors: Record<string, string>) {
    const [field, message] = Object.entries(fieldErrors)[0] ?? ['query', 'is not valid'];
    super(`This address has a parameter we cannot use: ${field} (${message})`);
  }
}

/** Strips unknown fields, converts types, and reports failures per field (or as the DTO's API words them). */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (!(error instanceof InvalidFields)) throw error;
      const reporter = reporterOf(metadata.metatype);
      if (reporter) throw reporter.validationFailed(error.fieldErrors);
      // A query string is not a form to send back to: "back" may be this very address.
      if (metadata.type === 'query') throw new InvalidQueryException(error.fieldErrors);
      throw error;
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => InvalidFields.fromValidationErrors(errors),
  });
}

/**
 * Checks `value` against a DTO's rules outside the pipe, by the same rules (the first failure per
 * field): the instance, and the messages by field when something failed. `whitelist` strips the
 * fields the DTO does not name.
 */
export function checkAgainst<T extends object>(
  dto: new () => T,
  value: unknown,
  whitelist: boolean,
): { instance: T; fieldErrors: Record<string, string> | null } {
  const instance = plainToInstance(dto, value ?? {});
  const errors = validateSync(instance, { whitelist, stopAtFirstError: true });
  return { instance, fieldErrors: errors.length > 0 ? flattenValidationErrors(errors) : null };
}

/**
 * Validates a body whose DTO is known only inside the handler (its shape depends on another
 * parameter), with the same refusals as the pipe.
 */
export function validatedBody<T extends object>(dto: new () => T, body: unknown): T {
  const { instance, fieldErrors } = checkAgainst(dto, body, true);
  if (!fieldErrors) return instance;
  throw reporterOf(dto)?.validationFailed(fieldErrors) ?? new InvalidFields(fieldErrors);
}
