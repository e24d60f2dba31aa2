import {
  CURRENT_BANK,
  DIMENSIONS,
  QUESTION_BANKS,
  type Answers,
  type Question,
  type QuestionBank,
} from './index';
import { answerScore, bandFor, scoreResponse, systemAdoptionScore } from './scoring';
import { WORKED_EXAMPLE, WORKED_EXAMPLE_SCORES } from './worked-example';

const questions = CURRENT_BANK.sections.flatMap((section) => section.questions);
const scored = questions.filter((question) => question.scoring?.length);

/** Every scored question answered with its best (or worst) option. */
function extremeAnswers(best: boolean): Answers {
  const answers: Answers = {};
  for (const question of scored) {
    if (question.type === 'scale') answers[question.id] = best ? 5 : 1;
    if (question.type === 'single' || question.type === 'multi') {
      const options = question.options.filter((option) => option.score !== undefined);
      const pick = options.reduce((a, b) => ((best ? b.score! > a.score! : b.score! < a.score!) ? b : a));
      answers[question.id] = question.type === 'multi' ? [pick.value] : pick.value;
    }
  }
  return answers;
}

describe('the question bank', () => {
  it('has the six sections in route order, unique question ids, and dimension weights summing to 1', () => {
    expect(CURRENT_BANK.sections.map((section) => section.id)).toEqual([
      'profile',
      'team',
      'vision',
      'overall',
      'deepdive',
      'revenue-priorities',
    ]);
    const ids = questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    const total = Object.values(CURRENT_BANK.dimensionWeights).reduce((sum, weight) => sum + weight, 0);
    expect(total).toBeCloseTo(1, 10);
  });

  it('scores every dimension from at least two questions, with positive weights and option scores in 0…1', () => {
    for (const dimension of DIMENSIONS) {
      const mapped = scored.filter((question) =>
        question.scoring!.some((entry) => entry.dimension === dimension),
      );
      expect([dimension, mapped.length >= 2]).toEqual([dimension, true]);
    }
    for (const question of scored) {
      for (const { weight } of question.scoring!) expect(weight).toBeGreaterThan(0);
      if (question.type === 'single' || question.type === 'multi') {
        for (const option of question.options) {
          if (option.score !== undefined) expect(option.score).toBeGreaterThanOrEqual(0);
          if (option.score !== undefined) expect(option.score).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('scoring', () => {
  it('gives 100 everywhere for the best answers and 0 for the worst', () => {
    const best = scoreResponse(CURRENT_BANK, extremeAnswers(true));
    expect(best.overall).toBe(100);
    expect(Object.values(best.dimensions)).toEqual(DIMENSIONS.map(() => 100));
    expect(best.band).toBe('advanced');
    expect(best.adoption).toBe(100);
    const worst = scoreResponse(CURRENT_BANK, extremeAnswers(false));
    expect(worst.overall).toBe(0);
    expect(worst.band).toBe('foundational');
    expect(worst.adoption).toBe(0);
  });

  it('matches the worked example of docs/scoring.md', () => {
    expect(scoreResponse(CURRENT_BANK, WORKED_EXAMPLE)).toEqual(WORKED_EXAMPLE_SCORES);
  });

  it('scores version 2 exactly as version 1: its added questions are compared, never scored', () => {
    const answers = { ...WORKED_EXAMPLE, data_accuracy: 'over-90', lead_response: 'under-1h' };
    const { version: _v1, ...v1 } = scoreResponse(QUESTION_BANKS[1], answers);
    const { version: _v2, ...v2 } = scoreResponse(QUESTION_BANKS[2], answers);
    expect(v2).toEqual(v1);
    expect(scoreResponse(QUESTION_BANKS[2], { ...answers, lead_response: 'never' })).toEqual(
      scoreResponse(QUESTION_BANKS[2], answers),
    );
  });

  it('leaves unanswered, "don’t know" and not-applicable answers out of the averages', () => {
    const base = scoreResponse(CURRENT_BANK, { stage_criteria: 'all', stale_deals: 1 });
    // (1 × 2 + 0 × 1) / 3
    expect(base.dimensions.pipeline).toBe(66.7);
    const withUnknown = scoreResponse(CURRENT_BANK, {
      stage_criteria: 'all',
      stale_deals: 1,
      deals_missing_amount: 'unknown',
    });
    expect(withUnknown.dimensions.pipeline).toBe(66.7);
    expect(base.dimensions.governance).toBeNull();
    expect(base.adoption).toBeNull();
    // Only pipeline answered: the overall is the pipeline score, not dragged down by empty dimensions.
    expect(base.overall).toBe(66.7);
    expect(scoreResponse(CURRENT_BANK, {}).overall).toBeNull();
  });

  it('ignores answers that are not among a question’s options or outside the scale', () => {
    const scale = questions.find((question) => question.id === 'duplicates') as Question;
    expect(answerScore(scale, 0)).toBeNull();
    expect(answerScore(scale, 6)).toBeNull();
    expect(answerScore(scale, 3)).toBe(0.5);
    const single = questions.find((question) => question.id === 'stage_criteria') as Question;
    expect(answerScore(single, 'made-up')).toBeNull();
    const unscoredQuestion = questions.find((question) => question.id === 'company_size') as Question;
    expect(answerScore(unscoredQuestion, '11-50')).toBeNull();
  });

  it.each([
    [0, 'foundational'],
    [39.9, 'foundational'],
    [40, 'developing'],
    [59.9, 'developing'],
    [60, 'established'],
    [79.9, 'established'],
    [80, 'advanced'],
    [100, 'advanced'],
  ])('puts %d in the %s band', (score, band) => {
    expect(bandFor(score).id).toBe(band);
  });

  it('scores with the version a response was answered with', () => {
    const v2: QuestionBank = {
      ...CURRENT_BANK,
      version: 2,
      dimensionWeights: { ...CURRENT_BANK.dimensionWeights, adoption: 0.1, pipeline: 0.25 },
    };
    const answers = { stage_criteria: 'none', active_users: 'over-90' };
    const v1Result = scoreResponse(QUESTION_BANKS[1], answers);
    const v2Result = scoreResponse(v2, answers);
    expect(v1Result.version).toBe(1);
    expect(v2Result.version).toBe(2);
    // adoption 100 and pipeline 0: (0.2 × 100) / 0.35 = 57.1 under v1, (0.1 × 100) / 0.35 = 28.6 under v2.
    expect(v1Result.overall).toBe(57.1);
    expect(v2Result.overall).toBe(28.6);
  });

  it('computes the system adoption score from its three inputs', () => {
    expect(systemAdoptionScore({ activeUsers: 1, stageUpdates: 1, spreadsheetIndependence: 1 })).toBe(100);
    expect(systemAdoptionScore({ activeUsers: 0, stageUpdates: 0, spreadsheetIndependence: 1 })).toBe(20);
    expect(
      systemAdoptionScore({ activeUsers: 2 / 3, stageUpdates: 1 / 3, spreadsheetIndependence: 1 / 3 }),
    ).toBe(46.7);
  });
});
