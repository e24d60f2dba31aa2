import { CURRENT_BANK, type Question, type SectionId } from './index';
import { ANSWER_REQUIRED, answerProblem, knownAnswers, sectionProblems } from './validation';
import { WORKED_EXAMPLE } from './worked-example';

const question = (id: string) =>
  CURRENT_BANK.sections
    .flatMap((section) => section.questions)
    .find((candidate) => candidate.id === id) as Question;

describe('assessment answer validation', () => {
  it.each<[string, unknown, string | null]>([
    ['crm', 'hubspot', null],
    ['crm', 'myspace', 'Choose one of the options.'],
    ['crm', 3, 'Choose one of the options.'],
    ['roles', ['reps', 'managers'], null],
    ['roles', ['reps', 'reps'], 'Choose from the options.'],
    ['roles', ['pirates'], 'Choose from the options.'],
    ['roles', 'reps', 'Choose from the options.'],
    ['duplicates', 1, null],
    ['duplicates', 5, null],
    ['duplicates', 0, 'Choose a point from 1 to 5.'],
    ['duplicates', 3.5, 'Choose a point from 1 to 5.'],
    ['duplicates', '3', 'Choose a point from 1 to 5.'],
    ['seats', 1, null],
    ['seats', 100_000, null],
    ['seats', 0, 'Enter a whole number from 1 to 100,000.'],
    ['seats', 100_001, 'Enter a whole number from 1 to 100,000.'],
    ['seats', 2.5, 'Enter a whole number from 1 to 100,000.'],
    ['company', 'x'.repeat(160), null],
    ['company', 'x'.repeat(161), 'Keep it under 160 characters.'],
    ['company', 42, 'Enter text.'],
    ['priorities', ['pipeline', 'data_quality', 'adoption', 'automation', 'reporting', 'integrations'], null],
    ['priorities', ['pipeline', 'data_quality'], 'Put every item in order.'],
    [
      'priorities',
      ['pipeline', 'pipeline', 'adoption', 'automation', 'reporting', 'integrations'],
      'Put every item in order.',
    ],
  ])('%s = %j → %s', (id, answer, problem) => {
    expect(answerProblem(question(id), answer as never, false)).toBe(problem);
  });

  it('asks for missing answers only when the section is finished, and never for optional ones', () => {
    expect(answerProblem(question('crm'), undefined, false)).toBeNull();
    expect(answerProblem(question('crm'), undefined, true)).toBe(ANSWER_REQUIRED);
    expect(answerProblem(question('success_definition'), undefined, true)).toBeNull();
    expect(sectionProblems(CURRENT_BANK, 'vision', {}, true)).toEqual({
      goals: ANSWER_REQUIRED,
      written_strategy: ANSWER_REQUIRED,
      executive_sponsor: ANSWER_REQUIRED,
      kpis_reviewed: ANSWER_REQUIRED,
    });
  });

  it('accepts the worked example in every section', () => {
    const complete = {
      ...WORKED_EXAMPLE,
      industry: 'software',
      years_on_crm: '3-5',
      roles: ['reps'],
      goals: ['forecast'],
      deals_missing_amount: 'unknown',
    };
    for (const section of CURRENT_BANK.sections) {
      expect([section.id, sectionProblems(CURRENT_BANK, section.id as SectionId, complete, true)]).toEqual([
        section.id,
        {},
      ]);
    }
  });

  it('asks which is right when there are more CRM logins than people in the company (issue 39)', () => {
    const profile = {
      company: 'Acme',
      company_size: '1-10',
      industry: 'software',
      crm: 'hubspot',
      years_on_crm: '1-2',
    };
    expect(sectionProblems(CURRENT_BANK, 'profile', { ...profile, seats: 10 }, true)).toEqual({});
    expect(sectionProblems(CURRENT_BANK, 'profile', { ...profile, seats: 25 }, true)).toEqual({
      seats: expect.stringMatching(
        /^You chose a company of at most 10 people, and 25 people with a CRM login\. Which is right\?/,
      ),
    });
    // A draft being saved is not asked yet; the largest size has no limit.
    expect(sectionProblems(CURRENT_BANK, 'profile', { ...profile, seats: 25 }, false)).toEqual({});
    expect(
      sectionProblems(CURRENT_BANK, 'profile', { ...profile, company_size: '501+', seats: 9000 }, true),
    ).toEqual({});
  });

  it('keeps only answers to questions of the bank', () => {
    expect(knownAnswers(CURRENT_BANK, { crm: 'hubspot', __proto__x: 1, admin: true })).toEqual({
      crm: 'hubspot',
    });
  });
});
