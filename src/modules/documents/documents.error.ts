import { ModuleError } from '@common/errors/module-error';

export type DocumentsErrorCode = 'documents.not_found';

/** Hand-over documents' expected failures, with stable codes (mapped to HTTP by the global filter). */
export class DocumentsError extends ModuleError {
  declare readonly code: DocumentsErrorCode;

  constructor(status: number, code: DocumentsErrorCode, message: string) {
    super(status, code, message);
  }

  /** Not there, or not this person's: the same answer, so an id tells nobody that it exists. */
  static notFound(path: string): DocumentsError {
    return new DocumentsError(404, 'documents.not_found', `Page not found: ${path}`);
  }
}
