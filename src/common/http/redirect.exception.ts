import { HttpException } from '@nestjs/common';

/** Thrown by guards that send the visitor elsewhere (e.g. to sign in); the exception filter redirects. */
export class RedirectException extends HttpException {
  constructor(readonly url: string) {
    super(`Redirecting to ${url}`, 302);
  }
}
