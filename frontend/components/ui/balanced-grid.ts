/**
 * Card grids without holes: items are laid out in rows of at most two (from `sm`) or three (from
 * `lg`) that are as even as possible, so 5 cards are 3 + 2 and 7 are 3 + 2 + 2, never a row with one
 * empty slot or one card alone. Put `BALANCED_GRID` on the list and `balancedSpan(i, n)` on each item.
 */
export const BALANCED_GRID = 'grid sm:grid-cols-12';

// Full class names (Tailwind finds classes by reading the source).
const SM_SPAN: Record<number, string> = { 1: 'sm:col-span-12', 2: 'sm:col-span-6' };
const LG_SPAN: Record<number, string> = { 1: 'lg:col-span-12', 2: 'lg:col-span-6', 3: 'lg:col-span-4' };

/** Row lengths for `count` items with at most `perRow` in a row: as few rows as possible, as even as possible. */
export function rowLengths(count: number, perRow: number): number[] {
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  return Array.from({ length: rows }, (_, row) => base + (row < count % rows ? 1 : 0));
}

const rowLengthOf = (index: number, lengths: number[]): number => {
  let rest = index;
  for (const length of lengths) {
    if (rest < length) return length;
    rest -= length;
  }
  return 1;
};

/** The column span classes of item `index` of `count`. */
export function balancedSpan(index: number, count: number): string {
  return `${SM_SPAN[rowLengthOf(index, rowLengths(count, 2))]} ${LG_SPAN[rowLengthOf(index, rowLengths(count, 3))]}`;
}
