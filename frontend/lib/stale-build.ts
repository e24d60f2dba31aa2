/** SPEC §9: a reload is not repeated within 10 seconds, so a broken release cannot loop the page. */
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'clearline.reloaded-at';

/**
 * Loads the page afresh once to pick up the new build's files: `url` (the page a visit was going
 * to) or the current one. Returns false (and does nothing) when that already happened less than
 * RELOAD_GUARD_MS ago.
 */
export function reloadOnce(url?: string, now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false; // Without storage there is no guard: better no reload than a loop.
  }
  if (url) window.location.assign(url);
  else window.location.reload();
  return true;
}
