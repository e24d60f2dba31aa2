import { answerList } from './answers';
import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  CONTACT_TOPICS,
  CRM_IN_USE,
  JUMPSTART_GOALS,
  JUMPSTART_TIMELINES,
} from '../lead-options';

/**
 * The lead forms' bodies: the form components type their `useForm` with these, the server's DTOs
 * implement them (src/modules/leads/dto), and the entities store them (StoredAnswers). Every lead
 * form also sends the honeypot, the page it was on and the visit's attribution (LeadFormDto).
 */

/** What the contact and Jumpstart forms both ask. */
interface ContactDetails {
  name: string;
  email: string;
  phone?: string;
  crm: string;
  consent: boolean;
}

export interface ContactForm extends ContactDetails {
  company: string;
  topic: string;
  message: string;
}

export interface JumpstartForm extends ContactDetails {
  company: string;
  website?: string;
  companySize: string;
  seats: number;
  goals: string[];
  success: string;
  timeline: string;
  budgetRange: string;
  role: string;
}

/** What a lead keeps of its form: every answer but the consent, which becomes its date. */
export type ContactAnswers = Omit<ContactForm, 'consent'>;
export type JumpstartAnswers = Omit<JumpstartForm, 'consent'>;

/**
 * The contact form's answers as people read them, in order: the lead's page in the back office,
 * the email to the team, the CSV export and the personal-data export and erasure all follow it.
 */
export const CONTACT_ANSWERS = answerList<ContactAnswers>()([
  { key: 'name', label: 'Name', personal: true },
  { key: 'email', label: 'Email', kind: 'email', personal: true },
  { key: 'company', label: 'Company', personal: true },
  { key: 'phone', label: 'Phone', personal: true },
  { key: 'crm', label: 'CRM in use', options: CRM_IN_USE },
  { key: 'topic', label: 'Topic', options: CONTACT_TOPICS },
  { key: 'message', label: 'Message', kind: 'text', personal: true },
]);

/** The Jumpstart application's answers as people read them (as CONTACT_ANSWERS). */
export const JUMPSTART_ANSWERS = answerList<JumpstartAnswers>()([
  { key: 'company', label: 'Company', personal: true },
  { key: 'website', label: 'Website', personal: true },
  { key: 'companySize', label: 'Company size', options: COMPANY_SIZES },
  { key: 'crm', label: 'CRM in use', options: CRM_IN_USE },
  { key: 'seats', label: 'People using the CRM', kind: 'number' },
  { key: 'goals', label: 'Goals', options: JUMPSTART_GOALS, kind: 'list' },
  { key: 'success', label: 'What success looks like', kind: 'text', personal: true },
  { key: 'timeline', label: 'Timeline', options: JUMPSTART_TIMELINES },
  { key: 'budgetRange', label: 'Budget', options: BUDGET_RANGES },
  { key: 'name', label: 'Name', personal: true },
  { key: 'role', label: 'Role', personal: true },
  { key: 'email', label: 'Email', kind: 'email', personal: true },
  { key: 'phone', label: 'Phone', personal: true },
]);

/** The newsletter sign-up (and the tools' "email me the result" forms, which may subscribe too). */
export interface NewsletterSignupForm {
  email: string;
}

/** A lead's review in the back office: its status and the team's notes. */
export interface LeadReviewForm {
  status: string;
  notes?: string;
}
