import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { EarlyAnswer } from './app-express-adapter';

/**
 * Answers that run before Express (in the order added), for requests that cost almost nothing to
 * answer from memory: modules add theirs in `onModuleInit` (images already made). Each returns true
 * when it answered. No routing, guards or body parsing happen for them: only add answers that need none.
 */
@Injectable()
export class EarlyAnswers {
  private readonly answers: EarlyAnswer[] = [];

  add(answer: EarlyAnswer): void {
    this.answers.push(answer);
  }

  answer(req: IncomingMessage, res: ServerResponse): boolean {
    for (const answer of this.answers) if (answer(req, res)) return true;
    return false;
  }
}
