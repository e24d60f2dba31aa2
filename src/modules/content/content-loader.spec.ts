import { ContentValidationError, loadSiteContent } from './content-loader';
import { renderMarkdown } from './markdown';

describe('loadSiteContent', () => {
  it('loads the real content/ folder without a single problem', () => {
    const content = loadSiteContent('content');
    expect(content.crms).toHaveLength(10);
    expect(content.helpArticles.length).toBeGreaterThanOrEqual(12);
    expect(content.docs.length).toBeGreaterThanOrEqual(8);
    // Every page of the documentation names its sources with the date someone read them.
    for (const doc of content.docs) expect(doc.sources.every((source) => source.checked)).toBe(true);
  });

  it('checks a documentation page against its folder and its downloads', () => {
    let error: unknown;
    try {
      loadSiteContent('test/fixtures/content-docs-broken');
    } catch (caught) {
      error = caught;
    }
    expect((error as ContentValidationError).problems).toEqual(
      expect.arrayContaining([
        'test/fixtures/content-docs-broken/docs/migration/misfiled.md: section: must match the folder the file is in',
        'test/fixtures/content-docs-broken/docs/migration/misfiled.md: downloads: no file missing-template.csv in test/fixtures/content-docs-broken/doc-files',
      ]),
    );
  });

  it('loads the training area: at least three courses of four lessons, every fact dated', () => {
    const { courses } = loadSiteContent('content');
    expect(courses.length).toBeGreaterThanOrEqual(3);
    for (const course of courses) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(4);
      expect(course.lessons.map((lesson) => lesson.order)).toEqual(
        course.lessons.map((_, index) => index + 1),
      );
      for (const lesson of course.lessons) {
        expect(lesson.sources.every((source) => source.checked)).toBe(true);
        expect(lesson.quiz.every((question) => question.answer < question.options.length)).toBe(true);
        expect(lesson.path).toBe(`/training/${course.slug}/${lesson.slug}`);
      }
    }
  });

  it('stops on a broken course or lesson, naming the file and the field', () => {
    let error: unknown;
    try {
      loadSiteContent('test/fixtures/content-training-broken');
    } catch (caught) {
      error = caught;
    }
    const root = 'test/fixtures/content-training-broken/training';
    expect((error as ContentValidationError).problems).toEqual(
      expect.arrayContaining([
        `${root}/broken-course/01-quiz-answer-out-of-range.md: quiz.0.answer: must be the index (from 0) of one of the options`,
        `${root}/broken-course/01-quiz-answer-out-of-range.md: sources.0.checked: must say when someone read the source, like 2026-11-23`,
        `${root}/broken-course/03-misnumbered.md: order: must be 3, as the file name says`,
        `${root}/broken-course/course.md: session: no programme page at /crm-mastery-program/sessions/reporting`,
        expect.stringMatching(
          /^test\/fixtures\/content-training-broken\/training\/empty-course\/course\.md: tier: /,
        ),
      ]),
    );
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
        // Documentation (issue 37): every fact dated, every template present, every page in its section's folder.
        'test/fixtures/content-broken/docs/migration/misfiled.md: sources.0.checked: must say when someone read the source, like 2026-11-23',
        'test/fixtures/content-broken/doc-files/Bad Name.csv: must be a .csv or .md file with a lower-case hyphenated name',
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
