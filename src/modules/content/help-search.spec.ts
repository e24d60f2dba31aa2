import { loadSiteContent, type HelpArticle } from './content-loader';
import { HelpSearchIndex } from './help-search';

const articles = loadSiteContent('content').helpArticles;
const site = new HelpSearchIndex(articles);

/** A made-up article: only the fields the index reads. */
const article = (path: string, title: string, text: string) =>
  ({ path, title, description: '', category: 'test', body: { text } }) as unknown as HelpArticle;
const text = (segments: Array<{ text: string }>) => segments.map((segment) => segment.text).join('');

describe('help search', () => {
  it('finds the articles about a two-word question, not every article that uses both words somewhere (issue 39)', () => {
    const results = site.search('pipeline stages');
    expect(results[0].path).toBe('/help/pipeline/stage-design');
    expect(results.length).toBeLessThanOrEqual(articles.length / 2);
    // Every word is in every result (all-words matching).
    for (const result of results) {
      const found = articles.find((a) => a.path === result.path)!;
      const all = `${found.title} ${found.description} ${found.body.text}`.toLowerCase();
      expect([result.path, all.includes('pipeline') && all.includes('stage')]).toEqual([result.path, true]);
    }
  });

  it('ranks an article with the words side by side above one with them apart', () => {
    const index = new HelpSearchIndex([
      article(
        '/help/apart',
        'Notes',
        'Stages of a deal. '.repeat(3) + 'Filler text. '.repeat(20) + 'The sales pipeline.',
      ),
      article(
        '/help/together',
        'Other notes',
        `${'Filler text. '.repeat(20)}Design your pipeline stages well.`,
      ),
    ]);
    expect(index.search('pipeline stages').map((result) => result.path)).toEqual([
      '/help/together',
      '/help/apart',
    ]);
  });

  it('leaves out matches far weaker than the best one', () => {
    const index = new HelpSearchIndex([
      article(
        '/help/forecast',
        'Forecast basics',
        'How to forecast. A forecast by stage. Forecast accuracy.',
      ),
      article('/help/aside', 'Something else', `${'Unrelated words here. '.repeat(200)}One forecast.`),
    ]);
    expect(index.search('forecast').map((result) => result.path)).toEqual(['/help/forecast']);
  });

  it('marks the matching words in the title and the snippet, as text (nothing to inject)', () => {
    const [first] = site.search('duplicates');
    expect(first.path).toBe('/help/data-quality/deduplication');
    expect(first.snippet.some((segment) => segment.match && /duplicate/i.test(segment.text))).toBe(true);
    expect(text(first.snippet)).not.toMatch(/<\w/);
    expect(site.search('<script>alert(1)</script>').every((r) => !text(r.title).includes('<script>'))).toBe(
      true,
    );
  });
});
