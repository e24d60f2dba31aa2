/**
 * Path rules that modules declare for their own routes, next to their module class:
 * - JSON paths: clients are programs, so errors are JSON, never the error screen, even for a path
 *   no route matches (which is why these are prefixes, not route decorators).
 * - CSRF-exempt paths: requests that do not authenticate with our cookies (bearer-token APIs,
 *   signed webhooks, beacons, signed one-click unsubscribe links mail providers post to), so they
 *   cannot be forged across sites.
 * Declarations are static facts about the code (made when the module file loads), so one
 * process-wide set serves every app instance.
 */
const jsonPrefixes = new Set<string>(['/api/']);
const csrfExemptPrefixes = new Set<string>();
const rawBodyPaths = new Set<string>();
const nulStrippedPaths = new Set<string>();

const matches = (prefixes: Set<string>, path: string) =>
  [...prefixes].some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

/** Everything under `/api/` is for programs; modules add the other prefixes their clients are programs on. */
export function declareJsonPaths(...prefixes: string[]): void {
  for (const prefix of prefixes) jsonPrefixes.add(prefix);
}

export function declareCsrfExemptPaths(...prefixes: string[]): void {
  for (const prefix of prefixes) csrfExemptPrefixes.add(prefix);
}

export const isJsonPath = (path: string): boolean => matches(jsonPrefixes, path);

/** Exempt paths match as prefixes only: `/api/log-error` exempts itself, not `/api/log-errors-admin`. */
export const isCsrfExemptPath = (path: string): boolean =>
  [...csrfExemptPrefixes].some((prefix) => path.startsWith(prefix));

/** Paths whose handlers need the exact bytes received (signed webhooks): kept as `req.rawBody`. */
export function declareRawBodyPaths(...paths: string[]): void {
  for (const path of paths) rawBodyPaths.add(path);
}

export const keepsRawBody = (path: string): boolean => rawBodyPaths.has(path);

/**
 * Paths whose bodies may carry NUL characters, which are then removed rather than refused (error
 * reports quote whatever the browser had). Everywhere else a NUL in a body is a 400.
 */
export function declareNulStrippedPaths(...paths: string[]): void {
  for (const path of paths) nulStrippedPaths.add(path);
}

export const stripsNul = (path: string): boolean => nulStrippedPaths.has(path);
