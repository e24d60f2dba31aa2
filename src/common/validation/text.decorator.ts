import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';

interface TextRules {
  /** Shown when the value is missing, empty or not text. */
  required: string;
  max: number;
  tooLong: string;
  min?: number;
  tooShort?: string;
}

/**
 * One rule per text field with one clear message for each way it can fail (missing, too short,
 * too long), instead of a stack of decorators whose first failure may be the least helpful.
 */
export function IsText(rules: TextRules, options?: ValidationOptions) {
  const problem = (value: unknown): string | null => {
    if (typeof value !== 'string' || value.length === 0) return rules.required;
    if (rules.min !== undefined && value.length < rules.min) return rules.tooShort ?? rules.required;
    if (value.length > rules.max) return rules.tooLong;
    return null;
  };
  return (object: object, propertyName: string) => {
    registerDecorator({
      name: 'isText',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => problem(value) === null,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? rules.required,
      },
    });
  };
}

/** Postgres text cannot hold NUL characters; they never mean anything in a form. */
export const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/** Trims text (and drops NULs); an optional field left blank becomes `undefined` so `@IsOptional` skips it. */
export const Trim = ({ blankIsMissing = false } = {}) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = withoutNul(value).trim();
    return blankIsMissing && trimmed === '' ? undefined : trimmed;
  });

/** A list of choices from `allowed`: at least one, each known. One message per way it can fail. */
export function IsChoiceList(
  allowed: readonly string[],
  messages: { empty: string; unknown: string },
  options?: ValidationOptions,
) {
  const problem = (value: unknown): string | null => {
    if (!Array.isArray(value) || value.length === 0) return messages.empty;
    if (value.length > allowed.length * 2 || value.some((item) => !allowed.includes(item as string))) {
      return messages.unknown;
    }
    return null;
  };
  return (object: object, propertyName: string) => {
    registerDecorator({
      name: 'isChoiceList',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => problem(value) === null,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? messages.empty,
      },
    });
  };
}

/**
 * An optional query-string value: one piece of text of at most `max` characters (not a repeated
 * `?a=1&a=2` list). A refusal is a 400 page (AppValidationPipe). Bracketed keys (`a[]`) are keys of
 * their own to the query parser, so they are unknown parameters and ignored.
 */
export const QueryText = (max: number) =>
  applyDecorators(
    IsOptional(),
    MaxLength(max, { message: `must be at most ${max} characters` }),
    IsString({ message: 'must be a single text value' }),
  );
