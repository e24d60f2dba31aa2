import { allComparePairs, compareVerdicts, parseCompareSlug } from './crm-compare';

const known: Record<string, string> = {
  hubspot: 'hubspot',
  pipedrive: 'pipedrive',
  zoho: 'zoho',
  salesforce: 'salesforce',
  activecampaign: 'activecampaign',
  'active-campaign': 'activecampaign',
};
const resolve = (slug: string) => known[slug];

describe('CRM compare URLs', () => {
  it.each([
    ['hubspot-vs-pipedrive', '/crm-compare/hubspot-vs-pipedrive'],
    ['pipedrive-vs-hubspot', '/crm-compare/hubspot-vs-pipedrive'],
    ['zoho-vs-hubspot-vs-pipedrive', '/crm-compare/hubspot-vs-pipedrive-vs-zoho'],
    ['pipedrive-vs-zoho-vs-hubspot', '/crm-compare/hubspot-vs-pipedrive-vs-zoho'],
    ['active-campaign-vs-hubspot', '/crm-compare/activecampaign-vs-hubspot'],
    ['HubSpot-vs-Pipedrive', '/crm-compare/hubspot-vs-pipedrive'],
  ])('%s → %s', (segment, canonicalPath) => {
    expect(parseCompareSlug(segment, resolve)).toMatchObject({ kind: 'ok', canonicalPath });
  });

  it.each([
    ['hubspot', 'one CRM'],
    ['hubspot-vs-unknowncrm', 'an unknown CRM'],
    ['hubspot-vs-hubspot', 'a duplicate'],
    ['activecampaign-vs-active-campaign', 'a duplicate through an alias'],
    ['hubspot-vs-pipedrive-vs-zoho-vs-salesforce', 'four CRMs'],
    ['hubspot-vs-', 'an empty name'],
  ])('%s (%s) is not a page', (segment) => {
    expect(parseCompareSlug(segment, resolve)).toEqual({ kind: 'not-found' });
  });

  it('lists each pair once, in canonical order', () => {
    expect(allComparePairs(['zoho', 'hubspot', 'pipedrive'])).toEqual([
      '/crm-compare/hubspot-vs-pipedrive',
      '/crm-compare/hubspot-vs-zoho',
      '/crm-compare/pipedrive-vs-zoho',
    ]);
  });
});

describe('compare verdicts', () => {
  const rated = (slug: string, value: number, automation: number) => ({
    slug,
    name: slug.toUpperCase(),
    ratings: { easeOfUse: value, automation, customisation: 3, reporting: 3, value: 3, support: 3 },
  });

  it('names the best-rated CRM per use case and calls ties ties', () => {
    const verdicts = compareVerdicts([rated('a', 5, 2), rated('b', 3, 4), rated('c', 5, 1)]);
    const byCase = Object.fromEntries(verdicts.map((v) => [v.useCase, v]));
    expect(byCase.easeOfUse.winners).toEqual(['a', 'c']);
    expect(byCase.easeOfUse.summary).toBe('A and C tie at 5 out of 5.');
    expect(byCase.automation.winners).toEqual(['b']);
    expect(byCase.automation.summary).toBe('B (4 out of 5) is the stronger choice.');
    expect(byCase.reporting.summary).toBe('No clear winner: all rate 3 out of 5 here.');
    expect(verdicts).toHaveLength(6);
  });
});
