import { Controller, Get, Header } from '@nestjs/common';
import { CRM_CATEGORIES } from './content-schemas';
import { ContentService } from './content.service';

/** Pages that exist for people mid-task, not for search engines. */
const NOT_INDEXED = new Set(['/jumpstart/thank-you', '/contact-backup']);

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
    return [
      { path: '/' },
      ...this.content
        .pages()
        .filter((page) => !NOT_INDEXED.has(page.path) && !page.path.startsWith('/crm/'))
        .map((page) => ({ path: page.path })),
      { path: '/crm' },
      ...CRM_CATEGORIES.map((category) => ({ path: `/crm/${category}` })),
      ...crms.map((crm) => ({ path: `/${crm.slug}`, lastmod: crm.pricesChecked })),
      { path: '/crm-compare' },
      ...this.content.comparePairs().map((path) => ({ path })),
      { path: '/help' },
      ...this.content.helpArticles().map((article) => ({ path: article.path, lastmod: article.updated })),
      ...this.content.migrations().map((guide) => ({ path: `/${guide.slug}`, lastmod: guide.updated })),
    ];
  }
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
