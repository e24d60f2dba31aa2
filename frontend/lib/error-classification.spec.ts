import {
  isChunkLoadError,
  isCrawler,
  isNoise,
  MISSING_COMPONENT,
  severityOf,
  type ClientErrorKind,
  type Severity,
} from './error-classification';

describe('client error severity', () => {
  const chunk = new TypeError(
    'Failed to fetch dynamically imported module: https://site/assets/page-1a2b.js',
  );
  const missing = new Error(`${MISSING_COMPONENT}: tools/quote`);
  const plain = new TypeError("Cannot read properties of undefined (reading 'map')");

  it.each<[string, unknown, ClientErrorKind, Severity]>([
    ['an unhandled rejection', plain, 'unhandled-rejection', 'critical'],
    ['a missing component, however it surfaces', missing, 'unhandled-rejection', 'warning'],
    ['a chunk-load failure caught in rendering', chunk, 'render', 'critical'],
    ['a chunk-load failure as an uncaught error', chunk, 'uncaught', 'critical'],
    [
      'a Safari chunk-load failure',
      new TypeError('Importing a module script failed.'),
      'uncaught',
      'critical',
    ],
    ['a missing page component', missing, 'render', 'warning'],
    ['a missing component reported by hand', missing, 'handled', 'warning'],
    ['an ordinary render error', plain, 'render', 'error'],
    ['an ordinary uncaught error', plain, 'uncaught', 'error'],
    ['a thrown string', 'boom', 'uncaught', 'error'],
  ])('%s is %s → %s', (_label, error, kind, severity) => {
    expect(severityOf(error, kind)).toBe(severity);
  });

  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(plain)).toBe(false);
  });

  it('ignores browser noise', () => {
    expect(isNoise('Script error.')).toBe(true);
    expect(isNoise('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isNoise('Script error in my code')).toBe(false);
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36', false],
  ])('%s is a crawler: %s', (userAgent, expected) => {
    expect(isCrawler(userAgent)).toBe(expected);
  });
});
