import { ModuleError } from '@common/errors/module-error';

export type TrainingErrorCode =
  'training.not_found' | 'training.no_access' | 'training.not_completed' | 'training.grant_not_found';

/** The training area's expected failures, with stable codes (mapped to HTTP by the global filter). */
export class TrainingError extends ModuleError {
  declare readonly code: TrainingErrorCode;

  constructor(status: number, code: TrainingErrorCode, message: string) {
    super(status, code, message);
  }

  static notFound(path: string): TrainingError {
    return new TrainingError(404, 'training.not_found', `Page not found: ${path}`);
  }

  static noAccess(): TrainingError {
    return new TrainingError(
      403,
      'training.no_access',
      'This lesson comes with a CRM Mastery Program tier your account does not hold.',
    );
  }

  static notCompleted(): TrainingError {
    return new TrainingError(
      409,
      'training.not_completed',
      'Pass every lesson’s quiz first: the certificate is for a completed course.',
    );
  }
}
