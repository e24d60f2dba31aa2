import type { Answer, Answers, Question, QuestionBank, SectionId } from './model';

export const ANSWER_REQUIRED = 'Answer this question.';

/** Why one answer is not acceptable, or null. `undefined` (unanswered) is only a problem when required. */
export function answerProblem(
  question: Question,
  answer: Answer | undefined,
  required: boolean,
): string | null {
  if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) {
    return required && !question.optional ? ANSWER_REQUIRED : null;
  }
  switch (question.type) {
    case 'single':
      return typeof answer === 'string' && question.options.some((option) => option.value === answer)
        ? null
        : 'Choose one of the options.';
    case 'multi': {
      const values = question.options.map((option) => option.value);
      if (
        !Array.isArray(answer) ||
        answer.some((value) => !values.includes(value)) ||
        new Set(answer).size !== answer.length
      ) {
        return 'Choose from the options.';
      }
      if (question.min && answer.length < question.min) return `Choose at least ${question.min}.`;
      if (question.max && answer.length > question.max) return `Choose at most ${question.max}.`;
      return null;
    }
    case 'scale':
      return Number.isInteger(answer) && (answer as number) >= 1 && (answer as number) <= 5
        ? null
        : 'Choose a point from 1 to 5.';
    case 'number':
      return Number.isInteger(answer) &&
        (answer as number) >= question.min &&
        (answer as number) <= question.max
        ? null
        : `Enter a whole number from ${question.min} to ${question.max.toLocaleString('en-US')}.`;
    case 'text':
      if (typeof answer !== 'string') return 'Enter text.';
      return answer.length > question.maxLength ? `Keep it under ${question.maxLength} characters.` : null;
    case 'ranking': {
      const values = question.options.map((option) => option.value);
      const complete =
        Array.isArray(answer) &&
        answer.length === values.length &&
        values.every((value) => answer.includes(value));
      return complete ? null : 'Put every item in order.';
    }
  }
}

/**
 * Problems with the answers of one section, by question id. A draft (`required: false`) only
 * checks what was answered; a finished section also needs every non-optional answer.
 */
export function sectionProblems(
  bank: QuestionBank,
  sectionId: SectionId,
  answers: Answers,
  required: boolean,
): Record<string, string> {
  const section = bank.sections.find((candidate) => candidate.id === sectionId);
  const problems: Record<string, string> = {};
  for (const question of section?.questions ?? []) {
    const problem = answerProblem(question, answers[question.id], required);
    if (problem) problems[question.id] = problem;
  }
  if (required && !problems.seats) {
    const contradiction = seatsBeyondCompanySize(answers);
    if (contradiction && section?.questions.some((question) => question.id === 'seats'))
      problems.seats = contradiction;
  }
  return problems;
}

/** The largest company each size band holds (the last band has no limit). */
const COMPANY_SIZE_LIMITS: Record<string, number> = {
  '1-10': 10,
  '11-50': 50,
  '51-200': 200,
  '201-500': 500,
};

/**
 * Answers that cannot both be true ask a question before the step is done: more people with a CRM
 * login than the company has (issue 39: "1–10 people" with 25 logins went through unasked).
 */
export function seatsBeyondCompanySize(answers: Answers): string | null {
  const limit = COMPANY_SIZE_LIMITS[String(answers.company_size)];
  const seats = answers.seats;
  if (limit === undefined || typeof seats !== 'number' || seats <= limit) return null;
  return `You chose a company of at most ${limit} people, and ${seats} people with a CRM login. Which is right? If people outside the company log in too, choose the size that counts them.`;
}

/** Text Postgres cannot store in JSON: NUL characters (dropped) and lone UTF-16 surrogates (replaced). */
const storable = (value: unknown): unknown => {
  if (typeof value === 'string') {
    return value
      .replaceAll('\u0000', '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  }
  return Array.isArray(value) ? value.map(storable) : value;
};

/** Only the answers that belong to the bank (unknown keys dropped), their text made storable. */
export function knownAnswers(bank: QuestionBank, answers: Record<string, unknown>): Answers {
  const ids = new Set(bank.sections.flatMap((section) => section.questions.map((question) => question.id)));
  return Object.fromEntries(
    Object.entries(answers)
      .filter(([id]) => ids.has(id))
      .map(([id, answer]) => [id, storable(answer)]),
  ) as Answers;
}

/** How much of the questionnaire is answered: required questions with an acceptable answer. */
export function completion(bank: QuestionBank, answers: Answers): { answered: number; total: number } {
  const required = bank.sections
    .flatMap((section) => section.questions)
    .filter((question) => !question.optional);
  const answered = required.filter(
    (question) =>
      answers[question.id] !== undefined && answerProblem(question, answers[question.id], true) === null,
  ).length;
  return { answered, total: required.length };
}

/** The first section that still has a missing or wrong answer, or null when all are complete. */
export function firstIncompleteSection(bank: QuestionBank, answers: Answers): SectionId | null {
  return (
    bank.sections.find((section) => Object.keys(sectionProblems(bank, section.id, answers, true)).length > 0)
      ?.id ?? null
  );
}
