import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { cappedCount } from './paginate';

/**
 * Rows per value of `expression` (e.g. a status column) for each of `keys`, each counted up to
 * COUNT_CAP + 1: one bounded query per key (through the column's index) instead of a GROUP BY that
 * reads every row.
 */
export async function countBy<Key extends string, Entity extends ObjectLiteral>(
  builder: SelectQueryBuilder<Entity>,
  expression: string,
  keys: readonly Key[],
): Promise<Record<Key, number>> {
  const counts = {} as Record<Key, number>;
  for (const [index, key] of keys.entries()) {
    counts[key] = await cappedCount(
      builder.clone().andWhere(`${expression} = :countKey${index}`, { [`countKey${index}`]: key }),
    );
  }
  return counts;
}
