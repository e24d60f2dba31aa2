export interface InertiaPage {
  component: string;
  props: Record<string, unknown> & { errors: Record<string, unknown> };
  url: string;
  version: string;
  flash: Record<string, unknown>;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  clearHistory?: boolean;
  encryptHistory?: boolean;
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '/': '\\/',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/json">` element: no prop value can close the element
 * (`</script>`), open a comment (`<!--`) or break a JS parser on U+2028/U+2029.
 */
export function serializePageForHtml(page: InertiaPage): string {
  return JSON.stringify(page).replace(/[<>&/\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]);
}
