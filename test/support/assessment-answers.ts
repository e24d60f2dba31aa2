import { CURRENT_BANK, type SectionId } from '@shared/assessment';
import { WORKED_EXAMPLE } from '@shared/assessment/worked-example';

/** A complete set of answers: the worked example of docs/scoring.md plus the unscored profile questions. */
export const COMPLETE_ANSWERS: Record<string, unknown> = {
  ...WORKED_EXAMPLE,
  company: 'Acme Tools',
  industry: 'software',
  years_on_crm: '3-5',
  roles: ['reps', 'managers'],
  goals: ['forecast'],
  data_accuracy: '50-70',
  lead_response: 'under-1h',
  priorities: ['pipeline', 'data_quality', 'adoption', 'automation', 'reporting', 'integrations'],
};

export const answersFor = (step: SectionId, answers: Record<string, unknown> = COMPLETE_ANSWERS) =>
  Object.fromEntries(
    CURRENT_BANK.sections
      .find((section) => section.id === step)!
      .questions.filter((question) => question.id in answers)
      .map((question) => [question.id, answers[question.id]]),
  );
