/**
 * Compiled by `npm run typecheck`, never run: each mistake below must fail to type-check (an unused
 * `@ts-expect-error` fails the check). They are the ways a form's contract can drift: the shared
 * body type (shared/forms) is the one source the form, the DTO, the entity and the answer list
 * follow.
 */
import { answerList, type StoredAnswers } from '@shared/forms/answers';
import type { FormState } from '@shared/forms/form-state';
import type { ContactAnswers, ContactForm } from '@shared/forms/leads';

interface WithJobTitle extends ContactForm {
  jobTitle: string;
}

// @ts-expect-error the answer list misses a field of the form (jobTitle)
export const answersWithoutJobTitle = answerList<Omit<WithJobTitle, 'consent'>>()([
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'company', label: 'Company' },
  { key: 'phone', label: 'Phone' },
  { key: 'crm', label: 'CRM in use' },
  { key: 'topic', label: 'Topic' },
  { key: 'message', label: 'Message' },
]);

// @ts-expect-error the DTO lacks a field of its form
export class DtoWithoutJobTitle implements WithJobTitle {
  name = '';
  email = '';
  company = '';
  crm = '';
  topic = '';
  message = '';
  consent = true;
}

// @ts-expect-error the entity has no column for an answer
export class EntityWithoutJobTitle implements StoredAnswers<Omit<WithJobTitle, 'consent'>> {
  name = '';
  email = '';
  company = '';
  phone: string | null = null;
  crm = '';
  topic = '';
  message = '';
}

const contactState = {
  name: '',
  email: '',
  company: '',
  phone: '',
  crm: '',
  topic: '',
  message: '',
  consent: false,
};

// @ts-expect-error the page's form misses a field (jobTitle)
export const formWithoutJobTitle: FormState<WithJobTitle> = contactState;
// @ts-expect-error the page's form sends a field the body does not have
export const formWithExtra: FormState<ContactForm> = { ...contactState, jobTitle: '' };
// @ts-expect-error an optional field still has its empty value in the form
export const formWithoutPhone: FormState<ContactForm> = { ...contactState, phone: undefined };

// The real contract compiles.
export const contactForm: FormState<ContactForm> = contactState;
export const storedContact: StoredAnswers<ContactAnswers> = { ...contactState, phone: null };
