import { CURRENT_BANK, QUESTION_BANKS } from './index';
import { PUBLISHED_BENCHMARKS, publishedComparisons } from './published-benchmarks';
import { questionsOf } from './answer-text';

describe('published benchmarks', () => {
  it('covers every answer of its question once, with shares summing to 100%', () => {
    const questions = new Map(questionsOf(CURRENT_BANK).map(({ question }) => [question.id, question]));
    for (const benchmark of PUBLISHED_BENCHMARKS) {
      const question = questions.get(benchmark.question);
      if (question?.type !== 'single')
        throw new Error(`${benchmark.question} is not a single-choice question`);
      const grouped = benchmark.groups.flatMap((group) => group.answers).sort();
      const answerable = question.options
        .map((option) => option.value)
        .filter((value) => value !== 'unknown');
      expect(grouped).toEqual(answerable.sort());
      expect(benchmark.groups.reduce((sum, group) => sum + group.share, 0)).toBe(100);
      expect(benchmark.study.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives the share of the study with a weaker answer (HBR 2011: 37% / 16% / 24% / 23%)', () => {
    const ahead = (answer: string) =>
      publishedComparisons(CURRENT_BANK, { lead_response: answer }).map((comparison) => comparison.ahead);
    expect(ahead('under-1h')).toEqual([63]);
    expect(ahead('1-24h')).toEqual([47]);
    expect(ahead('over-24h')).toEqual([23]);
    expect(ahead('never')).toEqual([0]);
    const [fastest] = publishedComparisons(CURRENT_BANK, { lead_response: 'under-1h' });
    expect(fastest).toMatchObject({ answer: 'Within an hour', same: 37 });
    expect(fastest.sentence).toBe(
      'You are ahead of 63% of the 2,241 US companies whose response to a web lead was audited. 37% of the 2,241 US companies whose response to a web lead was audited replied within an hour, like you.',
    );
  });

  it('keeps a study’s bounds: "fewer than 40% above 90%" puts an over-90% answer ahead of more than 60%', () => {
    const [top] = publishedComparisons(CURRENT_BANK, { active_users: 'over-90' });
    expect(top.sentence).toMatch(
      /^You are ahead of more than 60% of the 1,275 companies surveyed\. Fewer than 40% /,
    );
    const [middle] = publishedComparisons(CURRENT_BANK, { active_users: '70-90' });
    expect(middle).toMatchObject({ ahead: 0, same: 60 });
    expect(middle.sentence).toBe(
      'More than 60% of the 1,275 companies surveyed had adoption of 90% or less, like you.',
    );
  });

  it('leaves out unanswered and "don’t know" answers, and questions a bank does not have', () => {
    expect(publishedComparisons(CURRENT_BANK, { active_users: 'unknown' })).toEqual([]);
    expect(publishedComparisons(CURRENT_BANK, {})).toEqual([]);
    // Version 1 has no data-accuracy or lead-response question: only adoption is compared.
    const v1 = publishedComparisons(QUESTION_BANKS[1], {
      active_users: 'over-90',
      lead_response: 'under-1h',
    });
    expect(v1.map((comparison) => comparison.question)).toEqual([
      'Share of licensed users who did real work in the CRM in the last 7 days',
    ]);
  });
});
