import { channelOf, type Channel, type Touch } from './analytics';

const touch = (overrides: Partial<Touch>): Touch => ({
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  clickId: null,
  ...overrides,
});

/** The table in docs/analytics.md, row by row. */
const EXAMPLES: Array<[Partial<Touch>, Channel]> = [
  [{}, 'direct'],
  [{ referrerHost: 'google.com' }, 'organic_search'],
  [{ referrerHost: 'google.co.uk' }, 'organic_search'],
  [{ referrerHost: 'duckduckgo.com' }, 'organic_search'],
  [{ utmSource: 'google', utmMedium: 'organic' }, 'organic_search'],
  [{ referrerHost: 'google.com', clickId: 'gclid' }, 'paid_search'],
  [{ clickId: 'msclkid' }, 'paid_search'],
  [{ utmSource: 'google', utmMedium: 'cpc' }, 'paid_search'],
  [{ utmSource: 'linkedin', utmMedium: 'cpc' }, 'paid_social'],
  [{ utmSource: 'facebook', utmMedium: 'paid_social' }, 'paid_social'],
  [{ clickId: 'li_fat_id', referrerHost: 'linkedin.com' }, 'paid_social'],
  [{ referrerHost: 'linkedin.com' }, 'organic_social'],
  [{ referrerHost: 'facebook.com', clickId: 'fbclid' }, 'organic_social'],
  [{ utmSource: 'twitter', utmMedium: 'social' }, 'organic_social'],
  [{ utmSource: 'newsletter', utmMedium: 'email' }, 'email'],
  [{ utmMedium: 'Email' }, 'email'],
  [{ referrerHost: 'hubspot.com' }, 'referral'],
  [{ utmSource: 'partner-site' }, 'referral'],
];

describe('channel grouping', () => {
  it.each(EXAMPLES)('%j is %s', (overrides, channel) => {
    expect(channelOf(touch(overrides))).toBe(channel);
  });
});
