import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { Request } from 'express';
import { InvalidQueryException } from './app-validation.pipe';
import { flattenValidationErrors } from './validation-failed.exception';

/**
 * The query string, checked against a DTO's rules for the parameters it names (one text value
 * each, bounded, known choices) and handed over whole: for queries whose other keys are open-ended
 * (`filter[status]=…`, the table's own filters), which the pipe's whitelisting would strip. The
 * typed parser that reads it next (parseTableQuery, parseRange…) picks the values and falls back to
 * defaults where a stale link names a sort or filter that no longer exists. A refusal is a 400 page
 * naming the parameter, as for any query DTO.
 */
export const ValidQuery = createParamDecorator(
  (dto: new () => object, context: ExecutionContext): Record<string, unknown> => {
    const query = context.switchToHttp().getRequest<Request>().query as Record<string, unknown>;
    const errors = validateSync(plainToInstance(dto, query), { stopAtFirstError: true });
    if (errors.length > 0) throw new InvalidQueryException(flattenValidationErrors(errors));
    return query;
  },
);
