import type { Option } from '../lead-options';
import { labelOf } from '../lead-options';

/**
 * One answer of a form as people read it afterwards: its label, its choices when it has them, and
 * what it is (`email` renders as a link, `text` is long free text shown on its own). `personal`
 * answers are erased when the person asks (the data-rights page).
 */
export interface AnswerField<Key extends string = string> {
  key: Key;
  label: string;
  options?: readonly Option[];
  kind?: 'email' | 'text' | 'list' | 'number';
  personal?: true;
}

/** What a form's answers become in the database: optional ones are NULL when not given. */
export type StoredAnswers<Answers> = {
  [Key in keyof Answers]-?: undefined extends Answers[Key]
    ? Exclude<Answers[Key], undefined> | null
    : Answers[Key];
};

type MissingKeys<Answers, List extends readonly AnswerField[]> = Exclude<
  keyof Answers & string,
  List[number]['key']
>;

/**
 * A form's answers, in the order people read them. Every key of `Answers` must be listed: a field
 * added to the form's type without its entry here fails the type check, naming the key.
 */
export const answerList =
  <Answers>() =>
  <const List extends readonly AnswerField<keyof Answers & string>[]>(
    list: List &
      ([MissingKeys<Answers, List>] extends [never] ? unknown : { missing: MissingKeys<Answers, List> }),
  ): List =>
    list;

/** The stored answers of a form, taken from a submitted body (optional ones NULL when not given). */
export function pickAnswers<Answers>(
  list: readonly AnswerField<keyof Answers & string>[],
  body: Answers,
): StoredAnswers<Answers> {
  return Object.fromEntries(
    list.map(({ key }) => [key, body[key as keyof Answers] ?? null]),
  ) as StoredAnswers<Answers>;
}

export interface AnswerRow {
  key: string;
  label: string;
  /** The answer as text (a list joined with "; "); null when not given. */
  value: string | null;
  /** A list's items, each as text. */
  values?: string[];
  kind?: AnswerField['kind'];
}

/** Answers chosen from the site's own lists (or a number): safe to repeat to an address nobody has confirmed. */
export const isChoice = (field: AnswerField) => field.options !== undefined || field.kind === 'number';

/** One answer as text a person reads (a choice by its label); a list's items each so. */
export function answerTexts(field: AnswerField, raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === null || raw === undefined || raw === '' ? [] : [raw];
  return values.map((value) => (field.options ? labelOf(field.options, String(value)) : String(value)));
}

/** Each answer as text a person reads, in the list's order. */
export function answerRows<Answers>(
  list: readonly AnswerField<keyof Answers & string>[],
  stored: StoredAnswers<Answers>,
): AnswerRow[] {
  return list.map((field) => {
    const text = answerTexts(field, stored[field.key as keyof Answers]);
    return {
      key: field.key,
      label: field.label,
      value: text.length > 0 ? text.join('; ') : null,
      ...(field.kind === 'list' && { values: text }),
      kind: field.kind,
    };
  });
}
