/** The Inertia page object (docs: ../shared/notes/inertia-protocol.md; server side: src/inertia/inertia-page.ts). */
export interface Page<Props = Record<string, unknown>> {
  component: string;
  props: Props & { errors: Errors };
  /** Path, query and fragment, as the server answered it. */
  url: string;
  version: string | null;
  flash: Record<string, unknown>;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
}

export type Errors = Record<string, string>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Form and query data: plain values, nested objects and arrays, and files. */
export type RequestData = Record<string, unknown> | FormData;
/** What `useForm` accepts as its fields (kept as the name pages already use). */
export type FormDataType<T> = { [K in keyof T]: unknown };

export interface Progress {
  loaded: number;
  total?: number;
  percentage?: number;
}

type Preserve = boolean | ((page: Page) => boolean);

export interface VisitOptions {
  method?: Method;
  data?: RequestData;
  replace?: boolean;
  preserveScroll?: Preserve | 'errors';
  preserveState?: Preserve | 'errors';
  only?: string[];
  except?: string[];
  headers?: Record<string, string>;
  errorBag?: string | null;
  forceFormData?: boolean;
  /** An async visit (a reload) neither interrupts nor is interrupted by page visits. */
  async?: boolean;
  onBefore?: (visit: Visit) => boolean | void;
  onStart?: (visit: Visit) => void;
  onProgress?: (progress: Progress | undefined) => void;
  onSuccess?: (page: Page) => void | Promise<void>;
  onError?: (errors: Errors) => void;
  onCancel?: () => void;
  onFinish?: (visit: Visit) => void;
}

/** One visit, as the router's events describe it. */
export interface Visit {
  url: URL;
  method: Method;
  data: RequestData;
  replace: boolean;
  preserveScroll: Preserve | 'errors';
  preserveState: Preserve | 'errors';
  only: string[];
  except: string[];
  headers: Record<string, string>;
  errorBag: string | null;
  forceFormData: boolean;
  async: boolean;
  /** Always false: this client does not prefetch (route-preload.ts warms page code instead). */
  prefetch: false;
  completed: boolean;
  cancelled: boolean;
  interrupted: boolean;
}

export interface RouterEvents {
  before: { visit: Visit };
  start: { visit: Visit };
  progress: { progress: Progress | undefined };
  finish: { visit: Visit };
  navigate: { page: Page };
  success: { page: Page };
  error: { errors: Errors };
  flash: { flash: Record<string, unknown> };
  httpException: { response: XMLHttpRequest; visit: Visit };
  networkError: { visit: Visit };
}
