import {
  answerText,
  bandFor,
  DIMENSION_LABELS,
  DIMENSIONS,
  QUESTION_BANKS,
  questionsOf,
  topRecommendations,
  type Dimension,
  type Recommendation,
} from '../../../../shared/assessment';
import { COMPANY_SIZES, CRM_IN_USE, labelOf } from '../../../../shared/lead-options';
import type { AssessmentResponse } from '../assessment-response.entity';

export interface DimensionRow {
  id: Dimension;
  label: string;
  score: number | null;
  /** Share of completed responses scoring lower (ties half), or null until the benchmark is shown. */
  percentile: number | null;
}

/** Everything a report shows, in one shape for the page, the PDF, the CSV and the email. */
export interface AssessmentReport {
  id: string;
  name: string;
  company: string;
  crm: string;
  companySize: string;
  submittedAt: string;
  version: number;
  overall: number;
  band: { id: string; label: string };
  adoption: number | null;
  dimensions: DimensionRow[];
  benchmark: { responses: number; minimum: number; shown: boolean };
  recommendations: Recommendation[];
  answers: Array<{ section: string; question: string; answer: string }>;
}

/** A submitted response as its report; `percentiles` is null while the benchmark is hidden. */
export function buildReport(
  response: AssessmentResponse,
  benchmark: { percentiles: Record<Dimension, number | null> | null; responses: number; minimum: number },
): AssessmentReport {
  const result = response.result!;
  const bank = QUESTION_BANKS[response.bankVersion];
  const overall = result.overall ?? 0;
  return {
    id: response.id,
    name: response.name ?? '',
    company: typeof response.answers.company === 'string' ? response.answers.company : '',
    crm: labelOf(CRM_IN_USE, response.crm ?? ''),
    companySize: labelOf(COMPANY_SIZES, response.companySize ?? ''),
    submittedAt: (response.submittedAt ?? response.updatedAt).toISOString(),
    version: response.bankVersion,
    overall,
    band: { id: bandFor(overall).id, label: bandFor(overall).label },
    adoption: result.adoption,
    dimensions: DIMENSIONS.map((dimension) => ({
      id: dimension,
      label: DIMENSION_LABELS[dimension],
      score: result.dimensions[dimension],
      percentile: benchmark.percentiles?.[dimension] ?? null,
    })),
    benchmark: {
      responses: benchmark.responses,
      minimum: benchmark.minimum,
      shown: benchmark.percentiles !== null,
    },
    recommendations: topRecommendations(bank, result, response.answers),
    answers: questionsOf(bank).map(({ section, question }) => ({
      section: section.title,
      question: question.label,
      answer: answerText(question, response.answers[question.id]),
    })),
  };
}
