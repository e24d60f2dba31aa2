import type { IncomingMessage, ServerResponse } from 'node:http';
import { ExpressAdapter } from '@nestjs/platform-express';
import { indexRoutesByFirstSegment } from './route-index';

/** Answers a request before Express sees it and returns true, or returns false to let Express route it. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Express with two additions:
 * - handlers may return an InertiaResponse that the Inertia interceptor already sent (with its own
 *   status: 303, 409, ...); Nest would then reply a second time with its default status, so replies
 *   to responses already on their way are skipped;
 * - one early answer (oversized bodies, module answers from memory, the output cache) runs before
 *   Express: such a request costs no routing;
 * - once every route exists (Nest adds its 404 handler after the last), the routes are indexed by
 *   their first path segment (route-index.ts).
 */
export class AppExpressAdapter extends ExpressAdapter {
  private early: EarlyAnswer | undefined;

  answerEarly(answer: EarlyAnswer): void {
    this.early = answer;
  }

  override initHttpServer(options: Parameters<ExpressAdapter['initHttpServer']>[0]): void {
    super.initHttpServer(options);
    const express = this.getInstance<(req: IncomingMessage, res: ServerResponse) => void>();
    const server = this.getHttpServer() as import('node:http').Server;
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.early?.(req, res)) express(req, res);
    });
  }

  override setNotFoundHandler(...args: Parameters<ExpressAdapter['setNotFoundHandler']>): unknown {
    indexRoutesByFirstSegment(
      this.getInstance<{ router: Parameters<typeof indexRoutesByFirstSegment>[0] }>().router,
    );
    return super.setNotFoundHandler(...args);
  }

  override reply(response: { headersSent?: boolean }, body: unknown, statusCode?: number): unknown {
    if (response.headersSent) return undefined;
    return super.reply(response, body, statusCode);
  }
}
