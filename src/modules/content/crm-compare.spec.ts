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
  const crm = (slug: string, ratings: Partial<Record<string, number>>, strengths: string[] = []) => ({
    slug,
    name: slug.toUpperCase(),
    ratings: {
      easeOfUse: 3,
      automation: 3,
      customisation: 3,
      reporting: 3,
      value: 3,
      support: 3,
      ...ratings,
    },
    strengths,
  });

  it('says who leads, by how much, why (the strength on that point) and when the other wins', () => {
    const verdicts = compareVerdicts([
      crm('a', { automation: 5, value: 2 }, [
        'Reporting and dashboards are approachable for non-technical managers.',
        'Marketing automation is among the strongest here.',
      ]),
      crm('b', { automation: 4, value: 4 }, ['Per-user pricing is published and easy to budget.']),
    ]);
    const byCase = Object.fromEntries(verdicts.map((v) => [v.useCase, v]));
    expect(byCase.automation.winners).toEqual(['a']);
    expect(byCase.automation.summary).toBe(
      'A has the edge (5 vs 4 out of 5). Marketing automation is among the strongest here. B is the better pick if value matters more (4 vs 2).',
    );
    // Two points apart is "clearly ahead"; the reason is the strength that names pricing first.
    expect(byCase.value.summary).toBe(
      'B is clearly ahead (4 vs 2 out of 5). Per-user pricing is published and easy to budget. A is the better pick if automation matters more (5 vs 4).',
    );
    // "approachable" is an ease-of-use word, but that sentence is about reporting: no reason is quoted.
    expect(byCase.easeOfUse.summary).toBe(
      'No difference here: both rate 3 out of 5. Decide on what differs: A on automation, B on value.',
    );
  });

  it('calls ties ties, and says when the runner-up never leads', () => {
    const verdicts = compareVerdicts([
      crm('a', { easeOfUse: 5 }),
      crm('b', { easeOfUse: 3 }),
      crm('c', { easeOfUse: 5 }),
    ]);
    const byCase = Object.fromEntries(verdicts.map((v) => [v.useCase, v]));
    expect(byCase.easeOfUse.winners).toEqual(['a', 'c']);
    expect(byCase.easeOfUse.summary).toBe('A and C share the lead (5 vs 3 out of 5 for B).');
    expect(byCase.reporting.summary).toBe('No difference here: all rate 3 out of 5.');
    expect(compareVerdicts([crm('a', { support: 4 }), crm('b', {})]).at(-1)!.summary).toBe(
      'A has the edge (4 vs 3 out of 5). B does not out-rate A on any of our six ratings.',
    );
    expect(verdicts).toHaveLength(6);
  });
});
