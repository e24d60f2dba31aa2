/** Goals other modules record through AnalyticsService.goal(): the steps from a visit to revenue. */
export const GOALS = [
  'contact_submitted',
  'jumpstart_applied',
  'newsletter_confirmed',
  'assessment_started',
  'assessment_completed',
  'agreement_signed',
  'payment_received',
  'lead_audit_completed',
] as const;
export type Goal = (typeof GOALS)[number];

/** Click ids of ad platforms, in the order they are looked for. */
export const CLICK_IDS = ['gclid', 'fbclid', 'msclkid', 'li_fat_id'] as const;

export const CHANNELS = [
  'direct',
  'organic_search',
  'paid_search',
  'organic_social',
  'paid_social',
  'email',
  'referral',
] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  direct: 'Direct',
  organic_search: 'Organic search',
  paid_search: 'Paid search',
  organic_social: 'Organic social',
  paid_social: 'Paid social',
  email: 'Email',
  referral: 'Referral',
};

/** Where a visit came from, as recorded on its page view. */
export interface Touch {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  clickId: string | null;
}

const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|qwant|brave|kagi)\.[a-z.]+$/;
const SOCIAL_SITES =
  /(^|\.)(facebook\.com|fb\.com|instagram\.com|linkedin\.com|lnkd\.in|t\.co|twitter\.com|x\.com|youtube\.com|reddit\.com|pinterest\.com|tiktok\.com|threads\.net|mastodon\.social|bsky\.app)$/;
const SOCIAL_SOURCES =
  /^(facebook|fb|instagram|ig|linkedin|twitter|x|youtube|reddit|pinterest|tiktok|threads|mastodon|bluesky)$/;
const PAID_MEDIUMS = /^(cpc|ppc|paid|paidsearch|paid[-_ ]search|cpv|cpa|display|banner)$/;
const PAID_SOCIAL_MEDIUMS = /^(paid[-_ ]?social|social[-_ ]?paid|cpm|sponsored)$/;
const EMAIL_MEDIUMS = /^(e-?mail|newsletter)$/;
const SOCIAL_MEDIUMS = /^(social|social[-_ ]network|social[-_ ]media|sm|organic[-_ ]social)$/;

/**
 * The channel of a visit, by rules applied in order (docs/analytics.md has the table of examples):
 * ad click ids, then the UTM medium, then the referring site; nothing at all is direct.
 */
export function channelOf(touch: Touch): Channel {
  const medium = touch.utmMedium?.toLowerCase().trim() ?? '';
  const source = touch.utmSource?.toLowerCase().trim() ?? '';
  const host = touch.referrerHost?.toLowerCase() ?? '';
  const social = SOCIAL_SOURCES.test(source) || SOCIAL_SITES.test(host);
  if (touch.clickId === 'gclid' || touch.clickId === 'msclkid') return 'paid_search';
  if (touch.clickId === 'li_fat_id') return 'paid_social';
  if (PAID_SOCIAL_MEDIUMS.test(medium)) return 'paid_social';
  if (PAID_MEDIUMS.test(medium)) return social ? 'paid_social' : 'paid_search';
  if (EMAIL_MEDIUMS.test(medium) || source === 'newsletter') return 'email';
  if (SOCIAL_MEDIUMS.test(medium) || social) return 'organic_social';
  if (medium === 'organic' || SEARCH_ENGINES.test(host)) return 'organic_search';
  if (host || source || medium) return 'referral';
  return 'direct';
}
