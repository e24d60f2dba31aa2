import { STATUS_CODES } from 'node:http';

/**
 * A failure a module expects and can explain: a stable `code` that clients and tests rely on, the
 * HTTP status it maps to, and a message a person may read. Services and controllers throw their
 * module's subclass (never Nest's HTTP exceptions); the global filter (AppExceptionFilter) turns it
 * into the JSON body or the error screen, so the mapping to HTTP lives in one place.
 */
export abstract class ModuleError extends Error {
  protected constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields for API clients (e.g. one message per field). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The JSON body API clients get (a module whose clients expect another shape overrides it). */
  body(): Record<string, unknown> {
    return {
      statusCode: this.status,
      error: STATUS_CODES[this.status] ?? 'Error',
      code: this.code,
      message: this.message,
      ...this.details,
    };
  }
}
