/**
 * A `bigint` column read as a number: pg returns bigints as strings; the values kept in them here
 * (amounts in minor units, invoice numbers) stay far inside Number's safe range.
 */
export const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
