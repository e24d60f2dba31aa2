/**
 * What a page's `useForm` holds for a request body: every field present (an optional one as its
 * empty value), a number as the text its input holds until the server reads it. Typing `useForm`
 * with it (`useForm<FormState<ContactForm>>({...})`) makes a missing or unknown field a type error.
 */
export type FormState<Body> = {
  [Key in keyof Body]-?: Exclude<Body[Key], undefined> extends number
    ? number | string
    : Exclude<Body[Key], undefined>;
};

/** A form whose inputs all hold text (selects of numbers or yes/no included): the body's names, as strings. */
export type TextInputs<Body> = { [Key in keyof Body]-?: string };
