import { csrfHeaders } from '@/lib/csrf';
import { hasFiles, toFormData, urlWithData } from './request-data';
import type { Errors, Page, Progress, RequestData, RouterEvents, Visit, VisitOptions } from './types';

/**
 * The browser side of our Inertia adapter: page visits over XHR with the protocol's headers, history
 * entries that carry their page (back and forward need no request), scroll handling, and the events
 * the loading bar, autosave and error capture listen to. What the server sends is described in
 * ../shared/notes/inertia-protocol.md; src/inertia is the other half.
 */

type SwapPage = (page: Page, component: unknown, preserveState: boolean) => void | Promise<void>;

interface HistoryState {
  page: Page;
  /** useRemember values of this entry. */
  remembered?: Record<string, unknown>;
  scroll?: Array<[number, number]>;
}

const REGION_SELECTOR = '[scroll-region]';
const withoutHash = (url: URL) => url.href.split('#')[0];

function scrollPositions(): Array<[number, number]> {
  const regions = Array.from(document.querySelectorAll(REGION_SELECTOR), (el) => [
    el.scrollLeft,
    el.scrollTop,
  ]);
  return [[window.scrollX, window.scrollY], ...(regions as Array<[number, number]>)];
}

function restoreScroll(positions: Array<[number, number]> | undefined): void {
  const [windowPosition = [0, 0], ...regions] = positions ?? [];
  window.scrollTo(windowPosition[0], windowPosition[1]);
  document.querySelectorAll(REGION_SELECTOR).forEach((el, index) => {
    const [left, top] = regions[index] ?? [0, 0];
    el.scrollTo(left, top);
  });
}

const scrollToHash = (hash: string) => {
  if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
};

/** A new page starts at the top, or at its #fragment when it has one. */
function resetScroll(url: string): void {
  restoreScroll(undefined);
  scrollToHash(new URL(url, window.location.href).hash);
}

/** Where the visitor was on an entry they come back to; if that was not recorded, the #fragment or the browser's choice. */
function returnTo(state: HistoryState): void {
  if (state.scroll) restoreScroll(state.scroll);
  else scrollToHash(window.location.hash);
}

function resolvePreserve(option: Visit['preserveState'], page: Page): boolean {
  if (option === 'errors') return Object.keys(page.props.errors ?? {}).length > 0;
  return typeof option === 'function' ? option(page) : option;
}

/** Props the server marked for merging are combined with what the page already shows. */
function mergeMarkedProps(page: Page, current: Page): void {
  if (page.component !== current.component) return;
  const props = page.props as Record<string, unknown>;
  const old = current.props as Record<string, unknown>;
  const combine = (key: string, how: 'append' | 'prepend' | 'deep') => {
    const before = old[key];
    const after = props[key];
    if (Array.isArray(before) && Array.isArray(after)) {
      props[key] = how === 'prepend' ? [...after, ...before] : [...before, ...after];
    } else if (before && after && typeof before === 'object' && typeof after === 'object') {
      props[key] = { ...before, ...after };
    }
  };
  page.mergeProps?.forEach((key) => combine(key, 'append'));
  page.prependProps?.forEach((key) => combine(key, 'prepend'));
  page.deepMergeProps?.forEach((key) => combine(key, 'deep'));
}

class Router {
  private page: Page | null = null;
  private resolveComponent: (name: string) => Promise<unknown> = () =>
    Promise.reject(new Error('router not set up'));
  private swap: SwapPage = () => undefined;
  private active: { xhr: XMLHttpRequest; visit: Visit } | null = null;
  /** Raised by every page visit and every back/forward: an answer that arrives after a newer one is dropped. */
  private navigation = 0;
  private scrollTimer: number | undefined;

  /** Called once by createInertiaApp with the page the server rendered, before anything renders. */
  init(page: Page, resolveComponent: (name: string) => Promise<unknown>): void {
    this.page = page;
    this.resolveComponent = resolveComponent;
    const previous = window.history.state as HistoryState | null;
    const navigation = performance.getEntriesByType?.('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const cameBack = navigation?.type === 'back_forward' && previous?.page?.component === page.component;
    // Coming back to this entry from another site keeps what the visitor had opened and where they were.
    const url = page.url.includes('#') ? page.url : `${page.url}${window.location.hash}`;
    window.history.replaceState(
      {
        page: { ...page, url },
        remembered: cameBack ? previous.remembered : undefined,
        scroll: cameBack ? previous.scroll : undefined,
      } satisfies HistoryState,
      '',
      url,
    );
    if (cameBack && previous.scroll) queueMicrotask(() => restoreScroll(previous.scroll));
    window.addEventListener('popstate', this.onPopState);
    // Positions are kept as the visitor scrolls (and when the page is left), for back and forward.
    document.addEventListener('scroll', this.onScroll, { capture: true, passive: true });
    window.addEventListener('pagehide', this.rememberScroll);
  }

  /**
   * Called by the app once it has mounted (and its listeners, such as the session keep-alive's, are
   * in place): the first page's `navigate` and `flash`, and its deferred props.
   */
  started(swap: SwapPage): void {
    this.swap = swap;
    const page = this.page;
    if (!page) return;
    // After every effect of the first commit (the app's own runs before its parents' listeners are set up).
    queueMicrotask(() => {
      this.fire('navigate', { page });
      if (Object.keys(page.flash ?? {}).length > 0) this.fire('flash', { flash: page.flash });
      this.loadDeferredProps(page);
    });
  }

  get current(): Page | null {
    return this.page;
  }

  on<K extends keyof RouterEvents>(
    name: K,
    callback: (event: CustomEvent<RouterEvents[K]>) => unknown,
  ): () => void {
    if (typeof document === 'undefined') return () => undefined;
    const listener = (event: Event) => {
      const result = callback(event as CustomEvent<RouterEvents[K]>);
      if (result === false && event.cancelable) event.preventDefault();
    };
    document.addEventListener(`inertia:${name}`, listener);
    return () => document.removeEventListener(`inertia:${name}`, listener);
  }

  /** Dispatches an event; false when a listener cancelled it. */
  private fire<K extends keyof RouterEvents>(name: K, detail: RouterEvents[K], cancelable = false): boolean {
    return document.dispatchEvent(new CustomEvent(`inertia:${name}`, { detail, cancelable }));
  }

  get(url: string | URL, data: Record<string, unknown> = {}, options: VisitOptions = {}) {
    this.visit(url, { ...options, method: 'get', data });
  }
  post(url: string | URL, data: RequestData = {}, options: VisitOptions = {}) {
    this.visit(url, { preserveState: true, ...options, method: 'post', data });
  }
  put(url: string | URL, data: RequestData = {}, options: VisitOptions = {}) {
    this.visit(url, { preserveState: true, ...options, method: 'put', data });
  }
  patch(url: string | URL, data: RequestData = {}, options: VisitOptions = {}) {
    this.visit(url, { preserveState: true, ...options, method: 'patch', data });
  }
  delete(url: string | URL, options: VisitOptions = {}) {
    this.visit(url, { preserveState: true, ...options, method: 'delete' });
  }
  /** The current page again, keeping state and scroll (with `only`, just those props). */
  reload(options: VisitOptions = {}) {
    this.visit(window.location.href, {
      ...options,
      preserveScroll: true,
      preserveState: true,
      async: true,
      headers: { ...options.headers, 'Cache-Control': 'no-cache' },
    });
  }

  visit(href: string | URL, options: VisitOptions = {}): void {
    const method = options.method ?? 'get';
    let url = new URL(String(href), window.location.href);
    let data: RequestData = options.data ?? {};
    if (method === 'get' && !(data instanceof FormData)) {
      if (Object.keys(data).length > 0) url = urlWithData(url, data);
      data = {};
    }
    const visit: Visit = {
      url,
      method,
      data,
      replace: options.replace ?? false,
      preserveScroll: options.preserveScroll ?? false,
      preserveState: options.preserveState ?? false,
      only: options.only ?? [],
      except: options.except ?? [],
      headers: options.headers ?? {},
      errorBag: options.errorBag ?? null,
      forceFormData: options.forceFormData ?? false,
      async: options.async ?? false,
      prefetch: false,
      completed: false,
      cancelled: false,
      interrupted: false,
    };
    if (options.onBefore?.(visit) === false || !this.fire('before', { visit }, true)) return;
    if (!visit.async) this.interrupt();
    this.rememberScroll();
    this.fire('start', { visit });
    options.onStart?.(visit);
    this.send(visit, options);
  }

  /** A new page visit (or back/forward) supersedes the one in flight. */
  private interrupt(): number {
    if (this.active) {
      this.active.visit.interrupted = true;
      this.active.xhr.abort();
    }
    this.navigation += 1;
    return this.navigation;
  }

  private send(visit: Visit, options: VisitOptions): void {
    const ticket = this.navigation;
    const xhr = new XMLHttpRequest();
    xhr.open(visit.method.toUpperCase(), visit.url.href);
    const headers: Record<string, string> = {
      Accept: 'text/html, application/xhtml+xml',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Inertia': 'true',
      ...(this.page?.version ? { 'X-Inertia-Version': this.page.version } : {}),
      ...(visit.errorBag ? { 'X-Inertia-Error-Bag': visit.errorBag } : {}),
    };
    if ((visit.only.length > 0 || visit.except.length > 0) && this.page) {
      headers['X-Inertia-Partial-Component'] = this.page.component;
      if (visit.only.length > 0) headers['X-Inertia-Partial-Data'] = visit.only.join(',');
      if (visit.except.length > 0) headers['X-Inertia-Partial-Except'] = visit.except.join(',');
    }
    // The CSRF token goes only to our own origin.
    if (visit.method !== 'get' && visit.url.origin === window.location.origin) {
      Object.assign(headers, csrfHeaders());
    }
    let body: XMLHttpRequestBodyInit | null = null;
    if (visit.method !== 'get') {
      const data = visit.data;
      body =
        data instanceof FormData
          ? data
          : visit.forceFormData || hasFiles(data)
            ? toFormData(data)
            : JSON.stringify(data);
      if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    }
    for (const [name, value] of Object.entries({ ...headers, ...visit.headers }))
      xhr.setRequestHeader(name, value);
    if (body instanceof FormData) {
      xhr.upload.onprogress = (event) => {
        const progress: Progress = {
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : undefined,
          percentage: event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : undefined,
        };
        this.fire('progress', { progress });
        options.onProgress?.(progress);
      };
    }
    xhr.onload = () => {
      void this.receive(xhr, visit, options, ticket).finally(() => this.finish(xhr, visit, options));
    };
    xhr.onerror = () => {
      this.fire('networkError', { visit });
      this.finish(xhr, visit, options);
    };
    xhr.onabort = () => {
      visit.cancelled = !visit.interrupted;
      if (visit.cancelled) options.onCancel?.();
      this.finish(xhr, visit, options);
    };
    if (!visit.async) this.active = { xhr, visit };
    xhr.send(body);
  }

  private finish(xhr: XMLHttpRequest, visit: Visit, options: VisitOptions): void {
    if (this.active?.xhr === xhr) this.active = null;
    visit.completed = !visit.cancelled && !visit.interrupted;
    this.fire('finish', { visit });
    options.onFinish?.(visit);
  }

  /** Whether a visit started under `ticket` has been superseded (a newer visit, back or forward). */
  private superseded(ticket: number, visit: Visit): boolean {
    if (ticket !== this.navigation) visit.interrupted = true;
    return visit.interrupted;
  }

  private async receive(xhr: XMLHttpRequest, visit: Visit, options: VisitOptions, ticket: number) {
    // An answer to a visit the visitor has since replaced (or a reload of a page no longer shown) is dropped.
    if (this.superseded(ticket, visit)) return;
    if (xhr.getResponseHeader('X-Inertia') === 'true') {
      await this.apply(JSON.parse(xhr.responseText) as Page, visit, options, ticket);
      return;
    }
    const location = xhr.status === 409 ? xhr.getResponseHeader('X-Inertia-Location') : null;
    if (location) {
      const target = new URL(location, window.location.href);
      if (target.protocol !== 'https:' && target.protocol !== 'http:') return;
      if (visit.url.hash && !target.hash && withoutHash(visit.url) === withoutHash(target))
        target.hash = visit.url.hash;
      if (withoutHash(target) === withoutHash(new URL(window.location.href))) window.location.reload();
      else window.location.href = target.href;
      return;
    }
    // Not a page (a proxy's error page, a body the server could not read): a visit loads the URL whole;
    // a form post stays where it is, with what was typed (the app says what happened).
    if (this.fire('httpException', { response: xhr, visit }, true) && visit.method === 'get') {
      window.location.href = visit.url.href;
    }
  }

  private async apply(page: Page, visit: Visit, options: VisitOptions, ticket: number): Promise<void> {
    const current = this.page;
    page.flash ??= {};
    page.props.errors ??= {};
    const partial = visit.only.length > 0 || visit.except.length > 0;
    if (current && partial && page.component === current.component) {
      page.props = { ...current.props, ...page.props };
    }
    if (current) mergeMarkedProps(page, current);
    const responseUrl = new URL(page.url, window.location.href);
    if (visit.url.hash && !responseUrl.hash && withoutHash(visit.url) === withoutHash(responseUrl)) {
      responseUrl.hash = visit.url.hash;
    }
    page.url = responseUrl.pathname + responseUrl.search + responseUrl.hash;
    const preserveState = resolvePreserve(visit.preserveState, page);
    const sameEntry = withoutHash(responseUrl) === withoutHash(new URL(window.location.href));
    const component = await this.resolveComponent(page.component);
    if (this.superseded(ticket, visit)) return;
    const state = window.history.state as HistoryState | null;
    this.show(page, component, {
      // A reload never adds a history entry.
      replace: visit.replace || sameEntry || visit.async,
      preserveScroll: resolvePreserve(visit.preserveScroll, page),
      preserveState,
      // What a page remembers stays while the same page keeps its state.
      remembered: preserveState && current?.component === page.component ? state?.remembered : undefined,
    });
    if (Object.keys(page.flash).length > 0) this.fire('flash', { flash: page.flash });
    const errors: Errors = page.props.errors;
    if (Object.keys(errors).length > 0) {
      const scoped = visit.errorBag
        ? ((errors as unknown as Record<string, Errors>)[visit.errorBag] ?? {})
        : errors;
      this.fire('error', { errors: scoped });
      options.onError?.(scoped);
      return;
    }
    this.fire('success', { page });
    await options.onSuccess?.(page);
    if (!partial) this.loadDeferredProps(page);
  }

  private show(
    page: Page,
    component: unknown,
    how: {
      replace: boolean;
      preserveScroll: boolean;
      preserveState: boolean;
      remembered?: Record<string, unknown>;
    },
  ): void {
    this.page = page;
    const state: HistoryState = { page, remembered: how.remembered };
    if (how.replace) window.history.replaceState(state, '', page.url);
    else window.history.pushState(state, '', page.url);
    void this.swap(page, component, how.preserveState);
    if (!how.preserveScroll) resetScroll(page.url);
    this.fire('navigate', { page });
  }

  private loadDeferredProps(page: Page): void {
    for (const keys of Object.values(page.deferredProps ?? {})) this.reload({ only: keys });
  }

  /** Where the visitor is on this entry, for when they come back to it. */
  private readonly rememberScroll = (): void => {
    window.clearTimeout(this.scrollTimer);
    const state = window.history.state as HistoryState | null;
    if (state?.page) window.history.replaceState({ ...state, scroll: scrollPositions() }, '');
  };

  // Browsers limit how often history entries may be rewritten: at most once per quiet 150 ms of scrolling.
  private readonly onScroll = (): void => {
    window.clearTimeout(this.scrollTimer);
    this.scrollTimer = window.setTimeout(this.rememberScroll, 150);
  };

  private readonly onPopState = (event: PopStateEvent) => {
    const state = event.state as HistoryState | null;
    const current = this.page;
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (!state?.page) {
      // A #fragment link: same page, new entry, which now carries the page too.
      if (current) {
        this.page = { ...current, url: here };
        window.history.replaceState({ page: this.page } satisfies HistoryState, '', here);
      }
      return;
    }
    const ticket = this.interrupt();
    // Between entries of the same page that differ only in their #fragment, the page stays as it is.
    if (
      current &&
      current.component === state.page.component &&
      current.url.split('#')[0] === here.split('#')[0]
    ) {
      this.page = state.page;
      returnTo(state);
      return;
    }
    void this.resolveComponent(state.page.component).then((component) => {
      if (ticket !== this.navigation) return;
      this.page = state.page;
      void this.swap(state.page, component, false);
      returnTo(state);
      this.fire('navigate', { page: state.page });
    });
  };

  /** A value kept in this history entry (useRemember). */
  remember(key: string, value: unknown): void {
    const state = window.history.state as HistoryState | null;
    if (!state?.page) return;
    window.history.replaceState({ ...state, remembered: { ...state.remembered, [key]: value } }, '');
  }

  restore(key: string): unknown {
    if (typeof window === 'undefined') return undefined;
    return (window.history.state as HistoryState | null)?.remembered?.[key];
  }
}

export const router = new Router();
