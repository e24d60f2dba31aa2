import { ExpressAdapter } from '@nestjs/platform-express';

/**
 * Handlers may return an InertiaResponse that the Inertia interceptor already sent
 * (with its own status: 303, 409, ...). Nest would then reply a second time with its
 * default status; this adapter skips replies to responses that are already on their way.
 */
export class AppExpressAdapter extends ExpressAdapter {
  override reply(response: { headersSent?: boolean }, body: unknown, statusCode?: number): unknown {
    if (response.headersSent) return undefined;
    return super.reply(response, body, statusCode);
  }
}
