import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/** RFC 4180 CSV. Cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return headerLine(columns) + toCsvRows(columns, rows);
}

const headerLine = <Row>(columns: CsvColumn<Row>[]) =>
  `${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;

function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows fetched per query while a CSV streams. */
export const CSV_BATCH_SIZE = 500;

/**
 * A CSV download of every row the table's filters match, streamed: rows are fetched a batch at a
 * time and written as they come, so a large export never sits whole in memory.
 */
export function csvStream<Row>(
  res: Response,
  filename: string,
  columns: CsvColumn<Row>[],
  fetchPage: (page: number, size: number) => Promise<{ rows: Row[] }>,
): StreamableFile {
  async function* lines(): AsyncGenerator<string> {
    yield headerLine(columns);
    for (let page = 1; ; page += 1) {
      const { rows } = await fetchPage(page, CSV_BATCH_SIZE);
      if (rows.length) yield toCsvRows(columns, rows);
      if (rows.length < CSV_BATCH_SIZE) return;
    }
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
