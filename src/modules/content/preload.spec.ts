import { ContentValidationError, loadSiteContent, siteContentOnce } from './content-loader';
import { loadedContent } from './loaded-content';
import { preloadSiteContent } from './preload';

describe('preloadSiteContent: start-up reads the content in a thread', () => {
  // Without the build's read of the content (content-snapshot.spec.ts covers start-up with it).
  const noSnapshot = 'no-such-content-snapshot.bin';
  afterEach(() => loadedContent.clear());

  it('hands siteContentOnce the same content the main thread would read', async () => {
    await preloadSiteContent('content', noSnapshot);
    expect(loadedContent.has('content')).toBe(true);
    const preloaded = siteContentOnce('content');
    // Deep equality: dates stay Dates, nothing is lost crossing the thread boundary.
    expect(preloaded).toEqual(loadSiteContent('content'));
    expect(preloaded.crms.length).toBeGreaterThan(0);
  }, 30_000);

  it('rejects with every problem of broken content named, and keeps nothing', async () => {
    const failure = await preloadSiteContent('test/fixtures/content-broken', noSnapshot).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ContentValidationError);
    expect((failure as ContentValidationError).problems).toContain(
      'test/fixtures/content-broken/crms/examplecrm.md: pricingUrl: must be an https:// URL',
    );
    expect(loadedContent.has('test/fixtures/content-broken')).toBe(false);
  }, 30_000);
});
