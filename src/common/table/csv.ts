import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { TableCursor, TablePage, TableQuery } from '@shared/table';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/** RFC 4180 CSV, with every cell a spreadsheet could run as a formula neutralised (`csvCell`). */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return headerLine(columns) + toCsvRows(columns, rows);
}

const headerLine = <Row>(columns: CsvColumn<Row>[]) =>
  `${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;

/** A character a spreadsheet reads as the start of a formula (OWASP's list, with the full-width forms). */
const FORMULA_START = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/**
 * A formula start at the cell's start, or after a separator some locale or program splits on;
 * spaces and double quotes before it are skipped, as a spreadsheet that re-splits the text skips them.
 */
const FORMULA_AT_START = new RegExp(`^[\\s"]*[${FORMULA_START}]`);
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;,\\t\\r\\n][\\s"]*)(?=[${FORMULA_START}])`, 'g');
/** "+1 555 010 2030", "+44 (20) 7946-0958": digits and punctuation only, no function to call. */
const PHONE_NUMBER = /^\+[\d\s().-]{4,30}$/;

/**
 * One CSV cell. A cell that starts with a formula character gets a leading quote; so does every
 * formula start after a `;`, `,`, tab or newline inside the cell, because Excel in `;`-separated
 * locales (DE, FR, NL) splits an unquoted `Eve;=cmd|…` into cells of its own. Cells holding a separator
 * are also quoted. Numbers and phone numbers stay as they are (they cannot call anything).
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (!PHONE_NUMBER.test(text)) {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_AT_START.test(text)) text = `'${text}`;
  }
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows fetched per query while a CSV streams. */
export const CSV_BATCH_SIZE = 500;

/**
 * A CSV download of every row the table's filters match, in the table's order, streamed: rows are
 * fetched a batch at a time with keyset paging (each batch starts after the last row of the one
 * before: `paginate`), so a large export never sits whole in memory, costs the same per batch at any
 * depth, and rows added while it runs are neither doubled nor lost.
 */
export function csvStream<Row>(
  res: Response,
  filename: string,
  columns: CsvColumn<Row>[],
  query: TableQuery,
  fetchBatch: (batch: TableQuery) => Promise<TablePage<Row>>,
): StreamableFile {
  async function* lines(): AsyncGenerator<string> {
    yield headerLine(columns);
    let after: TableCursor | null = null;
    do {
      const batch = await fetchBatch({ ...query, page: 1, perPage: CSV_BATCH_SIZE, after });
      if (batch.rows.length) yield toCsvRows(columns, batch.rows);
      after = batch.next ?? null;
    } while (after);
  }
  res.set('Cache-Control', 'no-store');
  return new StreamableFile(Readable.from(lines()), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${filename}"`,
  });
}

function toCsvRows<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return rows.map((row) => `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`).join('');
}

/** Sends rows as a CSV download named `filename`. */
export function csvDownload<Row>(
  res: Response,
  filename: string,
  columns: CsvColumn<Row>[],
  rows: Row[],
): string {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  return toCsv(columns, rows);
}
