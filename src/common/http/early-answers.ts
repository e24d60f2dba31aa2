import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { TrustProxy } from './page-view-request';

/** An answer before Express: true when it answered. `trustProxy` gives the client's address as Express would. */
export type ModuleEarlyAnswer = (
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: TrustProxy,
) => boolean;

/**
 * Answers that run before Express (in the order added), for requests that cost almost nothing to
 * answer from memory: modules add theirs in `onModuleInit` (images already made). Each returns true
 * when it answered. No routing, guards or body parsing happen for them: only add answers that need none.
 */
@Injectable()
export class EarlyAnswers {
  private readonly answers: ModuleEarlyAnswer[] = [];

  add(answer: ModuleEarlyAnswer): void {
    this.answers.push(answer);
  }

  answer(req: IncomingMessage, res: ServerResponse, trustProxy: TrustProxy): boolean {
    for (const answer of this.answers) if (answer(req, res, trustProxy)) return true;
    return false;
  }
}
