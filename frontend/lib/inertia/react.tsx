import {
  Children,
  createContext,
  createElement,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { applyHead, collectHead, renderHeadTag, renderTitle, type HeadTag } from './head';
import { router } from './router';
import type { Errors, Method, Page, VisitOptions } from './types';

/** A page module's default export; `layout` picks its layout (a component, or a function of the props). */
export type ResolvedComponent = ComponentType<never> & { layout?: unknown };
type Layout = ComponentType<{ children?: ReactNode }>;

interface AppOptions {
  resolve: (name: string) => Promise<ResolvedComponent> | ResolvedComponent;
  /** The layout of pages that do not choose one. */
  layout: (component: string) => Layout;
  /** Turns a page's title into the document title. */
  title: (title: string) => string;
}

const PageContext = createContext<Page | null>(null);
/** Set once the first (possibly hydrating) render has committed. */
let appHydrated = false;

/** Collects the <Head> tags of the mounted pages: strings on the server, document.head in the browser. */
class HeadRegistry {
  private readonly sources = new Map<string, string[]>();
  constructor(
    readonly title: (title: string) => string,
    private readonly onChange: (tags: string[]) => void,
  ) {}
  set(id: string, tags: string[]) {
    this.sources.set(id, tags);
    this.onChange(collectHead(this.sources.values(), this.title));
  }
  delete(id: string) {
    this.sources.delete(id);
    this.onChange(collectHead(this.sources.values(), this.title));
  }
}
const HeadContext = createContext<HeadRegistry | null>(null);

function withLayout(
  Component: ResolvedComponent,
  page: Page,
  key: number,
  defaultLayout: AppOptions['layout'],
) {
  const props = page.props as Record<string, unknown>;
  const child = createElement(Component as ComponentType<Record<string, unknown>>, { key, ...props });
  const chosen = Component.layout;
  // A one-argument arrow function picks the layout from the props; anything else callable is the layout itself.
  const isResolver = typeof chosen === 'function' && chosen.length <= 1 && chosen.prototype === undefined;
  const resolved = isResolver ? (chosen as (props: unknown) => unknown)(props) : chosen;
  if (isValidElement(resolved)) return (chosen as (page: ReactElement) => ReactElement)(child);
  const layout = (resolved ?? defaultLayout(page.component)) as Layout;
  return createElement(layout as ComponentType<Record<string, unknown>>, props, child);
}

interface AppProps {
  initialPage: Page;
  initialComponent: ResolvedComponent;
  options: AppOptions;
  head: HeadRegistry;
}

function App({ initialPage, initialComponent, options, head }: AppProps) {
  const [current, setCurrent] = useState({ page: initialPage, component: initialComponent, key: 0 });
  useEffect(() => {
    appHydrated = true;
    router.started((page, component, preserveState) => {
      flushSync(() =>
        setCurrent((previous) => ({
          page,
          component: component as ResolvedComponent,
          key: preserveState ? previous.key : previous.key + 1,
        })),
      );
    });
  }, []);
  return (
    <HeadContext value={head}>
      <PageContext value={current.page}>
        {withLayout(current.component, current.page, current.key, options.layout)}
      </PageContext>
    </HeadContext>
  );
}

interface ClientSetup {
  el: HTMLElement;
  App: ComponentType;
}

/** Starts the app in the browser on the page the server embedded (`<script data-page="app">`). */
export async function createInertiaApp(options: AppOptions & { setup: (setup: ClientSetup) => void }) {
  const script = document.querySelector('script[data-page="app"]');
  const initialPage = JSON.parse(script?.textContent ?? 'null') as Page;
  initialPage.flash ??= {};
  const initialComponent = await options.resolve(initialPage.component);
  router.init(initialPage, async (name) => options.resolve(name));
  // Every <Head> of a page registers as it mounts: the document's head is updated once, after them all.
  let pending: string[] | null = null;
  const head = new HeadRegistry(options.title, (tags) => {
    const scheduled = pending !== null;
    pending = tags;
    if (scheduled) return;
    queueMicrotask(() => {
      const latest = pending ?? [];
      pending = null;
      applyHead(latest);
    });
  });
  const el = document.getElementById('app');
  if (!el) throw new Error('The #app element is missing');
  const BoundApp = () => (
    <App initialPage={initialPage} initialComponent={initialComponent} options={options} head={head} />
  );
  options.setup({ el, App: BoundApp });
}

/** Renders a page on the server: its HTML and the tags its <Head>s asked for. */
export async function renderPage(
  page: Page,
  options: AppOptions & { wrap: (app: ReactNode) => ReactNode; renderToString: (node: ReactNode) => string },
): Promise<{ head: string[]; html: string }> {
  let head: string[] = [];
  const registry = new HeadRegistry(options.title, (tags) => (head = tags));
  const component = await options.resolve(page.component);
  const html = options.renderToString(
    options.wrap(<App initialPage={page} initialComponent={component} options={options} head={registry} />),
  );
  return { head, html };
}

export function usePage<Props = Record<string, unknown>>(): Page<Props> {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() is used outside the Inertia app');
  return page as Page<Props>;
}

/** Title and tags for the document's head (escaped text; children are <meta>, <link>, <script type="…json">). */
export function Head({ title, children }: { title?: string; children?: ReactNode }) {
  const registry = useContext(HeadContext);
  const id = useId();
  const tags: string[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement(child) && typeof child.type === 'string') {
      tags.push(renderHeadTag(child as unknown as HeadTag));
    }
  });
  if (title !== undefined && !tags.some((tag) => tag.startsWith('<title'))) tags.push(renderTitle(title));
  const serialized = JSON.stringify(tags);
  // On the server the tags are collected while rendering; in the browser once mounted.
  if (typeof window === 'undefined') registry?.set(id, tags);
  useEffect(() => {
    registry?.set(id, JSON.parse(serialized) as string[]);
    return () => registry?.delete(id);
  }, [registry, id, serialized]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  method?: Method;
  preserveScroll?: boolean;
  preserveState?: boolean;
  replace?: boolean;
  only?: string[];
};

/** An <a> that visits through the router (a plain link for new tabs, downloads and modified clicks). */
export function Link({
  href,
  method = 'get',
  preserveScroll,
  preserveState,
  replace,
  only,
  onClick,
  ...rest
}: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    if ((rest.target && rest.target !== '_self') || rest.download !== undefined) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    router.visit(url, { method, preserveScroll, preserveState, replace, only });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

/**
 * State kept in this history entry: back and forward bring it back as the visitor left it. On a page the
 * server rendered, the first render matches the server's HTML and the kept value follows once hydrated.
 */
export function useRemember<T>(initial: T, key: string): [T, (value: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() =>
    appHydrated ? ((router.restore(key) as T | undefined) ?? initial) : initial,
  );
  const restorePending = useRef(!appHydrated);
  useEffect(() => {
    if (restorePending.current) {
      restorePending.current = false;
      const restored = router.restore(key) as T | undefined;
      if (restored !== undefined) {
        // Only after the hydrating render can the kept value show (it is not in the server's HTML).
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setValue(restored);
        return;
      }
    }
    router.remember(key, value);
  }, [key, value]);
  return [value, setValue];
}

type FormFields = Record<string, unknown>;
type FormOptions = Omit<VisitOptions, 'method' | 'data'>;

export interface InertiaForm<T extends FormFields> {
  data: T;
  errors: Partial<Record<keyof T | string, string>>;
  hasErrors: boolean;
  processing: boolean;
  wasSuccessful: boolean;
  recentlySuccessful: boolean;
  isDirty: boolean;
  // Method syntax: a form over more fields can stand in where fewer are expected (lead-form.tsx).
  setData<K extends keyof T>(key: K, value: T[K]): void;
  setData(data: T): void;
  setData(update: (previous: T) => T): void;
  transform(callback: (data: T) => Record<string, unknown>): void;
  setDefaults(): void;
  reset(...fields: Array<keyof T>): void;
  clearErrors(...fields: Array<keyof T | string>): void;
  setError(field: keyof T | string, message: string): void;
  submit(method: Method, url: string, options?: FormOptions): void;
  get(url: string, options?: FormOptions): void;
  post(url: string, options?: FormOptions): void;
  put(url: string, options?: FormOptions): void;
  patch(url: string, options?: FormOptions): void;
  delete(url: string, options?: FormOptions): void;
}

const RECENTLY_SUCCESSFUL_MS = 2000;
const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A form's data, errors and submission state; the submission is a router visit (JSON, or multipart with files). */
export function useForm<T extends FormFields>(initial: T): InertiaForm<T> {
  const [data, setDataState] = useState<T>(initial);
  const [defaults, setDefaultsState] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [processing, setProcessing] = useState(false);
  const [wasSuccessful, setWasSuccessful] = useState(false);
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const dataRef = useRef(data);
  const defaultsChanged = useRef(false);
  const transformRef = useRef<(data: T) => Record<string, unknown>>((value) => value);
  const mounted = useRef(true);
  const recentTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(recentTimer.current);
    };
  }, []);

  const commit = useCallback((next: T) => {
    dataRef.current = next;
    setDataState(next);
  }, []);

  const setData = useCallback(
    (keyOrData: keyof T | T | ((previous: T) => T), value?: unknown) => {
      if (typeof keyOrData === 'function') commit((keyOrData as (previous: T) => T)(dataRef.current));
      else if (typeof keyOrData === 'object') commit(keyOrData);
      else commit({ ...dataRef.current, [keyOrData]: value });
    },
    [commit],
  ) as InertiaForm<T>['setData'];

  const submit = (method: Method, url: string, options: FormOptions = {}) => {
    defaultsChanged.current = false;
    const payload = transformRef.current(dataRef.current);
    const visitOptions: VisitOptions = {
      ...options,
      method,
      data: payload,
      // Like router.post: a form keeps its state (what was typed) unless told otherwise.
      preserveState: options.preserveState ?? method !== 'get',
      onBefore: (visit) => {
        setWasSuccessful(false);
        setRecentlySuccessful(false);
        window.clearTimeout(recentTimer.current);
        return options.onBefore?.(visit);
      },
      onStart: (visit) => {
        setProcessing(true);
        options.onStart?.(visit);
      },
      onSuccess: async (page) => {
        if (mounted.current) {
          setErrors({});
          setWasSuccessful(true);
          setRecentlySuccessful(true);
          recentTimer.current = window.setTimeout(
            () => mounted.current && setRecentlySuccessful(false),
            RECENTLY_SUCCESSFUL_MS,
          );
        }
        await options.onSuccess?.(page);
        // What was saved is the new baseline for isDirty, unless onSuccess reset or chose defaults itself.
        if (mounted.current && !defaultsChanged.current) setDefaultsState(dataRef.current);
      },
      onError: (next: Errors) => {
        if (mounted.current) setErrors(next);
        options.onError?.(next);
      },
      onFinish: (visit) => {
        if (mounted.current) setProcessing(false);
        options.onFinish?.(visit);
      },
    };
    router.visit(url, visitOptions);
  };

  return {
    data,
    errors: errors as InertiaForm<T>['errors'],
    hasErrors: Object.keys(errors).length > 0,
    processing,
    wasSuccessful,
    recentlySuccessful,
    isDirty: !sameData(data, defaults),
    setData,
    transform: (callback) => {
      transformRef.current = callback;
    },
    setDefaults: () => {
      defaultsChanged.current = true;
      setDefaultsState(dataRef.current);
    },
    reset: (...fields) => {
      if (fields.length === 0) commit(defaults);
      else
        commit({
          ...dataRef.current,
          ...Object.fromEntries(fields.map((field) => [field, defaults[field]])),
        });
    },
    clearErrors: (...fields) =>
      setErrors((current) =>
        fields.length === 0
          ? {}
          : Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
      ),
    setError: (field, message) => setErrors((current) => ({ ...current, [field]: message })),
    submit,
    get: (url, options) => submit('get', url, options),
    post: (url, options) => submit('post', url, options),
    put: (url, options) => submit('put', url, options),
    patch: (url, options) => submit('patch', url, options),
    delete: (url, options) => submit('delete', url, options),
  };
}
