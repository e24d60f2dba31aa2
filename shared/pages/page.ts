/** The SPEC's layouts, plus "wide" (default chrome, full-width sections); "none" is the browser crash screen's. */
export type LayoutName =
  | 'default'
  | 'wide'
  | 'landing'
  | 'auth'
  | 'sign-in'
  | 'sign'
  | 'admin'
  | 'assessment'
  | 'docs'
  | 'docs-new'
  | 'training'
  | 'none';

declare const propsType: unique symbol;

/**
 * One page of the registry: its layout at run time, its props as a type only. A page's folder is
 * the module that renders it, not its layout (the leads admin list is 'leads/contact-submissions' in
 * the admin layout); a page may still choose another layout itself (`Page.layout`).
 */
export interface PageEntry<Props> {
  readonly layout: LayoutName;
  readonly [propsType]?: Props;
}

export const page = <Props>(layout: LayoutName): PageEntry<Props> => ({ layout });

export type PropsOf<Entry> = Entry extends PageEntry<infer Props> ? Props : never;

/** A module's pages: every name starts with the module's folder ('leads/…' for src/modules/leads). */
export type ModulePages<Module extends string> = Record<`${Module}/${string}`, PageEntry<unknown>>;
