import {
  DIMENSIONS,
  type Answer,
  type Answers,
  type Dimension,
  type Question,
  type QuestionBank,
} from './model';

/** Maturity bands of the overall score (docs/scoring.md): [min, next band's min). */
export const BANDS = [
  { id: 'foundational', label: 'Foundational', min: 0 },
  { id: 'developing', label: 'Developing', min: 40 },
  { id: 'established', label: 'Established', min: 60 },
  { id: 'advanced', label: 'Advanced', min: 80 },
] as const;
export type Band = (typeof BANDS)[number];

export function bandFor(score: number): Band {
  return [...BANDS].reverse().find((band) => score >= band.min) ?? BANDS[0];
}

/**
 * One answer's score, 0 … 1, or null when it does not count: unanswered, "don't know" / not
 * applicable, or a question that is not scored.
 */
export function answerScore(question: Question, answer: Answer | undefined): number | null {
  if (answer === undefined || !question.scoring?.length) return null;
  switch (question.type) {
    case 'single':
      return question.options.find((option) => option.value === answer)?.score ?? null;
    case 'multi': {
      const scores = (Array.isArray(answer) ? answer : [])
        .map((value) => question.options.find((option) => option.value === value)?.score)
        .filter((score): score is number => score !== undefined);
      return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
    }
    case 'scale':
      return typeof answer === 'number' && answer >= 1 && answer <= 5 ? (answer - 1) / 4 : null;
    default:
      return null;
  }
}

export interface ScoreResult {
  version: number;
  /** 0–100 per dimension; null when none of its questions was answered. */
  dimensions: Record<Dimension, number | null>;
  /** 0–100: dimension scores weighted by the bank's dimension weights (unanswered dimensions left out). */
  overall: number | null;
  band: Band['id'] | null;
  /** 0–100 from the three usage questions (the same formula as the public calculator). */
  adoption: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Scores a response against the bank it was answered with. Pure: same answers, same result. */
export function scoreResponse(bank: QuestionBank, answers: Answers): ScoreResult {
  const totals = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, { sum: 0, weight: 0 }]),
  ) as Record<Dimension, { sum: number; weight: number }>;
  for (const section of bank.sections) {
    for (const question of section.questions) {
      const score = answerScore(question, answers[question.id]);
      if (score === null) continue;
      for (const { dimension, weight } of question.scoring ?? []) {
        totals[dimension].sum += score * weight;
        totals[dimension].weight += weight;
      }
    }
  }
  const dimensions = Object.fromEntries(
    DIMENSIONS.map((dimension) => {
      const { sum, weight } = totals[dimension];
      return [dimension, weight > 0 ? round1((100 * sum) / weight) : null];
    }),
  ) as Record<Dimension, number | null>;

  let weighted = 0;
  let weightUsed = 0;
  for (const dimension of DIMENSIONS) {
    const score = dimensions[dimension];
    if (score === null) continue;
    weighted += score * bank.dimensionWeights[dimension];
    weightUsed += bank.dimensionWeights[dimension];
  }
  const overall = weightUsed > 0 ? round1(weighted / weightUsed) : null;
  return {
    version: bank.version,
    dimensions,
    overall,
    band: overall === null ? null : bandFor(overall).id,
    adoption: adoptionFromAnswers(bank, answers),
  };
}

/** The system adoption score's inputs, each 0 … 1 (the options' scores of the three usage questions). */
export interface AdoptionInputs {
  activeUsers: number;
  stageUpdates: number;
  spreadsheetIndependence: number;
}

export const ADOPTION_WEIGHTS = {
  activeUsers: 0.4,
  stageUpdates: 0.4,
  spreadsheetIndependence: 0.2,
} as const;

/** 100 × (0.4 × active users + 0.4 × weekly stage updates + 0.2 × independence from spreadsheets). */
export function systemAdoptionScore(inputs: AdoptionInputs): number {
  const score =
    ADOPTION_WEIGHTS.activeUsers * inputs.activeUsers +
    ADOPTION_WEIGHTS.stageUpdates * inputs.stageUpdates +
    ADOPTION_WEIGHTS.spreadsheetIndependence * inputs.spreadsheetIndependence;
  return round1(100 * score);
}

function adoptionFromAnswers(bank: QuestionBank, answers: Answers): number | null {
  const questions = new Map(bank.sections.flatMap((section) => section.questions).map((q) => [q.id, q]));
  const scoreOf = (id: string) => {
    const question = questions.get(id);
    return question ? answerScore(question, answers[id]) : null;
  };
  const activeUsers = scoreOf('active_users');
  const stageUpdates = scoreOf('stage_updates');
  const spreadsheetIndependence = scoreOf('spreadsheet_reliance');
  if (activeUsers === null || stageUpdates === null || spreadsheetIndependence === null) return null;
  return systemAdoptionScore({ activeUsers, stageUpdates, spreadsheetIndependence });
}
