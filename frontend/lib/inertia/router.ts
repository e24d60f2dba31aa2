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

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}

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

/** A new page starts at the top, or at its #fragment when it has one. */
function resetScroll(url: string): void {
  restoreScroll(undefined);
  const hash = new URL(url, window.location.href).hash.slice(1);
  if (hash) document.getElementById(decodeURIComponent(hash))?.scrollIntoView();
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
      } satisfies HistoryState,
      '',
      url,
    );
    if (cameBack) queueMicrotask(() => restoreScroll(previous.scroll));
    window.addEventListener('popstate', this.onPopState);
    queueMicrotask(() => {
      this.fire('navigate', { page });
      if (Object.keys(page.flash ?? {}).length > 0) this.fire('flash', { flash: page.flash });
      this.loadDeferredProps(page);
    });
  }

  /** How a new page reaches React (set by the mounted app). */
  setSwap(swap: SwapPage): void {
    this.swap = swap;
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
    if (!visit.async && this.active) {
      this.active.visit.interrupted = true;
      this.active.xhr.abort();
    }
    this.rememberScroll();
    this.fire('start', { visit });
    options.onStart?.(visit);
    this.send(visit, options);
  }

  private send(visit: Visit, options: VisitOptions): void {
    const originating = this.page;
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
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf && visit.method !== 'get') headers['X-XSRF-TOKEN'] = xsrf;
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
      void this.receive(xhr, visit, options, originating).finally(() => this.finish(xhr, visit, options));
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

  private async receive(xhr: XMLHttpRequest, visit: Visit, options: VisitOptions, originating: Page | null) {
    if (xhr.getResponseHeader('X-Inertia') === 'true') {
      if (xhr.status >= 400 && !this.fire('httpException', { response: xhr }, true)) return;
      const page = JSON.parse(xhr.responseText) as Page;
      // A reload answered after the visitor moved on belongs to a page no longer shown.
      if (visit.async && originating && !this.stillOn(originating)) return;
      await this.apply(page, visit, options);
      return;
    }
    const location = xhr.status === 409 ? xhr.getResponseHeader('X-Inertia-Location') : null;
    if (location) {
      const target = new URL(location, window.location.href);
      if (visit.url.hash && !target.hash && withoutHash(visit.url) === withoutHash(target))
        target.hash = visit.url.hash;
      if (withoutHash(target) === withoutHash(new URL(window.location.href))) window.location.reload();
      else window.location.href = target.href;
      return;
    }
    // The server answers every page visit with a page; anything else (a proxy's error page) is loaded whole.
    if (this.fire('httpException', { response: xhr }, true)) {
      if (visit.method === 'get') window.location.href = visit.url.href;
      else window.location.reload();
    }
  }

  private stillOn(originating: Page): boolean {
    const current = this.page;
    if (!current || current.component !== originating.component) return false;
    return (
      new URL(current.url, window.location.href).pathname ===
      new URL(originating.url, window.location.href).pathname
    );
  }

  private async apply(page: Page, visit: Visit, options: VisitOptions): Promise<void> {
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
    await this.show(page, {
      replace: visit.replace || sameEntry,
      preserveScroll: resolvePreserve(visit.preserveScroll, page),
      preserveState,
      // What a page remembers stays while the same page keeps its state.
      remembered:
        preserveState && current?.component === page.component
          ? (window.history.state as HistoryState | null)?.remembered
          : undefined,
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

  private async show(
    page: Page,
    how: {
      replace: boolean;
      preserveScroll: boolean;
      preserveState: boolean;
      remembered?: Record<string, unknown>;
    },
  ): Promise<void> {
    const component = await this.resolveComponent(page.component);
    this.page = page;
    const state: HistoryState = { page, remembered: how.remembered };
    if (how.replace) window.history.replaceState(state, '', page.url);
    else window.history.pushState(state, '', page.url);
    await this.swap(page, component, how.preserveState);
    if (!how.preserveScroll) resetScroll(page.url);
    this.fire('navigate', { page });
  }

  private loadDeferredProps(page: Page): void {
    for (const keys of Object.values(page.deferredProps ?? {})) this.reload({ only: keys });
  }

  /** Where the visitor was on this entry, for when they come back to it. */
  private rememberScroll(): void {
    const state = window.history.state as HistoryState | null;
    if (state?.page) window.history.replaceState({ ...state, scroll: scrollPositions() }, '');
  }

  private readonly onPopState = (event: PopStateEvent) => {
    const state = event.state as HistoryState | null;
    if (!state?.page) {
      // A #fragment link: same page, new entry, which now carries the page too.
      if (this.page) {
        const url = window.location.pathname + window.location.search + window.location.hash;
        this.page = { ...this.page, url };
        window.history.replaceState({ page: this.page } satisfies HistoryState, '', url);
      }
      return;
    }
    if (this.active) {
      this.active.visit.interrupted = true;
      this.active.xhr.abort();
    }
    void this.resolveComponent(state.page.component).then(async (component) => {
      this.page = state.page;
      await this.swap(state.page, component, false);
      restoreScroll(state.scroll);
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
