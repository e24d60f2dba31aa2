import { ModuleError } from '@common/errors/module-error';

export type AssessmentErrorCode =
  | 'assessment.not_found'
  | 'assessment.no_draft_here'
  | 'assessment.step_not_open'
  | 'assessment.answers_changed'
  | 'assessment.already_submitted'
  | 'assessment.resume_link_invalid'
  | 'assessment.unknown_format'
  | 'assessment.summary_not_shared'
  | 'assessment.page_not_found'
  | 'assessment.report_not_found';

/** What can go wrong with an assessment that the respondent can be told about. */
export class AssessmentError extends ModuleError {
  declare readonly code: AssessmentErrorCode;

  constructor(status: number, code: AssessmentErrorCode, message: string) {
    super(status, code, message);
  }

  static notFound(): AssessmentError {
    return new AssessmentError(404, 'assessment.not_found', 'This assessment does not exist.');
  }

  /** A save for a step after the furthest one reached. */
  static stepNotOpen(): AssessmentError {
    return new AssessmentError(
      409,
      'assessment.step_not_open',
      'This step is not open yet: answer the earlier steps first.',
    );
  }

  static alreadySubmitted(): AssessmentError {
    return new AssessmentError(
      409,
      'assessment.already_submitted',
      'This assessment has already been submitted.',
    );
  }

  static pageNotFound(): AssessmentError {
    return new AssessmentError(404, 'assessment.page_not_found', 'This page does not exist.');
  }
}
