/** A route's full path from its controller's and handler's declarations (`'auth/v1'` + `'token'`). */
export function routePath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  // eslint-disable-next-line urls/no-url-literals -- builds the route paths the typed helpers come from
  return `/${joined}`;
}

/** A path declaration as Nest keeps it: one path or several. */
export const declaredPaths = (value: string | string[] | undefined): string[] =>
  Array.isArray(value) ? value : [value ?? ''];
