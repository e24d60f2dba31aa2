import { answerText, questionsOf } from './answer-text';
import { CURRENT_BANK, DIMENSIONS, scoreResponse, type Dimension, type ScoreResult } from './index';
import {
  HEALTHY_DIMENSION_SCORE,
  priorityFactor,
  RECOMMENDATIONS,
  topRecommendations,
} from './recommendations';
import { completion, firstIncompleteSection } from './validation';
import { WORKED_EXAMPLE } from './worked-example';

const resultWith = (dimensions: Partial<Record<Dimension, number | null>>): ScoreResult => ({
  version: 1,
  dimensions: {
    ...Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, 90])),
    ...dimensions,
  } as ScoreResult['dimensions'],
  overall: 50,
  band: 'developing',
  adoption: null,
});

describe('recommendations', () => {
  it('has a weak and a middling plan with three steps for every dimension', () => {
    for (const dimension of DIMENSIONS) {
      for (const plan of [RECOMMENDATIONS[dimension].weak, RECOMMENDATIONS[dimension].middling]) {
        expect([dimension, plan.steps.length, plan.title.length > 0]).toEqual([dimension, 3, true]);
      }
    }
  });

  it('picks the three biggest gaps weighted by the overall score weights', () => {
    // Adoption weighs 0.2, the others 0.1–0.15: its 40-point gap beats a 40-point gap elsewhere.
    const top = topRecommendations(
      CURRENT_BANK,
      resultWith({ adoption: 40, automation: 40, reporting: 30, governance: 70 }),
      {},
    );
    expect(top.map((item) => item.dimension)).toEqual(['adoption', 'reporting', 'automation']);
    expect(top[0].title).toBe(RECOMMENDATIONS.adoption.weak.title);
  });

  it('lets the stated priorities reorder close calls', () => {
    const result = resultWith({ automation: 40, reporting: 40, integrations: 40 });
    const byAutomation = topRecommendations(CURRENT_BANK, result, {
      priorities: ['automation', 'integrations', 'reporting', 'pipeline', 'data_quality', 'adoption'],
    });
    expect(byAutomation.map((item) => item.dimension)).toEqual(['automation', 'integrations', 'reporting']);
    expect(priorityFactor(['a', 'b', 'c'], 'strategy')).toBe(1.1);
    expect(priorityFactor(['pipeline', 'b'], 'pipeline')).toBe(1.5);
  });

  it('recommends pipeline, data quality and adoption for the worked example of docs/scoring.md', () => {
    const result = scoreResponse(CURRENT_BANK, WORKED_EXAMPLE);
    expect(topRecommendations(CURRENT_BANK, result, WORKED_EXAMPLE).map((item) => item.title)).toEqual([
      RECOMMENDATIONS.pipeline.weak.title,
      RECOMMENDATIONS.data_quality.weak.title,
      RECOMMENDATIONS.adoption.middling.title,
    ]);
  });

  it('uses the middling plan from 50 and recommends nothing for healthy or unanswered dimensions', () => {
    const top = topRecommendations(CURRENT_BANK, resultWith({ pipeline: 55, strategy: null }), {});
    expect(top).toEqual([
      expect.objectContaining({ dimension: 'pipeline', title: RECOMMENDATIONS.pipeline.middling.title }),
    ]);
    expect(topRecommendations(CURRENT_BANK, resultWith({ pipeline: HEALTHY_DIMENSION_SCORE }), {})).toEqual(
      [],
    );
  });
});

describe('answers as text and completion', () => {
  const question = (id: string) =>
    questionsOf(CURRENT_BANK).find((entry) => entry.question.id === id)!.question;

  it.each([
    ['crm', 'hubspot', 'HubSpot'],
    ['roles', ['reps', 'managers'], 'Sales reps; Sales managers'],
    ['satisfaction', 3, '3 of 5'],
    ['seats', 1200, '1,200 users'],
    ['company', 'Acme', 'Acme'],
    ['priorities', ['reporting', 'pipeline'], '1. Forecasting and reporting; 2. Pipeline visibility'],
    ['crm', undefined, ''],
  ])('shows %s = %p as %p', (id, answer, text) => {
    expect(answerText(question(id), answer as never)).toBe(text);
  });

  it('counts required answers and finds the first incomplete step', () => {
    const { total } = completion(CURRENT_BANK, {});
    expect(total).toBe(questionsOf(CURRENT_BANK).filter((entry) => !entry.question.optional).length);
    expect(completion(CURRENT_BANK, { crm: 'hubspot', seats: -1 })).toEqual({ answered: 1, total });
    expect(firstIncompleteSection(CURRENT_BANK, {})).toBe('profile');
    expect(firstIncompleteSection(CURRENT_BANK, { ...WORKED_EXAMPLE })).toBe('profile'); // industry, years missing
    const complete = {
      ...WORKED_EXAMPLE,
      industry: 'software',
      years_on_crm: '1-2',
      roles: ['reps'],
      goals: ['forecast'],
    };
    expect(firstIncompleteSection(CURRENT_BANK, complete)).toBeNull();
    expect(completion(CURRENT_BANK, complete)).toEqual({ answered: total, total });
  });
});
