import type { Answer, Question, QuestionBank, Section } from './model';

/** An answer as a person reads it: option labels, "4 of 5", a number with its unit, a ranked list. */
export function answerText(question: Question, answer: Answer | undefined): string {
  if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) return '';
  const label = (value: string) =>
    'options' in question
      ? (question.options.find((option) => option.value === value)?.label ?? value)
      : value;
  switch (question.type) {
    case 'single':
      return label(String(answer));
    case 'multi':
      return (Array.isArray(answer) ? answer : [String(answer)]).map(label).join('; ');
    case 'scale':
      return `${String(answer)} of 5`;
    case 'number':
      return question.unit ? `${Number(answer).toLocaleString('en-US')} ${question.unit}` : String(answer);
    case 'text':
      return String(answer);
    case 'ranking':
      return (Array.isArray(answer) ? answer : [])
        .map((value, index) => `${index + 1}. ${label(value)}`)
        .join('; ');
  }
}

/** Every question of the bank with its section, in order. */
export function questionsOf(bank: QuestionBank): Array<{ section: Section; question: Question }> {
  return bank.sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
}

/** 1st, 2nd, 3rd, 11th, 21st … (percentiles). */
export function ordinal(value: number): string {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th');
  return `${value}${suffix}`;
}
