import { loggedUrl, withoutPrivateQueries } from './log-privacy';

describe('log privacy', () => {
  it('logs a data-rights lookup without the address it looked up', () => {
    expect(loggedUrl('/admin/data-rights?email=dana%40example.com')).toBe('/admin/data-rights?…');
    expect(loggedUrl('/admin/data-rights/export?email=dana%40example.com')).toBe(
      '/admin/data-rights/export?…',
    );
    expect(loggedUrl('/admin/data-rights')).toBe('/admin/data-rights');
    expect(loggedUrl('/admin/contact-submissions?q=dana')).toBe('/admin/contact-submissions?q=dana');
  });

  it('drops the query of the request and of a Referer that points at such a page', () => {
    const logged = withoutPrivateQueries({
      url: '/admin/data-rights?email=dana%40example.com',
      query: { email: 'dana@example.com' },
      headers: { referer: 'https://site.example/admin/data-rights?email=erin%40example.com', host: 'x' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/dana|erin/);
    expect(logged.headers).toEqual({ referer: 'https://site.example/admin/data-rights?…', host: 'x' });
    const next = withoutPrivateQueries({
      url: '/admin',
      query: {},
      headers: { referer: 'https://site.example/admin/data-rights?email=erin%40example.com' },
    });
    expect(next.url).toBe('/admin');
    expect(JSON.stringify(next)).not.toContain('erin');
    const other = { url: '/login?x=1', headers: {} };
    expect(withoutPrivateQueries(other)).toBe(other);
  });
});
