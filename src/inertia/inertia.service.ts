import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddressKey } from '@common/http/client-address';
import type { PageViewRequest } from '@common/http/page-view-request';
import type { CpuPool } from '@common/workers/cpu-pool';
import { FlashData, isEmptyFlash } from './flash';
import { FrontendAssets } from './frontend-assets';
import { type DocumentParts, PAGE_SCRIPT_OPEN, renderHtmlDocument } from './html-document';
import { escapeForScript, InertiaPage, pageJson } from './inertia-page';
import { always, PageProps } from './inertia-props';
import { isInertiaRequest, partialReloadFor } from './inertia-request';
import { RenderOptions } from './inertia-response';
import { resolveProps } from './resolve-props';
import { BuildInfo } from './build-info';
import { PAGE_CACHE_CONTROL, PageCache, type PersonalSpan } from './page-cache';
import type { SsrRenderer } from './ssr-renderer';
import type { DocumentEncoding } from './compressed-document';
import { ClientWindowCounter } from '@common/rate-limit/client-window';
import { releaseOpenerIsolation } from '@common/security/content-security-policy';

export type SharedPropsResolver = (req: Request) => PageProps | Promise<PageProps>;

export const THEME_COOKIE = 'theme';
const THEME_CLASSES = new Set(['dark', 'light']);

/** Told about every page served with 200: the request and the page component. */
export type PageViewListener = (req: PageViewRequest, component: string) => void;

/** Builds Inertia page objects and sends them as JSON (Inertia visits) or HTML (first visits, with SSR). */
@Injectable()
export class InertiaService {
  private readonly sharedResolvers: SharedPropsResolver[] = [];
  private readonly pageViewListeners: PageViewListener[] = [];
  /**
   * Pages rendered per anonymous client and minute: every page the server builds for a visitor who
   * is not signed in (the output cache answers repeated public pages first; error screens count).
   * A person renders a few; a loop asking for made-up URLs (`/about?x=1`, `?x=2`…) would otherwise
   * keep the event loop busy for everyone.
   */
  readonly renderBudget: ClientWindowCounter;

  constructor(
    private readonly assets: FrontendAssets,
    readonly build: BuildInfo,
    /** The site's public origin (APP_URL): absolute URLs never come from the request's Host header. */
    readonly appUrl: string,
    private readonly cache?: PageCache,
    /** Where the built SSR bundle renders (off the event loop); without it, in this thread. */
    private readonly cpu?: CpuPool,
    pageRendersPerClientMinute = Infinity,
  ) {
    this.renderBudget = new ClientWindowCounter(pageRendersPerClientMinute);
    cache?.onHit((req, component) => this.announce(req, component));
  }

  get version(): string {
    return this.build.id;
  }

  /** Modules add props every page receives (e.g. the signed-in user). Page props win on conflicts. */
  share(resolver: SharedPropsResolver): void {
    this.sharedResolvers.push(resolver);
  }

  /** First visits by server-rendering outcome since start (rendered, skipped because busy, failed). */
  get ssrOutcomes(): Readonly<SsrRenderer['outcomes']> {
    return this.assets.ssr.outcomes;
  }

  /**
   * Modules watch pages as they are served (analytics): called after a page answered 200, never
   * awaited and never allowed to break or slow the response.
   */
  onPageView(listener: PageViewListener): void {
    this.pageViewListeners.push(listener);
  }

  async respond(
    req: Request,
    res: Response,
    component: string,
    props: PageProps,
    options: RenderOptions,
  ): Promise<void> {
    if (!req.auth) {
      const retryAfter = this.renderBudget.take(clientAddressKey(req.ip));
      if (retryAfter > 0) return refuseRender(res, retryAfter);
    }
    const started = performance.now();
    const page = await this.buildPage(req, component, props, options);
    const timing = { handler: started - req.inertia.receivedAt, props: performance.now() - started, ssr: 0 };
    res.status(options.status ?? 200).vary('X-Inertia');
    const cacheable =
      options.cacheable === true && isEmptyFlash(page.flash) && !hasErrors(page) && !page.clearHistory;
    if (cacheable) res.set('Cache-Control', PAGE_CACHE_CONTROL);
    if (cacheable && !req.auth) releaseOpenerIsolation(res);
    // Kept for everyone: an anonymous visitor's page, or a signed-in one's with nothing of their own.
    const ticket = req.pageCacheTicket;
    const kept = cacheable && ticket !== undefined && !(ticket.visitor && options.personalWhenSignedIn);
    if (kept) res.set('X-Cache', 'MISS');
    let body: string;
    let personal: PersonalSpan | null;
    let complete = true;
    if (isInertiaRequest(req)) {
      const { json, personalFrom } = pageJson(page);
      body = json;
      personal = personalFrom === null ? null : { start: personalFrom, end: json.length, escaped: false };
      res.set('X-Inertia', 'true').set('Server-Timing', serverTiming(timing)).type('json').send(body);
    } else {
      const rendering = performance.now();
      const left = whenVisitorLeaves(res);
      // A page the output cache keeps is made here (it keeps the identity bytes); any other is made
      // whole and compressed in the render thread.
      const encoding = kept ? false : (req.acceptsEncodings('br', 'gzip') as DocumentEncoding | false);
      const compressed = encoding && (await this.renderCompressed(req, page, encoding, left));
      if (res.destroyed) return;
      if (compressed) {
        timing.ssr = performance.now() - rendering;
        res
          .set('Server-Timing', serverTiming(timing))
          .type('html')
          .set('Content-Encoding', encoding)
          .set('Content-Length', String(compressed.length))
          .vary('Accept-Encoding')
          .end(compressed);
        if (res.statusCode === 200) this.announce(req, component);
        return;
      }
      const document = await this.renderDocument(req, page, left);
      // Gone while the page was being made (closed the tab, followed another link): nobody to answer.
      if (res.destroyed) return;
      timing.ssr = performance.now() - rendering;
      ({ html: body, personal } = document);
      // A page the server could not render (busy or failed) works, but is not kept for others.
      complete = document.lasting;
      res.set('Server-Timing', serverTiming(timing)).type('html').send(body);
    }
    if (res.statusCode !== 200) return;
    if (kept && complete)
      void this.cache?.store(req, res, component, body, options.personalWhenSignedIn ? null : personal);
    this.announce(req, component);
  }

  /** Tells the page-view listeners; also called for pages served from the output cache. */
  announce(req: PageViewRequest, component: string): void {
    for (const listener of this.pageViewListeners) {
      try {
        listener(req, component);
      } catch {
        // A watcher's failure is its own: the page has been sent.
      }
    }
  }

  async buildPage(
    req: Request,
    component: string,
    props: PageProps,
    options: RenderOptions = {},
  ): Promise<InertiaPage> {
    const flash = req.inertia.takeFlash();
    const { errors: _errors, errorBag: _bag, clearHistory, ...visibleFlash } = flash;
    const shared = await this.sharedProps(req, visibleFlash);
    const resolved = await resolveProps(
      { ...shared, ...props, errors: always(this.errorsFor(req, flash)) },
      partialReloadFor(req, component),
    );
    return {
      component,
      props: resolved.props as InertiaPage['props'],
      url: req.originalUrl,
      version: this.version,
      flash: visibleFlash,
      ...(resolved.deferredProps && { deferredProps: resolved.deferredProps }),
      ...(resolved.mergeProps && { mergeProps: resolved.mergeProps }),
      ...(resolved.prependProps && { prependProps: resolved.prependProps }),
      ...(resolved.deepMergeProps && { deepMergeProps: resolved.deepMergeProps }),
      // A signed-in page's props stay out of the browser's history in clear text (the official
      // client encrypts them with a key kept in sessionStorage); signing out clears that history.
      ...((options.clearHistory || clearHistory === true) && { clearHistory: true }),
      ...((options.encryptHistory ?? Boolean(req.auth)) && { encryptHistory: true }),
    };
  }

  private async sharedProps(req: Request, flash: FlashData): Promise<PageProps> {
    const base: PageProps = {
      auth: { user: null },
      flash,
      app: { version: '1.0.0', build: this.build.id },
    };
    const extra = await Promise.all(this.sharedResolvers.map((resolve) => resolve(req)));
    return Object.assign(base, ...extra);
  }

  /** Validation errors from the flash, nested under the error bag when the client names one. */
  private errorsFor(req: Request, flash: FlashData): Record<string, unknown> {
    const errors = flash.errors ?? {};
    const bag = req.get('X-Inertia-Error-Bag') ?? flash.errorBag;
    if (!bag || Object.keys(errors).length === 0) return errors;
    return { [bag]: errors };
  }

  /** What surrounds a page's markup in its document: the asset tags and the theme the visitor chose. */
  private frame(req: Request, component: string): Omit<DocumentParts, 'pageJson' | 'ssr'> {
    const tags = this.assets.tagsFor(component);
    const theme = String(req.cookies?.[THEME_COOKIE] ?? '');
    return {
      assetsHead: tags.head,
      assetsBody: tags.body,
      themeClass: THEME_CLASSES.has(theme) ? theme : '',
    };
  }

  private async renderCompressed(
    req: Request,
    page: InertiaPage,
    encoding: DocumentEncoding,
    abandoned: AbortSignal,
  ): Promise<Buffer | null> {
    // The page's JSON is written in the render thread too, from the page it renders.
    const document = await this.assets.ssr.renderCompressed(
      page,
      this.frame(req, page.component),
      encoding,
      this.cpu,
      abandoned,
    );
    return document && Buffer.from(document.body.buffer, document.body.byteOffset, document.body.byteLength);
  }

  private async renderDocument(
    req: Request,
    page: InertiaPage,
    abandoned?: AbortSignal,
  ): Promise<{ html: string; lasting: boolean; personal: PersonalSpan | null }> {
    const { ssr, lasting } = await this.assets.ssr.render(page, this.cpu, abandoned);
    const { json, personalFrom } = pageJson(page);
    const before = escapeForScript(json.slice(0, personalFrom ?? json.length));
    const end = escapeForScript(json.slice(personalFrom ?? json.length));
    const html = await this.assets.finishDocument(
      req.originalUrl,
      renderHtmlDocument({ ...this.frame(req, page.component), pageJson: before + end, ssr }),
    );
    // Where the page's per-visitor end sits in the finished document (development tools may have added to it).
    const start = html.indexOf(PAGE_SCRIPT_OPEN) + PAGE_SCRIPT_OPEN.length + before.length;
    const found =
      personalFrom !== null && html.startsWith(before, start - before.length) && html.startsWith(end, start);
    return { html, lasting, personal: found ? { start, end: start + end.length, escaped: true } : null };
  }
}

/**
 * Aborts when the visitor's connection closes before their answer is complete: a server render still
 * waiting for a thread is then skipped, so visitors who left do not hold up those still waiting.
 */
function whenVisitorLeaves(res: Response): AbortSignal {
  const left = new AbortController();
  if (res.destroyed) left.abort();
  else res.once('close', () => res.writableFinished || left.abort());
  return left.signal;
}

/** A client over its render budget hears so after this pause (the same as expensive routes' limits). */
const RENDER_REFUSAL_PAUSE_MS = 1000;

/** 429 in plain words, after a pause, without building the page: a loop of such requests costs almost nothing. */
async function refuseRender(res: Response, retryAfter: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, RENDER_REFUSAL_PAUSE_MS));
  if (res.headersSent) return;
  res
    .status(429)
    .set('Retry-After', String(retryAfter))
    .type('text')
    .send('Many pages were requested from your network in a short time. Wait a minute and try again.');
}

/**
 * Where a rendered page's time went, for the browser's developer tools and the benchmarks: `handler`
 * from the Inertia middleware to the render call (session, guards, the controller's queries), `props`
 * the shared props and their resolution, `ssr` the document (server rendering in the worker pool).
 */
function serverTiming(timing: { handler: number; props: number; ssr: number }): string {
  return Object.entries(timing)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');
}

function hasErrors(page: InertiaPage): boolean {
  return Object.keys(page.props.errors).length > 0;
}
