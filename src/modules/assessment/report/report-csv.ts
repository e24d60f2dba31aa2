import { toCsv } from '@common/table/csv';
import type { AssessmentReport } from './assessment-report';

interface CsvRow {
  part: string;
  section: string;
  item: string;
  value: string | number | null;
}

/** The answers and scores as one CSV: a row per answer, then a row per score. */
export function reportCsv(report: AssessmentReport): string {
  const rows: CsvRow[] = [
    ...report.answers.map((answer) => ({
      part: 'answer',
      section: answer.section,
      item: answer.question,
      value: answer.answer,
    })),
    { part: 'score', section: 'Overall', item: 'CRM health score', value: report.overall },
    { part: 'score', section: 'Overall', item: 'Maturity band', value: report.band.label },
    { part: 'score', section: 'Overall', item: 'System adoption score', value: report.adoption },
    ...report.dimensions.map((dimension) => ({
      part: 'score',
      section: 'Dimension',
      item: dimension.label,
      value: dimension.score,
    })),
    ...report.dimensions
      .filter((dimension) => dimension.percentile !== null)
      .map((dimension) => ({
        part: 'percentile',
        section: 'Dimension',
        item: dimension.label,
        value: dimension.percentile,
      })),
    // A published study's share of weaker answers, in the same column as our own percentiles.
    ...report.published.map((comparison) => ({
      part: 'published benchmark',
      section: comparison.study.citation,
      item: comparison.question,
      value: comparison.ahead,
    })),
  ];
  return toCsv(
    [
      { header: 'Part', value: (row: CsvRow) => row.part },
      { header: 'Section', value: (row: CsvRow) => row.section },
      { header: 'Item', value: (row: CsvRow) => row.item },
      { header: 'Value', value: (row: CsvRow) => row.value },
    ],
    rows,
  );
}
