import { UTM_KEYS, type VisitAttribution } from '@shared/attribution';

const STORAGE_KEY = 'clearline.attribution';

/** This page's attribution, read when the app started and not yet stored. */
let unsaved: VisitAttribution | null = null;

/**
 * Remembers how this visit began (UTM tags, the referring site, the landing page) for the rest of
 * the tab's session, so a form filled in five pages later still says where the visitor came from.
 * First touch wins; nothing leaves the browser until a form is sent.
 *
 * The address and the referrer are read at once; they are stored when the browser is idle. A tab's
 * first use of sessionStorage waits on the browser process, and in the app's first task it held up
 * hydration (10 ms of the main thread on a 2-core host while Chrome was busy loading the page).
 */
export function rememberVisitAttribution(): void {
  const url = new URL(window.location.href);
  const attribution: VisitAttribution = { landing_path: url.pathname };
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) attribution[key] = value.slice(0, 200);
  }
  // The browser gives a full address or none.
  const referrer = document.referrer;
  if (referrer && new URL(referrer).origin !== url.origin) attribution.referrer = referrer.slice(0, 1000);
  unsaved = attribution;
  // Where there is no idle callback (older Safari), a task of its own after this one.
  (window.requestIdleCallback ?? setTimeout)(saveVisitAttribution);
}

function saveVisitAttribution(): void {
  try {
    if (unsaved && !sessionStorage.getItem(STORAGE_KEY))
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(unsaved));
  } catch {
    // Storage blocked (privacy mode): forms are sent without attribution.
  }
  unsaved = null;
}

export function visitAttribution(): VisitAttribution {
  // A form sent before the browser was idle still carries this visit's start.
  saveVisitAttribution();
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as VisitAttribution) : {};
  } catch {
    return {};
  }
}
