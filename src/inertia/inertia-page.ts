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
 * JSON made safe for a `<script type="application/json">` element: no prop value can close the
 * element (`</script>`), open a comment (`<!--`) or break a JS parser on U+2028/U+2029. Character by
 * character, so the parts of a page may be escaped apart.
 */
export function escapeForScript(json: string): string {
  return json.replace(/[<>&/\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]);
}

export function serializePageForHtml(page: InertiaPage): string {
  return escapeForScript(pageJson(page).json);
}

/**
 * The end of a page's JSON from the `auth` prop's value on: the value, the end of `props`, then
 * `encryptHistory` for a signed-in visitor (the official client keeps such pages' props encrypted
 * in the browser's history), then the end of the page.
 */
export const personalEnd = (authJson: string, encryptHistory: boolean): string =>
  `${authJson}}${encryptHistory ? ',"encryptHistory":true' : ''}}`;

/**
 * The page as JSON with its one per-visitor part at the end: `props` is the last key and `auth` its
 * last prop, so `json.slice(personalFrom)` is `personalEnd(auth, encryptHistory)`. The output cache
 * keeps what comes before it and adds a signed-in visitor's own end (page-cache.ts).
 * `personalFrom` is null for a page without `auth` (a partial reload that did not ask for it).
 */
export function pageJson(page: InertiaPage): { json: string; personalFrom: number | null } {
  const { props, encryptHistory, ...rest } = page;
  if (props.auth === undefined) return { json: JSON.stringify(page), personalFrom: null };
  const { auth, ...others } = props;
  // Without its closing `}}` (props, page): the page with every other prop.
  const open = JSON.stringify({ ...rest, props: others }).slice(0, -2);
  const head = `${open}${Object.keys(others).length > 0 ? ',' : ''}"auth":`;
  return {
    json: head + personalEnd(JSON.stringify(auth), encryptHistory === true),
    personalFrom: head.length,
  };
}
