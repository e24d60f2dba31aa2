import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Rows per value of `expression` (e.g. a status column), with every one of `keys` present (0 when none). */
export async function countBy<Key extends string, Entity extends ObjectLiteral>(
  builder: SelectQueryBuilder<Entity>,
  expression: string,
  keys: readonly Key[],
): Promise<Record<Key, number>> {
  const rows = await builder
    .select(expression, 'bucket')
    .addSelect('count(*)::int', 'count')
    .groupBy('bucket')
    .getRawMany<{ bucket: Key; count: number }>();
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const row of rows) counts[row.bucket] = row.count;
  return counts;
}
