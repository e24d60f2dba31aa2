import { Controller, Get, Header } from '@nestjs/common';
import { PublicRoute } from '@common/http/site-routes';
import { ContentService } from './content.service';
import { routes } from '@shared/routes';

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
      'Disallow: /assessment/export',
      'Disallow: /assessment/simple-view',
      'Disallow: /assessment/resume',
      'Disallow: /inbound-lead-audit/results',
      'Disallow: /api',
      '',
      `Sitemap: ${this.content.config.appUrl}${routes.content.sitemap()}`,
      '',
    ].join('\n');
  }

  private entries(): PublicRoute[] {
    return this.content.publicRoutes().filter((route) => route.indexed);
  }
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
