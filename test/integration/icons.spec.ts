import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

/** Issue 39: the spec's icon endpoint, `/api/_nuxt_icon`, serves the site's icon set as Iconify JSON. */
describeWithDatabase('icon data (/api/_nuxt_icon)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(app.url(path), { headers });

  it('answers the icons asked for, aliases included, cached by ETag', async () => {
    const answer = await get('/api/_nuxt_icon/lucide.json?icons=house,menu,home');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const set = (await answer.json()) as {
      prefix: string;
      width: number;
      icons: Record<string, { body: string }>;
    };
    expect([set.prefix, set.width, Object.keys(set.icons)]).toEqual([
      'lucide',
      24,
      ['house', 'menu', 'home'],
    ]);
    // The markup lucide-react draws for the house icon, as Iconify's strokes.
    expect(set.icons.house.body).toContain('<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/>');
    expect(set.icons.house.body).toMatch(/^<g fill="none" stroke="currentColor"/);
    expect(set.icons.home.body).toBe(set.icons.house.body);
    const again = await get('/api/_nuxt_icon/lucide.json?icons=house,menu,home', {
      'If-None-Match': answer.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('refuses bad input with a 400 and names unknown icons and collections with a 404', async () => {
    for (const query of [
      '',
      '?icons=',
      '?icons=House',
      '?icons=..%2F..%2Fetc%2Fpasswd',
      `?icons=${Array.from({ length: 101 }, (_, n) => `icon-${n}`).join(',')}`,
      '?icons=house&icons=menu',
    ]) {
      const answer = await get(`/api/_nuxt_icon/lucide.json${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
    }
    const unknown = await get('/api/_nuxt_icon/lucide.json?icons=house,no-such-icon');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: 'No lucide icon named no-such-icon',
      not_found: ['no-such-icon'],
    });
    expect((await get('/api/_nuxt_icon/mdi.json?icons=home')).status).toBe(404);
  });
});
