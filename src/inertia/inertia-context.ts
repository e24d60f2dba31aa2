import type { Request, Response } from 'express';
import { FlashData, FlashToast, isEmptyFlash, mergeFlash, ToastKind } from './flash';
import { backUrl } from './inertia-request';
import type { PageName, PageRegistry } from '@shared/pages';
import { PageProps, RenderProps } from './inertia-props';
import { LocationResponse, PageResponse, RedirectResponse, RenderOptions } from './inertia-response';
import type { InertiaService } from './inertia.service';

/**
 * One request's view of Inertia: what was flashed to it, what it flashes onward,
 * and the responses a controller can return.
 */
export class InertiaContext {
  private outgoing: FlashData = {};
  /** Set once a page has been rendered with the flash: it has been shown and is not kept. */
  private flashShown = false;

  /** When the request reached the Inertia middleware (before auth, guards and the handler): Server-Timing's start. */
  readonly receivedAt = performance.now();

  constructor(
    private readonly service: InertiaService,
    private readonly req: Request,
    readonly incomingFlash: FlashData,
  ) {}

  flash(data: FlashData): this {
    this.outgoing = mergeFlash(this.outgoing, data);
    return this;
  }

  toast(title: string, kind: ToastKind = 'success', description?: string): this {
    const toast: FlashToast = { kind, title, ...(description && { description }) };
    return this.flash({ toasts: [toast] });
  }

  /** The next page tells the browser to forget the encrypted history of signed-in pages (sign-out). */
  clearHistory(): this {
    return this.flash({ clearHistory: true });
  }

  withErrors(errors: Record<string, string>, bag?: string): this {
    return this.flash({ errors, ...(bag && { errorBag: bag }) });
  }

  /**
   * A page from the registry (shared/pages): an unknown name, a missing prop or a prop of the wrong
   * shape fails `npm run typecheck`. Props may be wrapped (optional, defer, …) or lazy.
   */
  render<Name extends PageName>(
    component: Name,
    props: RenderProps<PageRegistry[Name]>,
    options: RenderOptions = {},
  ): PageResponse {
    return new PageResponse(this.service, component, props as PageProps, options);
  }

  /** Internal redirect; `permanent` makes a GET redirect a 301 (canonical URLs). */
  redirect(url: string, permanent = false): RedirectResponse {
    return new RedirectResponse(url, permanent);
  }

  back(): RedirectResponse {
    return new RedirectResponse(backUrl(this.req));
  }

  location(url: string, permanent = false): LocationResponse {
    return new LocationResponse(url, this.service.appUrl, permanent);
  }

  /** The flash a page rendered now should show; marks it as shown. */
  takeFlash(): FlashData {
    this.flashShown = true;
    return mergeFlash(this.incomingFlash, this.outgoing);
  }

  /**
   * Decides what the flash cookie says once this response's status is known:
   * a rendered page used it up; a redirect or 409 carries it to the next request;
   * other responses (JSON, files) leave an unshown flash where it was.
   */
  flashToPersist(status: number): FlashData | null | undefined {
    const carriesForward = (status >= 300 && status < 400) || status === 409;
    if (this.flashShown) return isEmptyFlash(this.incomingFlash) ? undefined : null;
    if (carriesForward || !isEmptyFlash(this.outgoing)) {
      const pending = mergeFlash(this.incomingFlash, this.outgoing);
      return isEmptyFlash(pending) ? undefined : pending;
    }
    return undefined;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      inertia: InertiaContext;
      /**
       * Where "back" is when the browser sends no Referer (pages with `Referrer-Policy: no-referrer`
       * set it for their forms), so a refused form still returns to itself.
       */
      backPath?: string;
    }
  }
}

export type { Response };
