import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadSiteContent } from '@modules/content/content-loader';
import { NAV_MENUS } from '../../frontend/components/site/site-nav';
import { describeWithDatabase, pageFromHtml, startTestApp, TestApp } from '../support/test-app';

const BOOKING_URL = 'https://booking.example/clearline';
const content = loadSiteContent('content');
const inertiaHeaders = (version: string) => ({ 'X-Inertia': 'true', 'X-Inertia-Version': version });

/** Fixed routes from SPEC section 2 and the title each page must have in its first HTML response. */
const FIXED_ROUTES: Array<[path: string, title: string]> = [
  ['/', 'Independent CRM advice for sales teams'],
  ['/crm', 'Find the right CRM for your team'],
  ['/crm/erp', 'CRMs inside an ERP or business suite'],
  ['/crm/simple', 'Simple CRMs for small teams'],
  ['/crm/marketing', 'CRMs with strong marketing automation'],
  ['/crm-compare', 'Compare CRMs side by side'],
  ['/crm-compare/hubspot-vs-pipedrive', 'HubSpot vs Pipedrive: CRM comparison'],
  ['/crm-compare/hubspot-vs-pipedrive-vs-zoho', 'HubSpot vs Pipedrive vs Zoho CRM: CRM comparison'],
  ['/help', 'CRM help centre'],
  ['/hubspot', 'HubSpot CRM: who it fits, pricing and limits'],
  ['/activecampaign', 'ActiveCampaign CRM: who it fits, pricing and limits'],
  ['/active-campaign', 'ActiveCampaign CRM: who it fits, pricing and limits'],
  ['/zoho', 'Zoho CRM: who it fits, pricing and limits'],
  ['/odoo', 'Odoo CRM: who it fits, pricing and limits'],
];

const SPEC_MARKETING_PATHS = [
  '/about',
  '/pricing',
  '/privacy',
  '/toolkit',
  '/contact',
  '/contact-backup',
  '/services',
  '/services/revops',
  '/services/workshops',
  '/services/implementation',
  '/workshops',
  '/jumpstart',
  '/jumpstart/thank-you',
  '/fast-track',
  '/fast-track/process',
  '/fast-track/packages',
  '/fast-track/services',
  '/crm-mastery-program',
  '/crm-mastery-program/tiers',
  '/crm-mastery-program/services',
  '/crm-mastery-program/sessions',
  ...['advanced', 'training', 'reporting', 'automation', 'quick-wins', 'data-management'].map(
    (session) => `/crm-mastery-program/sessions/${session}`,
  ),
  '/crm-health-check',
];
const SPEC_CRMS = [
  'odoo',
  'zoho',
  'attio',
  'twenty',
  'hubspot',
  'netsuite',
  'insightly',
  'pipedrive',
  'salesforce',
  'activecampaign',
];
const SPEC_MIGRATIONS = [
  'zoho-to-hubspot',
  'zoho-to-pipedrive',
  'hubspot-to-pipedrive',
  'pipedrive-to-hubspot',
  'salesforce-to-hubspot',
  'salesforce-to-pipedrive',
];

/** Every site-internal link an editor wrote: CTAs, link sections, markdown bodies, and the site navigation. */
function internalLinks(): string[] {
  const hrefs = new Set<string>();
  const add = (href: string | undefined) => {
    if (href?.startsWith('/') && !href.startsWith('//')) hrefs.add(href.split('#')[0] || '/');
  };
  const fromHtml = (html: string | undefined) => {
    for (const match of (html ?? '').matchAll(/href="([^"]+)"/g)) add(match[1]);
  };
  for (const page of content.pages) {
    add(page.hero.primaryCta?.href);
    add(page.hero.secondaryCta?.href);
    fromHtml(page.body?.html);
    for (const section of page.sections) {
      if (section.type === 'cta') [section.primaryCta, section.secondaryCta].forEach((cta) => add(cta?.href));
      if (section.type === 'links') section.items.forEach((item) => add(item.href));
    }
  }
  for (const item of [...content.crms, ...content.helpArticles, ...content.migrations])
    fromHtml(item.body.html);
  for (const menu of NAV_MENUS) menu.links.forEach((link) => add(link.href));
  return [...hrefs].sort();
}

const titleOf = (html: string) => /<title data-inertia="">([^<]*) · Clearline<\/title>/.exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describeWithDatabase('Content pages', () => {
  let testApp: TestApp;
  let buildId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { BOOKING_URL, APP_URL: 'https://www.clearline.example' } });
    buildId = pageFromHtml((await request(testApp.app.getHttpServer()).get('/')).text).version;
  });
  afterAll(() => testApp.close());
  const get = (path: string) => request(testApp.app.getHttpServer()).get(path);

  describe('every public route answers 200, server-rendered, with its title', () => {
    const contentRoutes: Array<[string, string]> = [
      ...content.pages
        .filter((page) => !page.path.startsWith('/crm/'))
        .map((page): [string, string] => [page.path, page.title]),
      ...content.migrations.map((guide): [string, string] => [`/${guide.slug}`, guide.title]),
      ...content.helpArticles.map((article): [string, string] => [article.path, article.title]),
      ['/docs', 'CRM documentation'],
      ...content.docs.map((doc): [string, string] => [doc.path, doc.title]),
    ];

    it.each([...FIXED_ROUTES, ...contentRoutes])('%s → "%s"', async (path, title) => {
      const res = await get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div data-server-rendered="true" id="app">');
      expect(decode(titleOf(res.text) ?? '')).toBe(title);
    });

    it('sends the header menus closed and empty: their links come when one opens (issue 40)', async () => {
      const html = (await get('/').expect(200)).text;
      const mobile = /<nav id="mobile-nav" hidden=""[^>]*>([\s\S]*?)<\/nav>/.exec(html);
      expect(mobile?.[1]).toBe('');
      const panels = [...html.matchAll(/<div id="menu-[a-z-]+" hidden=""[^>]*>([\s\S]*?)<\/div>/g)];
      expect(panels.length).toBeGreaterThan(2);
      for (const panel of panels) expect(panel[1]).toBe('');
      // Each menu button names the panel it opens.
      for (const panel of panels)
        expect(html).toContain(`aria-controls="${/id="([^"]+)"/.exec(panel[0])![1]}"`);
    });

    it('covers every marketing, CRM and migration route the SPEC lists', () => {
      const paths = new Set([...FIXED_ROUTES.map(([path]) => path), ...contentRoutes.map(([path]) => path)]);
      for (const path of SPEC_MARKETING_PATHS) expect(paths).toContain(path);
      for (const slug of SPEC_MIGRATIONS) expect(paths).toContain(`/${slug}`);
      expect(content.crms.map((crm) => crm.slug).sort()).toEqual([...SPEC_CRMS].sort());
      expect(content.helpArticles.length).toBeGreaterThanOrEqual(12);
    });

    it('gives every page a unique title and description', async () => {
      const paths = ['/', '/crm', '/help', ...SPEC_CRMS.map((slug) => `/${slug}`), ...SPEC_MARKETING_PATHS];
      const seen = await Promise.all(
        paths.map(async (path) => {
          const html = (await get(path)).text;
          return {
            title: titleOf(html),
            description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
          };
        }),
      );
      expect(new Set(seen.map((page) => page.title)).size).toBe(paths.length);
      expect(new Set(seen.map((page) => page.description)).size).toBe(paths.length);
      expect(seen.every((page) => page.description && page.description.length > 20)).toBe(true);
    });
  });

  it('preloads the one font file every page needs first (Inter, Latin subset), ahead of the stylesheet', async () => {
    const html = (await request(testApp.app.getHttpServer()).get('/').expect(200)).text;
    const preloads = [
      ...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g),
    ];
    expect(preloads.map((match) => match[1])).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    const font = await request(testApp.app.getHttpServer()).get(preloads[0][1]).expect(200);
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the CRM wordmarks Brotli-compressed and cached for a week', async () => {
    const server = request(testApp.app.getHttpServer());
    const plain = await server.get('/logos/hubspot.svg').set('Accept-Encoding', 'identity').expect(200);
    const br = await server.get('/logos/hubspot.svg').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(br.headers['cache-control']).toBe('public, max-age=604800');
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 2);
  });

  it('has no broken internal links in content or navigation', async () => {
    const links = internalLinks();
    expect(links.length).toBeGreaterThan(40);
    const broken: string[] = [];
    for (const href of links) {
      const { status } = await get(href);
      if (![200, 301, 302].includes(status)) broken.push(`${href} → ${status}`);
    }
    expect(broken).toEqual([]);
  });

  it('keeps CRM and guide URLs lower case: /HubSpot is not a second copy of /hubspot', async () => {
    await get('/HubSpot').expect(404);
    await get('/Zoho-To-HubSpot').expect(404);
  });

  describe('SEO tags rendered on the server', () => {
    it('gives both ActiveCampaign URLs one canonical URL, with OpenGraph and Twitter tags', async () => {
      for (const path of ['/activecampaign', '/active-campaign']) {
        const html = (await get(path).expect(200)).text;
        expect(html).toContain(
          '<link rel="canonical" href="https://www.clearline.example/activecampaign" data-inertia>',
        );
        expect(html).toContain(
          '<meta property="og:url" content="https://www.clearline.example/activecampaign"',
        );
        expect(html).toMatch(/<meta property="og:title" content="ActiveCampaign CRM: who it fits/);
        expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
      }
    });

    it('keeps mid-task pages out of search engines', async () => {
      for (const path of ['/jumpstart/thank-you', '/contact-backup']) {
        expect((await get(path).expect(200)).text).toContain(
          '<meta name="robots" content="noindex" data-inertia>',
        );
      }
      expect((await get('/contact').expect(200)).text).not.toContain('content="noindex"');
    });

    it.each([
      ['/', 'Organization'],
      ['/hubspot', 'SoftwareApplication'],
      ['/hubspot', 'FAQPage'],
      ['/hubspot', 'BreadcrumbList'],
      ['/crm-mastery-program/sessions/advanced', 'BreadcrumbList'],
      ['/zoho-to-hubspot', 'BreadcrumbList'],
    ])('%s carries %s JSON-LD', async (path, type) => {
      const html = (await get(path).expect(200)).text;
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]));
      expect(blocks.map((block) => block['@type'])).toContain(type);
    });
  });

  it('shows every CRM wordmark (local SVGs drawn as paths, sized so nothing shifts) on the home page, not above a heading that names it', async () => {
    const home = (await get('/').expect(200)).text;
    for (const slug of SPEC_CRMS) {
      expect(home).toMatch(
        new RegExp(`<img src="/logos/${slug}\\.svg" alt="[^"]+" width="\\d+" height="24"`),
      );
      // The CRM's own page names it in its heading: no second, redundant wordmark.
      expect((await get(`/${slug}`)).text).not.toContain(`src="/logos/${slug}.svg"`);
      const svg = (await get(`/logos/${slug}.svg`).expect(200)).body as Buffer;
      // Outlines, not <text>: the same shapes on every system, whatever fonts it has.
      expect(svg.toString()).toContain('<path');
      expect(svg.toString()).not.toContain('<text');
    }
    expect((await get('/hubspot-to-pipedrive')).text).toContain('src="/logos/pipedrive.svg"');
  });

  describe('compare URLs', () => {
    it.each([
      ['/crm-compare/pipedrive-vs-hubspot', '/crm-compare/hubspot-vs-pipedrive'],
      ['/crm-compare/zoho-vs-pipedrive-vs-hubspot', '/crm-compare/hubspot-vs-pipedrive-vs-zoho'],
      ['/crm-compare/active-campaign-vs-attio', '/crm-compare/activecampaign-vs-attio'],
      ['/crm-compare/Pipedrive-vs-HubSpot?utm_source=ad', '/crm-compare/hubspot-vs-pipedrive?utm_source=ad'],
    ])('%s → 301 %s', async (path, canonical) => {
      const res = await get(path).expect(301);
      expect(res.headers.location).toBe(canonical);
    });

    it.each([
      '/crm-compare/hubspot-vs-notacrm',
      '/crm-compare/hubspot-vs-hubspot',
      '/crm-compare/activecampaign-vs-active-campaign',
      '/crm-compare/hubspot-vs-pipedrive-vs-zoho-vs-attio',
      '/crm-compare/hubspot',
    ])('%s → 404 "Page not found: {path}"', async (path) => {
      const res = await get(path).expect(404);
      expect(pageFromHtml(res.text).props).toMatchObject({ status: 404, message: `Page not found: ${path}` });
    });

    it('renders ratings for all six dimensions and a verdict per use case', async () => {
      const res = await get('/crm-compare/hubspot-vs-pipedrive').set(inertiaHeaders(buildId)).expect(200);
      const { crms, verdicts, dimensions } = res.body.props;
      expect(crms.map((crm: { slug: string }) => crm.slug)).toEqual(['hubspot', 'pipedrive']);
      expect(dimensions).toEqual([
        'easeOfUse',
        'customisation',
        'automation',
        'reporting',
        'value',
        'support',
      ]);
      expect(verdicts).toHaveLength(6);
      const hubspot = content.crms.find((crm) => crm.slug === 'hubspot')!;
      const pipedrive = content.crms.find((crm) => crm.slug === 'pipedrive')!;
      const automation = verdicts.find((v: { useCase: string }) => v.useCase === 'automation');
      const expected = hubspot.ratings.automation >= pipedrive.ratings.automation ? 'hubspot' : 'pipedrive';
      expect(automation.winners).toContain(expected);
    });
  });

  describe('help centre', () => {
    it('searches titles and bodies on the server and marks the matching words', async () => {
      const res = await get('/help?q=duplicates').set(inertiaHeaders(buildId)).expect(200);
      const { results, query } = res.body.props;
      expect(query).toBe('duplicates');
      expect(results.length).toBeGreaterThan(0);
      expect(results[0].path).toBe('/help/data-quality/deduplication');
      const marked = results[0].snippet.filter((part: { match: boolean }) => part.match);
      expect(marked.length).toBeGreaterThan(0);
      expect(marked[0].text.toLowerCase()).toContain('duplicate');
    });

    it('answers a search with no match with an empty list, and no search with null', async () => {
      expect((await get('/help?q=zzqqxxyy').set(inertiaHeaders(buildId))).body.props.results).toEqual([]);
      expect((await get('/help').set(inertiaHeaders(buildId))).body.props.results).toBeNull();
    });

    it('renders an article with a table of contents, previous/next and related articles', async () => {
      const res = await get('/help/pipeline/stage-design').set(inertiaHeaders(buildId)).expect(200);
      const { article, next, related } = res.body.props;
      expect(article.toc.map((entry: { title: string }) => entry.title)).toContain('Common mistakes');
      expect(article.html).toContain('<h2 id="common-mistakes">Common mistakes</h2>');
      expect(next?.path).toBe('/help/pipeline/deal-exit-criteria');
      expect(related.length).toBeGreaterThan(0);
    });

    // The first two are admin diagnostics (test/integration/diagnostics.spec.ts): to anyone else, nothing.
    it.each(['/help/test', '/help/index-backup', '/help/no/such/article'])(
      '%s is not a page for a visitor (404)',
      async (path) => {
        const res = await get(path).expect(404);
        expect(pageFromHtml(res.text).props.message).toBe(`Page not found: ${path}`);
      },
    );
  });

  describe('redirects', () => {
    it.each([
      'hubspot',
      'activecampaign',
      'pipedrive',
      'twenty',
      'insightly',
      'netsuite',
      'zoho',
      'attio',
      'odoo',
    ])('/%s/pricing → 301 /%s', async (crm) => {
      const res = await get(`/${crm}/pricing`).expect(301);
      expect(res.headers.location).toBe(`/${crm}`);
    });

    it.each([
      ['/book', 302, BOOKING_URL],
      ['/try-pipedrive', 302, 'https://www.pipedrive.com/'],
      ['/try-zoho-one', 302, 'https://www.zoho.com/one/'],
      ['/try-zoho-crm', 302, 'https://www.zoho.com/crm/'],
      ['/try-hubspot', 302, 'https://www.hubspot.com/'],
      ['/try-activecampaign', 302, 'https://www.activecampaign.com/'],
      ['/try-active-campaign', 302, 'https://www.activecampaign.com/'],
      ['/services/optimization', 301, '/services/revops'],
      ['/services/training', 301, '/services/workshops'],
      ['/services/consulting', 301, '/services'],
    ])('%s → %i %s', async (path, status, target) => {
      const res = await get(path).expect(status);
      expect(res.headers.location).toBe(target);
    });

    it('keeps UTM parameters and drops other query parameters', async () => {
      const res = await get('/book?utm_source=newsletter&utm_campaign=q4&session=abc').expect(302);
      const location = new URL(res.headers.location);
      expect(`${location.origin}${location.pathname}`).toBe(BOOKING_URL);
      expect(location.searchParams.get('utm_source')).toBe('newsletter');
      expect(location.searchParams.get('utm_campaign')).toBe('q4');
      expect(location.searchParams.has('session')).toBe(false);
      const internal = await get('/services/consulting?utm_medium=email').expect(301);
      expect(internal.headers.location).toBe('/services?utm_medium=email');
    });

    it('sends Inertia visits to an external target a 409 with X-Inertia-Location', async () => {
      const res = await get('/try-hubspot?utm_source=nav').set(inertiaHeaders(buildId)).expect(409);
      expect(res.headers['x-inertia-location']).toBe('https://www.hubspot.com/?utm_source=nav');
      expect(res.text).toBe('');
    });

    it.each([
      'javascript:alert(1)',
      '//evil.example/',
      '/\\evil.example',
      'http://plain.example/',
      'data:text/html,x',
    ])('refuses to store an unsafe target (%s)', async (target) => {
      const db = testApp.app.get(DataSource);
      await expect(
        db.query(`INSERT INTO redirects (path, target) VALUES ('/unsafe-test', $1)`, [target]),
      ).rejects.toThrow(/check constraint/);
    });

    it('follows a change to the redirects table at once, without a restart', async () => {
      const db = testApp.app.get(DataSource);
      await db.query(
        `UPDATE redirects SET target = 'https://www.hubspot.com/products/crm' WHERE path = '/try-hubspot'`,
      );
      try {
        expect((await get('/try-hubspot').expect(302)).headers.location).toBe(
          'https://www.hubspot.com/products/crm',
        );
      } finally {
        await db.query(
          `UPDATE redirects SET target = 'https://www.hubspot.com/' WHERE path = '/try-hubspot'`,
        );
      }
    });
  });

  describe('documentation (issue 37)', () => {
    it('shows the sections in reading order, and searches the pages on the server', async () => {
      const index = (await get('/docs').set(inertiaHeaders(buildId)).expect(200)).body.props;
      expect(index.sections.map((section: { id: string }) => section.id)).toEqual([
        'implementation',
        'migration',
        'templates',
      ]);
      expect(index.results).toBeNull();
      const found = (await get('/docs?q=rotting').set(inertiaHeaders(buildId)).expect(200)).body.props;
      expect(found.results[0].path).toBe('/docs/implementation/pipeline-configuration');
      expect(found.results[0].category).toBe('implementation');
      expect((await get('/docs?q=zzqqxxyy').set(inertiaHeaders(buildId))).body.props.results).toEqual([]);
    });

    it('renders a page with its sidebar, contents, sources with dates, templates and neighbours', async () => {
      const res = await get('/docs/templates/field-dictionary').expect(200);
      const { props } = pageFromHtml(res.text);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- page props are checked field by field
      const { doc, previous, next, sections } = props as Record<string, any>;
      expect(doc.toc.map((entry: { title: string }) => entry.title)).toContain('The columns');
      expect(
        doc.sources.every((source: { checked: string }) => /^\d{4}-\d{2}-\d{2}$/.test(source.checked)),
      ).toBe(true);
      expect(doc.downloads).toEqual([{ file: 'field-dictionary.csv', label: 'Field dictionary template' }]);
      expect(previous.path).toBe('/docs/migration/cutover-checklist');
      expect(next.path).toBe('/docs/templates/governance-charter');
      expect(sections.flatMap((section: { pages: unknown[] }) => section.pages)).toHaveLength(
        content.docs.length,
      );
      // Search engines get a TechArticle naming its sources.
      const ld = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
        (match) => JSON.parse(match[1]),
      );
      expect(ld.find((data) => data['@type'] === 'TechArticle')).toMatchObject({
        headline: 'The field dictionary template',
        dateModified: doc.reviewed,
        citation: doc.sources.map((source: { url: string }) => source.url),
      });
    });

    it('downloads a template as a file, and answers 404 for anything else', async () => {
      const csv = await get('/docs/files/field-dictionary.csv').expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="field-dictionary.csv"');
      expect(csv.text.split('\n')[0]).toMatch(/^Object,Field label,Internal name,Type,Definition/);
      const md = await get('/docs/files/crm-governance-charter.md').expect(200);
      expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
      for (const path of [
        '/docs/files/..%2F..%2Fpackage.json',
        '/docs/files/nothing.csv',
        '/docs/no/such/page',
        '/docs/implementation',
      ])
        expect([path, (await get(path)).status]).toEqual([path, 404]);
    });
  });

  describe('sitemap.xml and robots.txt', () => {
    it('lists every public page with absolute URLs and lastmod from the content', async () => {
      const res = await get('/sitemap.xml').expect(200);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
        m[1].replace('https://www.clearline.example', ''),
      );
      for (const path of [
        '/',
        '/crm',
        '/crm/erp',
        '/crm-compare',
        '/help',
        ...SPEC_MARKETING_PATHS.filter((p) => p !== '/jumpstart/thank-you' && p !== '/contact-backup'),
      ]) {
        expect(locs).toContain(path);
      }
      for (const slug of SPEC_CRMS) expect(locs).toContain(`/${slug}`);
      for (const slug of SPEC_MIGRATIONS) expect(locs).toContain(`/${slug}`);
      for (const article of content.helpArticles) expect(locs).toContain(article.path);
      expect(locs).toContain('/docs');
      for (const doc of content.docs) expect(locs).toContain(doc.path);
      const pairs = locs.filter((loc) => loc.startsWith('/crm-compare/'));
      expect(pairs).toHaveLength((SPEC_CRMS.length * (SPEC_CRMS.length - 1)) / 2);
      expect(locs).not.toContain('/active-campaign');
      expect(locs).not.toContain('/jumpstart/thank-you');
      expect(locs).not.toContain('/contact-backup');
      expect(new Set(locs).size).toBe(locs.length);
      expect(res.text).not.toMatch(/<url><loc>[^<]+<\/loc><\/url>/);
      const article = content.helpArticles[0];
      expect(res.text).toContain(
        `<url><loc>https://www.clearline.example${article.path}</loc><lastmod>${article.updated}</lastmod></url>`,
      );
    });

    it('disallows the private areas', async () => {
      const res = await get('/robots.txt').expect(200);
      for (const path of ['/admin', '/sign', '/assessment/report', '/api'])
        expect(res.text).toContain(`Disallow: ${path}\n`);
      expect(res.text).toContain('Sitemap: https://www.clearline.example/sitemap.xml');
    });
  });
});
