import type { PageViewRequest } from '@common/http/page-view-request';
import { isbot } from 'isbot';
import { describeUserAgent, type UserAgentSummary } from '@common/http/user-agent';
import { PAGES, type PageName } from '@shared/pages';
import { CLICK_IDS } from '@shared/analytics';

/**
 * What a page view records: the row as it travels to analytics_events, with the visitor id still
 * empty (it is worked out next, then set in place: the object keeps one shape from start to end).
 */
export interface PageViewFacts {
  kind: 'pageview';
  /** ISO 8601, UTC. */
  occurredAt: string;
  visitorId: string;
  path: string;
  component: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  clickId: string | null;
  device: string;
  browser: string | null;
  os: string | null;
  country: string | null;
}

const FIELD_MAX = 200;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim()
    ? value.trim().replaceAll('\u0000', '').slice(0, FIELD_MAX)
    : null;

/** Headers by which browsers mark a speculative load (a prefetch or a prerender). */
const PURPOSE_HEADERS = ['purpose', 'sec-purpose', 'x-moz'];
const SPECULATIVE = /prefetch|prerender/i;

/**
 * A prefetch or a partial reload is not a person looking at a page. Headers a page view seldom
 * carries are looked at one by one: no string is built for the usual request that has none.
 */
function isBackgroundRequest(req: PageViewRequest): boolean {
  if (req.get('x-inertia-partial-component') !== undefined) return true;
  for (const name of PURPOSE_HEADERS) {
    const purpose = req.get(name);
    if (purpose !== undefined && SPECULATIVE.test(purpose)) return true;
  }
  return false;
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The other site a visitor came from; our own pages (Inertia navigation, under any of our names) are no referrer. */
function referrerHost(req: PageViewRequest, siteHost: string): string | null {
  const referer = req.get('Referer');
  if (!referer) return null;
  try {
    const host = bareHost(new URL(referer).hostname);
    const requested = bareHost((req.get('Host') ?? '').replace(/:\d+$/, ''));
    return host && host !== siteHost && host !== requested ? host.slice(0, FIELD_MAX) : null;
  } catch {
    return null;
  }
}

/**
 * A person's browser (parsed) or a bot (null), remembered for the most recent User-Agent strings:
 * parsing is the dearest part of recording a view, and a burst of visitors shares a few hundred of them.
 */
const RECENT_AGENTS = 1000;
const recentAgents = new Map<string, UserAgentSummary | null>();
function classify(userAgent: string): UserAgentSummary | null {
  const known = recentAgents.get(userAgent);
  if (known !== undefined) return known;
  const summary = isbot(userAgent) ? null : describeUserAgent(userAgent);
  if (recentAgents.size >= RECENT_AGENTS) recentAgents.delete(recentAgents.keys().next().value as string);
  recentAgents.set(userAgent, summary);
  return summary;
}

/**
 * Whether a request's browser counts as a visitor: a user agent that is there and is not a bot or
 * a headless browser. Page views and goals follow the same rule, so no rate can pass 100 %.
 */
export function countsAsVisitor(userAgent: string | undefined): boolean {
  return userAgent !== undefined && userAgent !== '' && classify(userAgent) !== null;
}

/**
 * The facts of a public page view served at `servedAt` (ms), or null when this response is not one:
 * not a GET, a prefetch or partial reload, a bot, an admin page, the error screen.
 */
export function pageViewFacts(
  req: PageViewRequest,
  component: string,
  site: { host: string; countryHeader: string | undefined },
  servedAt = Date.now(),
): PageViewFacts | null {
  if (req.method !== 'GET' || isBackgroundRequest(req)) return null;
  const layout = PAGES[component as PageName];
  if (!layout || layout === 'admin' || component === 'error') return null;
  const userAgent = req.get('User-Agent') ?? '';
  const ua = userAgent ? classify(userAgent) : null;
  if (!ua) return null;
  const query = req.query as Record<string, unknown>;
  const clickId = CLICK_IDS.find((name) => text(query[name]));
  const country = site.countryHeader ? text(req.get(site.countryHeader))?.toUpperCase() : null;
  return {
    kind: 'pageview',
    occurredAt: new Date(servedAt).toISOString(),
    visitorId: '',
    path: req.path.slice(0, 500),
    component,
    referrerHost: referrerHost(req, site.host),
    utmSource: text(query.utm_source),
    utmMedium: text(query.utm_medium),
    utmCampaign: text(query.utm_campaign),
    utmTerm: text(query.utm_term),
    utmContent: text(query.utm_content),
    clickId: clickId ?? null,
    device: ua.device,
    browser: ua.browser,
    os: ua.os,
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
  };
}
