import { AlwaysProp, DeferredProp, InertiaProp, MergeProp, OptionalProp, PageProps } from './inertia-props';

export interface PartialReload {
  only: string[];
  except: string[];
  reset: string[];
}

export interface ResolvedProps {
  props: Record<string, unknown>;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
}

const topKey = (path: string) => path.split('.')[0];

/** Applies full-visit and partial-reload rules, then resolves the selected props (lazily, in parallel). */
export async function resolveProps(all: PageProps, partial: PartialReload | null): Promise<ResolvedProps> {
  const selected: Array<[string, unknown]> = [];
  const deferredProps: Record<string, string[]> = {};
  const merges: Record<'append' | 'prepend' | 'deep', string[]> = { append: [], prepend: [], deep: [] };

  for (const [key, value] of Object.entries(all)) {
    if (!isIncluded(key, value, partial)) {
      if (!partial && value instanceof DeferredProp) (deferredProps[value.group] ??= []).push(key);
      continue;
    }
    if (value instanceof MergeProp && !partial?.reset.includes(key)) merges[value.strategy].push(key);
    selected.push([key, value]);
  }

  // Only what is lazy is awaited: plain data goes into the page as it is.
  const values = await Promise.all(
    selected.map(([, value]) => (needsResolving(value) ? resolveValue(value) : value)),
  );
  let props: Record<string, unknown> = Object.fromEntries(selected.map(([key], i) => [key, values[i]]));
  if (partial) props = pickNestedPaths(props, partial);

  return {
    props,
    ...(Object.keys(deferredProps).length > 0 && { deferredProps }),
    ...(merges.append.length > 0 && { mergeProps: merges.append }),
    ...(merges.prepend.length > 0 && { prependProps: merges.prepend }),
    ...(merges.deep.length > 0 && { deepMergeProps: merges.deep }),
  };
}

function isIncluded(key: string, value: unknown, partial: PartialReload | null): boolean {
  if (!partial) return !(value instanceof OptionalProp || value instanceof DeferredProp);
  if (value instanceof AlwaysProp) return true;
  if (partial.only.length > 0) return partial.only.some((path) => topKey(path) === key);
  if (partial.except.length > 0) return !partial.except.includes(key);
  return !(value instanceof OptionalProp || value instanceof DeferredProp);
}

async function resolveValue(value: unknown): Promise<unknown> {
  if (value instanceof InertiaProp) return resolveValue(await value.resolve());
  if (typeof value === 'function') return resolveValue(await (value as () => unknown)());
  if (value instanceof Promise) return resolveValue(await value);
  if (isPlainObject(value) && holdsLazy(value)) {
    const entries = await Promise.all(
      Object.entries(value).map(async ([k, v]) => [k, await resolveValue(v)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

const isLazy = (value: unknown) =>
  value instanceof InertiaProp || typeof value === 'function' || value instanceof Promise;

const needsResolving = (value: unknown) => isLazy(value) || (isPlainObject(value) && holdsLazy(value));

/**
 * Whether an object holds, at any depth, something to call or await. Most props are plain data, kept
 * as they are: copying every object of every page (a promise per key) was a sixth of what a page
 * visit allocated on the event loop (docs/performance.md).
 */
function holdsLazy(value: Record<string, unknown>): boolean {
  for (const key in value) {
    const child = value[key];
    if (isLazy(child) || (isPlainObject(child) && holdsLazy(child))) return true;
  }
  return false;
}

/** `only: ['auth.user']` keeps `props.auth.user` and drops auth's other keys. */
function pickNestedPaths(props: Record<string, unknown>, partial: PartialReload): Record<string, unknown> {
  const nested = partial.only.filter((path) => path.includes('.'));
  const result = { ...props };
  for (const key of new Set(nested.map(topKey))) {
    if (partial.only.includes(key)) continue; // the whole prop was asked for too
    const paths = nested.filter((path) => topKey(path) === key).map((path) => path.split('.').slice(1));
    result[key] = pick(props[key], paths);
  }
  for (const path of partial.except.filter((p) => p.includes('.'))) removePath(result, path.split('.'));
  return result;
}

function pick(value: unknown, paths: string[][]): unknown {
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [head, ...rest] of paths) {
    if (!(head in value)) continue;
    out[head] = rest.length === 0 ? value[head] : pick(value[head], [rest]);
  }
  return out;
}

function removePath(target: Record<string, unknown>, [head, ...rest]: string[]): void {
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const child = target[head];
  if (!isPlainObject(child)) return;
  const copy = { ...child };
  target[head] = copy;
  removePath(copy, rest);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
