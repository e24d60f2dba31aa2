import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/** A route id that is not a uuid names a page that does not exist: 404, not a database error. */
@Injectable()
export class UuidParam implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException('Not found');
    return value;
  }
}

/** The value, or a 404 when the lookup found nothing. */
export function found<T>(value: T | null | undefined, what = 'Record'): T {
  if (value === null || value === undefined) throw new NotFoundException(`${what} not found`);
  return value;
}
