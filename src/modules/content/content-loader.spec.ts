import { ContentValidationError, loadSiteContent } from './content-loader';
import { renderMarkdown } from './markdown';

describe('loadSiteContent', () => {
  it('loads the real content/ folder without a single problem', () => {
    const content = loadSiteContent('content');
    expect(content.crms).toHaveLength(10);
    expect(content.helpArticles.length).toBeGreaterThanOrEqual(12);
  });

  it('stops with every broken file named, with its field', () => {
    let error: unknown;
    try {
      loadSiteContent('test/fixtures/content-broken');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentValidationError);
    const { problems, message } = error as ContentValidationError;
    expect(problems).toEqual(
      expect.arrayContaining([
        'test/fixtures/content-broken/crms/examplecrm.md: pricingUrl: must be an https:// URL',
        expect.stringMatching(
          /^test\/fixtures\/content-broken\/crms\/examplecrm\.md: ratings\.customisation: /,
        ),
        'test/fixtures/content-broken/help/pipeline/wrong-folder.md: category: must match the folder the file is in',
        'test/fixtures/content-broken/help/pipeline/wrong-folder.md: related: no article at /help/pipeline/does-not-exist',
        'test/fixtures/content-broken/pages/crm/erp.md: missing: the /crm/erp category page needs this file',
      ]),
    );
    expect(message).toMatch(/^Invalid content \(fix these files and start again\):\n {2}test\/fixtures/);
  });
});

describe('renderMarkdown', () => {
  it('shows raw HTML as text instead of injecting it', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses javascript: links', () => {
    expect(renderMarkdown('[click](javascript:alert(1))').html).not.toContain('href="javascript:');
  });

  it('gives h2/h3 headings unique ids and lists them as the table of contents', () => {
    const { html, toc } = renderMarkdown('## Plan the move\n\ntext\n\n### Plan the move\n\n## Risks & fixes');
    expect(toc).toEqual([
      { id: 'plan-the-move', title: 'Plan the move', level: 2 },
      { id: 'plan-the-move-2', title: 'Plan the move', level: 3 },
      { id: 'risks-fixes', title: 'Risks & fixes', level: 2 },
    ]);
    expect(html).toContain('<h3 id="plan-the-move-2">');
  });
});
