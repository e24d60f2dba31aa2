import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('preferredEncoding, for headers seen before', () => {
  it('answers the same after many distinct headers have come and gone', () => {
    expect(preferredEncoding('gzip, br')).toBe('br');
    for (let i = 0; i < 600; i += 1) expect(preferredEncoding(`gzip;q=0.5, x-${i}`)).toBe('gzip');
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});
