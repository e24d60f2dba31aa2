import { InvalidFields } from '@common/errors/invalid-fields';
import { PageCache } from '@inertia/page-cache';
import { SiteSettings } from '@modules/settings';
import { recorder, serviceUnderTest } from '../../../test/support/service-harness';
import { Redirect } from './redirect.entity';
import { RedirectsService } from './redirects.service';

async function redirects() {
  const cache = recorder<PageCache>();
  const harness = await serviceUnderTest(RedirectsService, {
    entities: [Redirect],
    fakes: [
      [SiteSettings, { current: () => ({ bookingUrl: 'https://cal.example/clearline' }) }],
      [PageCache, cache.fake],
    ],
  });
  return { ...harness, cache };
}

const fieldErrors = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof InvalidFields ? error.fieldErrors : error),
  );

describe('RedirectsService (the back office’s redirects)', () => {
  it.each([
    ['javascript:alert(1)', 'Use a site path (/services), an https:// URL, or $BOOKING_URL.'],
    ['//evil.example/', 'Use a site path (/services), an https:// URL, or $BOOKING_URL.'],
    ['http://plain.example/', 'Use a site path (/services), an https:// URL, or $BOOKING_URL.'],
    ['/old?utm_source=x', 'A redirect cannot point at its own path.'],
  ])('refuses the target %s, and stores nothing', async (target, message) => {
    const { service, store, cache } = await redirects();
    expect(await fieldErrors(service.create({ path: '/old', target, status: 301 }))).toEqual({
      target: message,
    });
    expect(store.rows(Redirect)).toEqual([]);
    expect(cache.calls).toEqual([]);
  });

  it('adds a redirect once per path, and empties the page cache when it does', async () => {
    const { service, store, cache } = await redirects();
    await service.create({ path: '/old', target: '/services', status: 301 });
    expect(store.rows(Redirect)[0]).toMatchObject({
      path: '/old',
      target: '/services',
      enabled: true,
      note: null,
    });
    expect(cache.callsOf('invalidate')).toHaveLength(1);
    expect(await fieldErrors(service.create({ path: '/old', target: '/pricing', status: 302 }))).toEqual({
      path: 'A redirect for this path exists already: edit it.',
    });
  });

  it('carries the visitor’s campaign tags to the target, and sends $BOOKING_URL to the booking page', async () => {
    const { service } = await redirects();
    expect(service.targetFor({ target: '/services' }, { utm_source: 'linkedin', page: '2' })).toBe(
      '/services?utm_source=linkedin',
    );
    expect(service.targetFor({ target: '$BOOKING_URL' }, {})).toBe('https://cal.example/clearline');
    expect(
      service.targetFor({ target: 'https://partner.example/?utm_source=ours' }, { utm_source: 'theirs' }),
    ).toBe('https://partner.example/?utm_source=ours');
    expect(service.targetFor({ target: 'javascript:alert(1)' }, {})).toBeNull();
  });
});
