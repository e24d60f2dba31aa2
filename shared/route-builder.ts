/** The pieces `shared/routes.generated.ts` builds URLs with. */

export type RouteParam = string | number;
export type RouteQueryValue = string | number | boolean | null | undefined;
export type RouteQuery = Readonly<Record<string, RouteQueryValue | ReadonlyArray<string | number>>>;

/** One path segment (`:id`): encoded whole, so a `/` in a value cannot reach another route. */
export function segment(value: RouteParam): string {
  return encodeURIComponent(String(value));
}

/** A wildcard (`*slug`): each segment encoded, the slashes between them kept. */
export function segments(value: string): string {
  return value
    .split('/')
    .filter(Boolean)
    .map((part) => encodeURIComponent(part))
    .join('/');
}

/** `path?a=1&b=2`; null and undefined values are left out, arrays repeat their key. */
export function withQuery(path: string, query?: RouteQuery): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value))
      for (const item of value as Array<string | number>) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
