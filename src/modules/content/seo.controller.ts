import { Controller, Get, Header } from '@nestjs/common';
import { COMPARE_PREFIX } from './crm-compare';
import { ContentService } from './content.service';

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

@Controller()
export class SeoController {
  constructor(private readonly content: ContentService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    const base = this.content.config.appUrl;
    const urls = this.entries()
      .map(
        ({ path, lastmod }) =>
          `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /sign',
      'Disallow: /assessment/report',
      'Disallow: /api',
      '',
      `Sitemap: ${this.content.config.appUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** Every public page: marketing, CRMs (canonical slugs only), categories, compare pairs, help, migrations. */
  private entries(): SitemapEntry[] {
    const crms = this.content.crms();
    const updatedOf = new Map(crms.map((crm) => [crm.slug, crm.updated]));
    const allCrms = latest(crms.map((crm) => crm.updated));
    const articles = this.content.helpArticles();
    return [
      { path: '/', lastmod: latest(this.content.pages().map((page) => page.updated)) },
      ...this.content
        .pages()
        .filter((page) => !page.noindex)
        .map((page) => ({
          path: page.path,
          // Category pages list CRMs, so they change when a CRM does.
          lastmod: page.path.startsWith('/crm/') ? latest([page.updated, allCrms]) : page.updated,
        })),
      { path: '/crm', lastmod: allCrms },
      ...crms.map((crm) => ({ path: `/${crm.slug}`, lastmod: crm.updated })),
      { path: '/crm-compare', lastmod: allCrms },
      ...this.content.comparePairs().map((path) => ({
        path,
        lastmod: latest(
          path
            .replace(COMPARE_PREFIX, '')
            .split('-vs-')
            .map((slug) => updatedOf.get(slug)),
        ),
      })),
      { path: '/help', lastmod: latest(articles.map((article) => article.updated)) },
      ...articles.map((article) => ({ path: article.path, lastmod: article.updated })),
      ...this.content.migrations().map((guide) => ({ path: `/${guide.slug}`, lastmod: guide.updated })),
    ];
  }
}

/** The newest of some ISO dates (they sort as text). */
function latest(dates: Array<string | undefined>): string | undefined {
  return dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
