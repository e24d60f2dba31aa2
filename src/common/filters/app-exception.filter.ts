import { STATUS_CODES } from 'node:http';
import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { InertiaService } from '@inertia/inertia.service';
import { ModuleError } from '../errors/module-error';
import { UnexpectedErrors } from '../errors/unexpected-errors';
import { loggedUrl } from '../http/log-privacy';
import { JsonErrorBodies } from '../http/json-error-bodies';
import { RedirectException } from '../http/redirect.exception';
import { wantsJson } from '../http/wants-json';
import { InvalidFields } from '../errors/invalid-fields';

export const ERROR_PAGE = 'error';

/**
 * The one place errors become responses:
 * - invalid fields (InvalidFields) on page forms go back to the form with `errors` (Inertia convention),
 *   JSON clients get 422 with `errors`;
 * - a module's error (ModuleError: stable code, status, readable message) gets its status and its JSON body;
 * - other errors render the error screen (HTML or Inertia) or a JSON body for API clients;
 * - unexpected exceptions are logged with the request and shown as a plain 500, never with details.
 */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly inertia: InertiaService,
    private readonly unexpected: UnexpectedErrors,
    private readonly errorBodies: JsonErrorBodies,
  ) {}

  async catch(thrown: unknown, host: ArgumentsHost): Promise<void> {
    if (host.getType() !== 'http') throw thrown;
    const thrownError = fromBodyParser(thrown);
    const exception = fromModuleError(thrownError);
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const status =
      exception instanceof HttpException ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
    if (status >= 500) {
      this.logger.error(
        { err: exception, url: loggedUrl(req.originalUrl), method: req.method },
        'Unhandled error while serving a request',
      );
      this.unexpected.report({
        error: exception,
        kind: 'http',
        severity: 'error',
        url: req.originalUrl,
        userId: req.auth?.user.id,
        metadata: { method: req.method, status },
      });
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    // Refused before its body was read (a limit, a CSRF check, a file too large): close the connection
    // rather than read the rest of an upload nobody will use.
    if (!req.complete) res.setHeader('Connection', 'close');

    if (exception instanceof RedirectException) {
      res.redirect(302, exception.url);
      return;
    }
    if (thrownError instanceof InvalidFields && !wantsJson(req) && req.inertia) {
      req.inertia.withErrors(thrownError.fieldErrors, req.get('X-Inertia-Error-Bag'));
      res.redirect(303, req.inertia.back().url);
      return;
    }
    // A body that could not be read never reached the Inertia middleware: there is no page to render.
    if (wantsJson(req) || !req.inertia) {
      const body = jsonBody(exception, status);
      const apiShape = this.errorBodies.forPath(req.path);
      res.status(status).json(apiShape ? apiShape(status, messageOf(exception), body) : body);
      return;
    }
    if (status === 419 && req.get('X-Inertia') === 'true') {
      // An expired form: keep the visitor on it and explain, instead of replacing it with an error screen.
      req.inertia.toast(messageOf(exception), 'error');
      res.redirect(303, req.inertia.back().url);
      return;
    }
    await this.inertia.respond(
      req,
      res,
      ERROR_PAGE,
      { status, message: publicMessage(exception, status, req) },
      { status },
    );
  }
}

const BODY_ERRORS: Record<number, string> = {
  400: 'The request body could not be read (malformed JSON or form data).',
  413: 'The request body is too large.',
  415: 'The request body has an unsupported encoding.',
};

/**
 * body-parser's errors (bad JSON, too large, a "gzip" body that is not gzip) carry a 4xx `status`
 * and a `type` or `expose`: they are the client's.
 */
function fromBodyParser(exception: unknown): unknown {
  if (exception instanceof HttpException || typeof exception !== 'object' || exception === null)
    return exception;
  const { status, type, expose } = exception as { status?: unknown; type?: unknown; expose?: unknown };
  if (
    (typeof type !== 'string' && expose !== true) ||
    typeof status !== 'number' ||
    status < 400 ||
    status > 499
  )
    return exception;
  return new HttpException(BODY_ERRORS[status] ?? 'The request body could not be read.', status);
}

/** A module's own error, mapped to HTTP: its status, its JSON body, its readable message for the error screen. */
function fromModuleError(exception: unknown): unknown {
  if (!(exception instanceof ModuleError)) return exception;
  const http = new HttpException(exception.body(), exception.status, { cause: exception });
  http.message = exception.message;
  return http;
}

function messageOf(exception: unknown): string {
  if (!(exception instanceof HttpException)) return '';
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return typeof message === 'string' ? message : exception.message;
}

/** What the visitor may see: never internals of 5xx errors. */
function publicMessage(exception: unknown, status: number, req: Request): string {
  if (status >= 500) return 'An unexpected server error occurred.';
  if (
    exception instanceof NotFoundException &&
    /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD)/.test(exception.message)
  ) {
    return `Page not found: ${req.path}`;
  }
  return messageOf(exception);
}

function jsonBody(exception: unknown, status: number): Record<string, unknown> {
  if (!(exception instanceof HttpException)) {
    return {
      statusCode: status,
      message: 'An unexpected server error occurred.',
      error: STATUS_CODES[status] ?? 'Error',
    };
  }
  // HttpExceptions are thrown on purpose, and their body is meant for the client (e.g. /health's details).
  const response = exception.getResponse();
  if (typeof response === 'object' && response !== null && !Array.isArray(response)) {
    return { ...(response as Record<string, unknown>) };
  }
  return { statusCode: status, message: messageOf(exception), error: STATUS_CODES[status] ?? 'Error' };
}
