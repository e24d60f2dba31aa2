import type { SectionId } from '../assessment';

/** The bodies of the assessment's requests (src/modules/assessment/dto/assessment.dto.ts). */

/** A step's answers, by question id (the question bank decides which are valid). */
export interface StepAnswersForm {
  answers?: Record<string, unknown>;
}

/** Back or Next on a step. */
export interface StepNavigationForm extends StepAnswersForm {
  direction?: 'next' | 'back';
}

/** Autosave of the step being answered. */
export interface DraftForm extends StepAnswersForm {
  step: SectionId;
}

/** The last step, with who the report is for. */
export interface SubmitAssessmentForm extends StepAnswersForm {
  name: string;
  email: string;
  consent: boolean;
}

/** "Email me a link to continue", saving the step's answers first. */
export interface ResumeLinkForm extends StepAnswersForm {
  step?: SectionId;
  email: string;
}
