import type { Request, Response } from 'express';
import { absoluteUrl, isInertiaRequest } from './inertia-request';
import type { InertiaService } from './inertia.service';
import { PageProps } from './inertia-props';

/** What a controller returns; the Inertia interceptor sends it. */
export abstract class InertiaResponse {
  abstract send(req: Request, res: Response): Promise<void>;
}

export interface RenderOptions {
  status?: number;
  /**
   * The page is the same for every anonymous visitor (no per-visitor prop): its anonymous visits
   * may be answered from the output cache (PageCache). Never set it on a page that reads cookies.
   */
  cacheable?: boolean;
  /**
   * With `cacheable`: a signed-in visitor sees something of their own on this page (progress,
   * access), so only anonymous visits come from the cache. Without it, signed-in visitors get the
   * cached page with their own `auth` prop (the shared props are all that differ for them).
   */
  personalWhenSignedIn?: boolean;
  clearHistory?: boolean;
  encryptHistory?: boolean;
}

export class PageResponse extends InertiaResponse {
  constructor(
    private readonly service: InertiaService,
    readonly component: string,
    readonly props: PageProps,
    readonly options: RenderOptions = {},
  ) {
    super();
  }

  send(req: Request, res: Response): Promise<void> {
    return this.service.respond(req, res, this.component, this.props, this.options);
  }
}

/** After a non-GET request a redirect is a 303, so the browser follows it with GET. */
function redirectStatus(req: Request, permanent: boolean): 301 | 302 | 303 {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 303;
  return permanent ? 301 : 302;
}

/** Internal redirect (303 after a form, see `redirectStatus`). */
export class RedirectResponse extends InertiaResponse {
  constructor(
    readonly url: string,
    private readonly permanent = false,
  ) {
    super();
  }

  async send(req: Request, res: Response): Promise<void> {
    res.redirect(redirectStatus(req, this.permanent), this.url);
  }
}

/**
 * A full-page visit, e.g. to another site: Inertia clients get 409 + X-Inertia-Location
 * and set window.location themselves; ordinary requests get a normal redirect (303 after a form).
 */
export class LocationResponse extends InertiaResponse {
  constructor(
    readonly url: string,
    private readonly appUrl: string,
    private readonly permanent = false,
  ) {
    super();
  }

  async send(req: Request, res: Response): Promise<void> {
    if (isInertiaRequest(req)) {
      const location = this.url.startsWith('/') ? absoluteUrl(this.appUrl, this.url) : this.url;
      res.status(409).set('X-Inertia-Location', location).end();
      return;
    }
    res.redirect(redirectStatus(req, this.permanent), this.url);
  }
}
