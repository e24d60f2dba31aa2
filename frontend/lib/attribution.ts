import { UTM_KEYS, type VisitAttribution } from '@shared/attribution';

const STORAGE_KEY = 'clearline.attribution';

/**
 * Remembers how this visit began (UTM tags, the referring site, the landing page) for the rest of
 * the tab's session, so a form filled in five pages later still says where the visitor came from.
 * First touch wins; nothing leaves the browser until a form is sent.
 */
export function rememberVisitAttribution(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY)) return;
    const url = new URL(window.location.href);
    const attribution: VisitAttribution = { landing_path: url.pathname };
    for (const key of UTM_KEYS) {
      const value = url.searchParams.get(key);
      if (value) attribution[key] = value.slice(0, 200);
    }
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== url.origin) attribution.referrer = referrer.slice(0, 1000);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage blocked (privacy mode): forms are sent without attribution.
  }
}

export function visitAttribution(): VisitAttribution {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as VisitAttribution) : {};
  } catch {
    return {};
  }
}
