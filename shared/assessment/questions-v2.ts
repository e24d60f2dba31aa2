import type { Question, QuestionBank, Section } from './model';
import { QUESTION_BANK_V1 } from './questions-v1';

/**
 * Version 2: version 1 plus two optional, unscored questions whose answers published studies
 * split the same way (shared/assessment/published-benchmarks.ts), so a report compares them with
 * a published sample from the first assessment. Scores are computed exactly as in version 1.
 */
const DATA_ACCURACY: Question = {
  id: 'data_accuracy',
  type: 'single',
  label: 'Roughly what share of your CRM data would you call accurate and complete?',
  hint: 'Not scored: your report compares it with a published survey.',
  optional: true,
  options: [
    { value: 'under-50', label: 'Less than half' },
    { value: '50-70', label: '50–70%' },
    { value: '70-90', label: '70–90%' },
    { value: 'over-90', label: 'Over 90%' },
  ],
};

const LEAD_RESPONSE: Question = {
  id: 'lead_response',
  type: 'single',
  label: 'How soon does a new web lead usually get its first reply?',
  hint: 'Not scored: your report compares it with a published audit of 2,241 companies.',
  optional: true,
  options: [
    { value: 'under-1h', label: 'Within an hour' },
    { value: '1-24h', label: 'Within a day' },
    { value: 'over-24h', label: 'After more than a day' },
    { value: 'never', label: 'Often not at all' },
  ],
};

const after = (section: Section, questionId: string, added: Question): Section => {
  const index = section.questions.findIndex((question) => question.id === questionId);
  return {
    ...section,
    questions: [...section.questions.slice(0, index + 1), added, ...section.questions.slice(index + 1)],
  };
};

export const QUESTION_BANK_V2: QuestionBank = {
  ...QUESTION_BANK_V1,
  version: 2,
  published: '2026-11-27',
  sections: QUESTION_BANK_V1.sections.map((section) =>
    section.id === 'deepdive'
      ? after(after(section, 'last_cleanup', DATA_ACCURACY), 'lead_routing', LEAD_RESPONSE)
      : section,
  ),
};
