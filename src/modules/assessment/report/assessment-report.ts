import {
  answerText,
  bandFor,
  DIMENSION_LABELS,
  DIMENSIONS,
  publishedComparisons,
  QUESTION_BANKS,
  questionsOf,
  topRecommendations,
  type AssessmentReport,
  type Dimension,
} from '@shared/assessment';
import { COMPANY_SIZES, CRM_IN_USE, labelOf } from '@shared/lead-options';
import type { AssessmentResponse } from '../assessment-response.entity';

export type { AssessmentReport };

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
    published: publishedComparisons(bank, response.answers),
    recommendations: topRecommendations(bank, result, response.answers),
    answers: questionsOf(bank).map(({ section, question }) => ({
      section: section.title,
      question: question.label,
      answer: answerText(question, response.answers[question.id]),
    })),
  };
}
