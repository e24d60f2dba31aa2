import { collectHead, renderHeadTag, renderTitle } from './head';
import { hasFiles, toFormData, urlWithData } from './request-data';

describe('visit data', () => {
  it('merges GET data into the URL query in the bracket form the server parses', () => {
    const url = urlWithData(new URL('https://x.test/admin/leads?page=2&sort=name'), {
      page: 1,
      filter: { status: 'new', crm: ['hubspot', 'pipedrive'] },
      q: 'a&b = c',
      skipped: undefined,
      empty: null,
    });
    expect(url.search).toBe(
      '?page=1&sort=name&filter[status]=new&filter[crm][]=hubspot&filter[crm][]=pipedrive&q=a%26b%20%3D%20c&empty=',
    );
  });

  it('leaves a URL without data as it was, and drops a query the data empties', () => {
    expect(urlWithData(new URL('https://x.test/help'), {}).href).toBe('https://x.test/help');
    expect(urlWithData(new URL('https://x.test/help?q=a'), { q: undefined }).href).toBe(
      'https://x.test/help',
    );
  });

  it('sends files as multipart with nested keys, booleans as 1/0 and null as empty', () => {
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    const data = {
      title: 'Deal',
      document: file,
      signers: [{ email: 'a@x.test' }],
      notify: true,
      note: null,
    };
    expect(hasFiles(data)).toBe(true);
    expect(hasFiles({ title: 'Deal', signers: [{ email: 'a@x.test' }] })).toBe(false);
    const form = toFormData(data);
    expect([...form.keys()]).toEqual(['title', 'document', 'signers[0][email]', 'notify', 'note']);
    expect(form.get('signers[0][email]')).toBe('a@x.test');
    expect(form.get('notify')).toBe('1');
    expect(form.get('note')).toBe('');
    expect(form.get('document')).toBeInstanceOf(Blob);
  });
});

describe('head tags', () => {
  it('renders escaped attributes with the data-inertia marker, and JSON-LD as written', () => {
    expect(
      renderHeadTag({ type: 'meta', props: { name: 'description', content: 'Fit & "price" <today>' } }),
    ).toBe('<meta name="description" content="Fit &amp; &quot;price&quot; &lt;today&gt;" data-inertia>');
    expect(
      renderHeadTag({ type: 'script', props: { type: 'application/ld+json', children: '{"a":"\\u003c"}' } }),
    ).toBe('<script type="application/ld+json" data-inertia>{"a":"\\u003c"}</script>');
    expect(
      renderHeadTag({ type: 'link', props: { rel: 'canonical', href: '/x', 'head-key': 'canonical' } }),
    ).toBe('<link rel="canonical" href="/x" data-inertia="canonical">');
    expect(renderTitle('A <b> & c')).toBe('<title data-inertia="">A &lt;b&gt; &amp; c</title>');
    expect(renderHeadTag({ type: 'title', props: { children: ['Step ', 2, ' of ', 8] } })).toBe(
      '<title data-inertia>Step 2 of 8</title>',
    );
    expect(
      renderHeadTag({
        type: 'script',
        props: { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{}' } },
      }),
    ).toBe('<script type="application/ld+json" data-inertia>{}</script>');
  });

  it('keeps the last title (through the title callback), one tag per head-key, and every other tag', () => {
    const tags = collectHead(
      [
        [
          renderTitle('Outer'),
          '<meta name="a" data-inertia>',
          '<link rel="canonical" href="/1" data-inertia="c">',
        ],
        [
          renderTitle('Inner'),
          '<meta name="a" data-inertia>',
          '<link rel="canonical" href="/2" data-inertia="c">',
        ],
      ],
      (title) => `${title} · Site`,
    );
    expect(tags).toEqual([
      '<title data-inertia="">Inner · Site</title>',
      '<meta name="a" data-inertia>',
      '<link rel="canonical" href="/2" data-inertia="c">',
      '<meta name="a" data-inertia>',
    ]);
  });

  it('gives a page without a title of its own the site title', () => {
    expect(
      collectHead([['<meta name="a" data-inertia>']], (title) => (title ? `${title} · Site` : 'Site')),
    ).toEqual(['<title data-inertia="">Site</title>', '<meta name="a" data-inertia>']);
  });
});
