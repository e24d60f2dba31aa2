/**
 * Prop wrappers with the Inertia protocol's loading rules:
 * - `optional(fn)`: left out of full visits; resolved only when a partial reload asks for it.
 * - `defer(fn, group)`: left out of full visits and announced in `deferredProps`, which the client fetches next.
 * - `always(value)`: included even in partial reloads that did not ask for it.
 * - `merge(value)` / `deepMerge(value)` / `prepend(value)`: the client merges instead of replacing.
 * Plain functions are resolved lazily, only when the prop is included.
 */
type Resolvable<T> = T | Promise<T> | (() => T | Promise<T>);

export abstract class InertiaProp<T = unknown> {
  constructor(readonly value: Resolvable<T>) {}

  async resolve(): Promise<T> {
    const value = this.value;
    return typeof value === 'function' ? await (value as () => T | Promise<T>)() : await value;
  }
}

export class OptionalProp<T> extends InertiaProp<T> {}
export class AlwaysProp<T> extends InertiaProp<T> {}
export class DeferredProp<T> extends InertiaProp<T> {
  constructor(
    value: Resolvable<T>,
    readonly group: string,
  ) {
    super(value);
  }
}
export type MergeStrategy = 'append' | 'prepend' | 'deep';
export class MergeProp<T> extends InertiaProp<T> {
  constructor(
    value: Resolvable<T>,
    readonly strategy: MergeStrategy,
  ) {
    super(value);
  }
}

export const optional = <T>(value: () => T | Promise<T>) => new OptionalProp(value);
export const always = <T>(value: Resolvable<T>) => new AlwaysProp(value);
export const defer = <T>(value: () => T | Promise<T>, group = 'default') => new DeferredProp(value, group);
export const merge = <T>(value: Resolvable<T>) => new MergeProp(value, 'append');
export const prepend = <T>(value: Resolvable<T>) => new MergeProp(value, 'prepend');
export const deepMerge = <T>(value: Resolvable<T>) => new MergeProp(value, 'deep');

export type PropValue = unknown;
export type PageProps = Record<string, PropValue>;

/** A page's props as a controller passes them: each one as is, wrapped (optional, defer, …) or lazy. */
export type RenderProps<Props> = {
  [Key in keyof Props]: Props[Key] | InertiaProp<Props[Key]> | (() => Props[Key] | Promise<Props[Key]>);
};
