/**
 * The CSRF cookie's name: `__Host-XSRF-TOKEN` on HTTPS (a sibling subdomain cannot plant it),
 * `XSRF-TOKEN` on plain HTTP, as the server names it (`csrfCookieName`).
 */
export const csrfCookieName = (): string =>
  typeof location !== 'undefined' && location.protocol === 'https:' ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN';

/** The X-XSRF-TOKEN header for a fetch() that changes something (the Inertia router adds it to its own visits). */
export function csrfHeaders(): Record<string, string> {
  const prefix = `${csrfCookieName()}=`;
  const token = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  return token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {};
}
