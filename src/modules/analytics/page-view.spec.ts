import type { PageViewRequest } from '@common/http/page-view-request';
import { pageViewFacts } from './page-view';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SITE = { host: 'example.com', countryHeader: undefined };

/** A GET of `/hubspot` from a browser, with these headers as well (names in any case). */
function request(headers: Record<string, string> = {}): PageViewRequest {
  const all = new Map(
    Object.entries({ 'User-Agent': BROWSER, ...headers }).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    method: 'GET',
    path: '/hubspot',
    ip: '203.0.113.7',
    query: {},
    get: (name) => all.get(name.toLowerCase()),
  };
}

describe('pageViewFacts: a person looking at a page, not a speculative or partial load', () => {
  it('records a plain visit', () => {
    expect(pageViewFacts(request(), 'content/crm', SITE)).toMatchObject({
      path: '/hubspot',
      device: 'desktop',
    });
  });

  it.each([
    ['Purpose', 'prefetch'],
    ['Sec-Purpose', 'prefetch;prerender'],
    ['Sec-Purpose', 'Prefetch'],
    ['X-Moz', 'prefetch'],
    ['X-Inertia-Partial-Component', 'content/crm'],
  ])('skips a request with %s: %s', (name, value) => {
    expect(pageViewFacts(request({ [name]: value }), 'content/crm', SITE)).toBeNull();
  });

  it('records a visit whose purpose header names something else', () => {
    expect(pageViewFacts(request({ 'Sec-Purpose': 'navigate' }), 'content/crm', SITE)).not.toBeNull();
  });
});
