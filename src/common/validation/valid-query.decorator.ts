import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { checkAgainst, InvalidQueryException } from './app-validation.pipe';

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
    const { fieldErrors } = checkAgainst(dto, query, false);
    if (fieldErrors) throw new InvalidQueryException(fieldErrors);
    return query;
  },
);
