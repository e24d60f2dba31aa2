import type { TrainingTier } from '../training';

/** The forms of the training area (issue 37): a learner's quiz and certificate, an admin's grant. */

export interface QuizForm {
  /** The chosen option of each question, in order (counted from 0). */
  answers: Array<number | null>;
}

export interface CertificateForm {
  name: string;
}

export const GRANT_NOTE_MAX = 500;

export interface GrantForm {
  email: string;
  tier: TrainingTier;
  note: string;
}
