/**
 * A `bigint` column read as a number: pg returns bigints as strings; the values kept in them here
 * (amounts in minor units, invoice numbers) stay far inside Number's safe range.
 */
export const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A `numeric` column (a tax rate) read as a number: pg returns numerics as strings to keep precision. */
export const numericAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
