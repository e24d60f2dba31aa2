import {
  BANDS,
  CURRENT_BANK,
  DIMENSION_DESCRIPTIONS,
  DIMENSION_LABELS,
  DIMENSIONS,
  scoreResponse,
  topRecommendations,
  type Answers,
  type Question,
  type ScoreResult,
} from '@shared/assessment';
import { WORKED_EXAMPLE, WORKED_EXAMPLE_SCORES } from '@shared/assessment/worked-example';
import type { DiagnosticCheck, DiagnosticTable } from '@shared/pages';

/**
 * The assessment model as tables and its scoring run against known answers (docs/scoring.md):
 * what /assessment/test-* show. Pure: the bank and the answers in, tables out.
 */

const bank = CURRENT_BANK;
const questions = bank.sections.flatMap((section) =>
  section.questions.map((question) => ({ section, question })),
);

export function modelTables(): DiagnosticTable[] {
  return [
    {
      caption: `Sections of question bank v${bank.version} (published ${bank.published})`,
      columns: ['Step', 'Section', 'Questions', 'Scored'],
      rows: bank.sections.map((section) => [
        section.id,
        section.title,
        section.questions.length,
        section.questions.filter((question) => question.scoring?.length).length,
      ]),
    },
    {
      caption: 'Dimensions: their weight in the overall score and what they measure',
      columns: ['Dimension', 'Weight', 'Measures'],
      rows: DIMENSIONS.map((dimension) => [
        DIMENSION_LABELS[dimension],
        bank.dimensionWeights[dimension],
        DIMENSION_DESCRIPTIONS[dimension],
      ]),
    },
    {
      caption: 'Maturity bands of the overall score',
      columns: ['Band', 'From'],
      rows: BANDS.map((band) => [band.label, band.min]),
    },
  ];
}

export function mappingTable(): DiagnosticTable {
  return {
    caption: 'Every question, its type and where its answer counts (dimension × weight)',
    columns: ['Question', 'Step', 'Type', 'Counts towards'],
    rows: questions.map(({ section, question }) => [
      `${question.id}: ${question.label}`,
      section.id,
      question.type,
      question.scoring?.length
        ? question.scoring.map((item) => `${DIMENSION_LABELS[item.dimension]} × ${item.weight}`).join(', ')
        : 'not scored',
    ]),
  };
}

/** Answers that pick, for every scored question, the best (or the worst) scoring choice. */
function extremeAnswers(best: boolean): Answers {
  const pick = (scores: number[]) => (best ? Math.max(...scores) : Math.min(...scores));
  const answers: Answers = {};
  for (const { question } of questions) {
    if (!question.scoring?.length) continue;
    const answer = extremeAnswer(question, pick);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}

function extremeAnswer(question: Question, pick: (scores: number[]) => number): Answers[string] | undefined {
  if (question.type === 'scale') return pick([1, 5]);
  if (question.type !== 'single' && question.type !== 'multi') return undefined;
  const scored = question.options.filter((option) => option.score !== undefined);
  const target = pick(scored.map((option) => option.score!));
  const chosen = scored.find((option) => option.score === target)!.value;
  return question.type === 'multi' ? [chosen] : chosen;
}

const within = (actual: number | null, expected: number) =>
  actual !== null && Math.abs(actual - expected) < 0.05;

/** Scoring test vectors, run now against the live code: the worked example, the best, the worst, nothing. */
export function scoringChecks(): DiagnosticCheck[] {
  const worked = scoreResponse(bank, WORKED_EXAMPLE);
  const best = scoreResponse(bank, extremeAnswers(true));
  const worst = scoreResponse(bank, extremeAnswers(false));
  const empty = scoreResponse(bank, {});
  const expected = WORKED_EXAMPLE_SCORES;
  return [
    ...DIMENSIONS.map((dimension) => ({
      name: `Worked example: ${DIMENSION_LABELS[dimension]} is ${expected.dimensions[dimension]}`,
      passed: within(worked.dimensions[dimension], expected.dimensions[dimension]!),
      detail: `scored ${worked.dimensions[dimension] ?? 'nothing'}`,
    })),
    {
      name: `Worked example: overall ${expected.overall}, band ${expected.band}`,
      passed: within(worked.overall, expected.overall!) && worked.band === expected.band,
      detail: `scored ${worked.overall ?? 'nothing'}, ${worked.band ?? 'no band'}`,
    },
    {
      name: `Worked example: system adoption ${expected.adoption}`,
      passed: within(worked.adoption, expected.adoption!),
      detail: `scored ${worked.adoption ?? 'nothing'}`,
    },
    {
      name: 'The best answer everywhere scores 100 in every dimension',
      passed: best.overall === 100 && DIMENSIONS.every((dimension) => best.dimensions[dimension] === 100),
      detail: `overall ${best.overall}, lowest dimension ${Math.min(...DIMENSIONS.map((d) => best.dimensions[d] ?? -1))}`,
    },
    {
      name: 'The worst answer everywhere scores 0 in every dimension',
      passed: worst.overall === 0 && DIMENSIONS.every((dimension) => worst.dimensions[dimension] === 0),
      detail: `overall ${worst.overall}, highest dimension ${Math.max(...DIMENSIONS.map((d) => worst.dimensions[d] ?? 101))}`,
    },
    {
      name: 'No answers: no score and no band (nothing is invented)',
      passed: empty.overall === null && empty.band === null,
      detail: `overall ${empty.overall ?? 'none'}, band ${empty.band ?? 'none'}`,
    },
  ];
}

/** Everything a report shows for a set of answers, as tables (test-report and test-utils). */
export function reportTables(answers: Answers): DiagnosticTable[] {
  const result: ScoreResult = scoreResponse(bank, answers);
  const recommendations = result.overall === null ? [] : topRecommendations(bank, result, answers);
  return [
    {
      caption: 'Scores',
      columns: ['Figure', 'Value'],
      rows: [
        ['CRM health score', result.overall],
        ['Maturity band', result.band],
        ['System adoption score', result.adoption],
        ...DIMENSIONS.map((dimension): [string, number | null] => [
          DIMENSION_LABELS[dimension],
          result.dimensions[dimension],
        ]),
      ],
    },
    {
      caption: 'What to do first (the three biggest weighted gaps)',
      columns: ['Dimension', 'Recommendation'],
      rows: recommendations.map((item) => [DIMENSION_LABELS[item.dimension], item.title]),
    },
  ];
}

/** Answers typed as JSON into test-utils: an object of answers, or the reason it is not one. */
export function parseAnswers(text: string): { answers: Answers } | { problem: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { problem: 'Enter the answers as a JSON object: {"question-id": "option value", …}.' };
    return { answers: value as Answers };
  } catch {
    return { problem: 'That is not valid JSON.' };
  }
}
