/**
 * Visit attribution, apart from the lead forms' option lists: every page remembers how a visit
 * began (frontend/lib/attribution.ts), and importing the option lists for it put them on every page.
 */

/** The first-touch attribution the browser keeps for the visit and sends with every lead form. */
export interface VisitAttribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  referrer?: string;
  landing_path?: string;
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
