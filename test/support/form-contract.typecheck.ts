/**
 * Compiled by `npm run typecheck`, never run: each mistake below must fail to type-check (an unused
 * `@ts-expect-error` fails the check). They are the ways a form's contract can drift: the shared
 * body type (shared/forms) is the one source the form, the DTO, the entity and the answer list
 * follow. A sample form stands in for the real ones, so adding a field to a real form never
 * touches this file.
 */
import { answerList, type StoredAnswers } from '@shared/forms/answers';
import type { FormState } from '@shared/forms/form-state';

interface SampleForm {
  name: string;
  phone?: string;
  seats: number;
  consent: boolean;
}

interface WithJobTitle extends SampleForm {
  jobTitle: string;
}

// @ts-expect-error the answer list misses a field of the form (jobTitle)
export const answersWithoutJobTitle = answerList<Omit<WithJobTitle, 'consent'>>()([
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'seats', label: 'Seats' },
]);

export const answersWithExtra = answerList<Omit<SampleForm, 'consent'>>()([
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'seats', label: 'Seats' },
  // @ts-expect-error the answer list names a field the form does not have
  { key: 'jobTitle', label: 'Job title' },
]);

// @ts-expect-error the DTO lacks a field of its form
export class DtoWithoutJobTitle implements WithJobTitle {
  name = '';
  seats = 1;
  consent = true;
}

// @ts-expect-error the entity has no column for an answer
export class EntityWithoutJobTitle implements StoredAnswers<Omit<WithJobTitle, 'consent'>> {
  name = '';
  phone: string | null = null;
  seats = 1;
}

const sampleState = { name: '', phone: '', seats: '', consent: false };

// @ts-expect-error the page's form misses a field (jobTitle)
export const formWithoutJobTitle: FormState<WithJobTitle> = sampleState;
// @ts-expect-error the page's form sends a field the body does not have
export const formWithExtra: FormState<SampleForm> = { ...sampleState, jobTitle: '' };
// @ts-expect-error an optional field still has its empty value in the form
export const formWithoutPhone: FormState<SampleForm> = { ...sampleState, phone: undefined };

// The contract itself compiles: a number input holds text until the server reads it.
export const sampleForm: FormState<SampleForm> = sampleState;
export const storedSample: StoredAnswers<Omit<SampleForm, 'consent'>> = { name: '', phone: null, seats: 3 };
export const sampleAnswers = answerList<Omit<SampleForm, 'consent'>>()([
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'seats', label: 'Seats', kind: 'number' },
]);
