import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { isSitePath } from '@common/http/site-path';
import { ExpensiveRoute } from '@common/rate-limit/rate-limit';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { Crm, HelpArticle } from './content-loader';
import { CRM_CATEGORIES, HELP_CATEGORIES, RATING_DIMENSIONS } from './content-schemas';
import { ContentService } from './content.service';
import { compareVerdicts } from './crm-compare';
import { SiteSettings } from '@modules/settings';
import { RedirectsService } from './redirects.service';
import { notFound, PUBLIC_PAGE, searchLimit } from './public-pages';
import { HelpSearchQueryDto } from './dto/help-search.dto';
import { routes } from '@shared/routes';

/** CRMs whose `/{crm}/pricing` path leads to the CRM's own page (SPEC "Pricing sub-paths"). */
const PRICING_SUBPATH_CRMS = new Set([
  'hubspot',
  'activecampaign',
  'pipedrive',
  'twenty',
  'insightly',
  'netsuite',
  'zoho',
  'attio',
  'odoo',
]);

/** The comparisons prospects ask about most in first calls, listed under the compare picker. */
const POPULAR_COMPARISONS = [
  ['hubspot', 'pipedrive'],
  ['hubspot', 'salesforce'],
  ['pipedrive', 'zoho'],
  ['hubspot', 'zoho'],
  ['attio', 'hubspot'],
  ['activecampaign', 'hubspot'],
  ['salesforce', 'zoho'],
  ['netsuite', 'odoo'],
  ['hubspot', 'pipedrive', 'zoho'],
];

const HELP_SEARCHES = searchLimit('help-searches', 'browse the help topics');

/** Summary used by lists, the chooser and compare tables. */
function crmCard(crm: Crm) {
  const { body: _body, faq: _faq, ...summary } = crm;
  return summary;
}

function articleLink(article: HelpArticle) {
  return {
    path: article.path,
    title: article.title,
    description: article.description,
    category: article.category,
  };
}

/**
 * Public pages. Declared routes first; the final catch-all serves marketing pages, CRM and
 * migration pages, pricing sub-paths and stored redirects. ContentPagesModule is imported last so the
 * catch-all never shadows another module's routes.
 */
@Controller()
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly redirects: RedirectsService,
    private readonly settings: SiteSettings,
  ) {}

  @Get()
  home(@Inertia() inertia: InertiaContext) {
    return inertia.render(
      'content/home',
      {
        bookingUrl: this.settings.current().bookingUrl,
        crms: this.content.crms().map((crm) => ({ slug: crm.slug, name: crm.name })),
      },
      PUBLIC_PAGE,
    );
  }

  @Get('crm')
  crmChooser(@Inertia() inertia: InertiaContext) {
    return inertia.render(
      'content/crm-chooser',
      {
        crms: this.content.crms().map(crmCard),
      },
      PUBLIC_PAGE,
    );
  }

  @Get('crm/:category')
  crmCategory(@Param('category') category: string, @Inertia() inertia: InertiaContext, @Req() req: Request) {
    const page = this.content.page(routes.content.crmCategory(category));
    if (!page || !(CRM_CATEGORIES as readonly string[]).includes(category)) throw notFound(req.path);
    const { body: _body, ...rest } = page;
    return inertia.render(
      'content/crm-category',
      {
        page: rest,
        breadcrumbs: [
          { name: 'Home', path: routes.content.home() },
          { name: 'CRMs', path: routes.content.crmChooser() },
          { name: page.title, path: page.path },
        ],
        crms: this.content.crmsInCategory(category).map(crmCard),
      },
      PUBLIC_PAGE,
    );
  }

  @Get('crm-compare')
  comparePicker(@Inertia() inertia: InertiaContext) {
    return inertia.render(
      'content/compare-picker',
      {
        crms: this.content.crms().map((crm) => ({ slug: crm.slug, name: crm.name, tagline: crm.tagline })),
        popular: POPULAR_COMPARISONS.map((slugs) => ({
          path: this.content.comparePath(...slugs),
          names: slugs.map((slug) => (this.content.crm(slug) as Crm).name),
        })),
      },
      PUBLIC_PAGE,
    );
  }

  @Get('crm-compare/:crms')
  compare(@Param('crms') segment: string, @Inertia() inertia: InertiaContext, @Req() req: Request) {
    const parsed = this.content.parseCompare(segment);
    if (parsed.kind === 'not-found') throw notFound(req.path);
    if (parsed.canonicalPath !== req.path)
      return inertia.redirect(withQuery(parsed.canonicalPath, req), true);
    const crms = parsed.slugs.map((slug) => crmCard(this.content.crm(slug) as Crm));
    return inertia.render(
      'content/compare',
      {
        crms,
        dimensions: RATING_DIMENSIONS,
        verdicts: compareVerdicts(crms),
        otherCrms: this.content
          .crms()
          .filter((crm) => !parsed.slugs.includes(crm.slug))
          .map((crm) => ({ slug: crm.slug, name: crm.name })),
      },
      PUBLIC_PAGE,
    );
  }

  @Get('help')
  @ExpensiveRoute(HELP_SEARCHES)
  helpIndex(@Query() { q: query }: HelpSearchQueryDto, @Inertia() inertia: InertiaContext) {
    const q = query?.slice(0, 200) ?? '';
    return inertia.render(
      'content/help-index',
      {
        query: q,
        results: q ? this.content.searchHelp(q) : null,
        categories: this.content.helpCategories().map((category) => ({
          ...category,
          articles: category.articles.map(articleLink),
        })),
        categoryTitles: HELP_CATEGORIES,
      },
      PUBLIC_PAGE,
    );
  }

  @Get('help/*slug')
  helpArticle(@Param('slug') segments: string[], @Inertia() inertia: InertiaContext, @Req() req: Request) {
    const article = this.content.helpArticle(segments.join('/'));
    if (!article) throw notFound(req.path);
    const siblings =
      this.content.helpCategories().find((category) => category.id === article.category)?.articles ?? [];
    const index = siblings.findIndex((a) => a.path === article.path);
    const { body, ...meta } = article;
    return inertia.render(
      'content/help-article',
      {
        article: { ...meta, html: body.html, toc: body.toc },
        categoryTitle: HELP_CATEGORIES[article.category],
        previous: index > 0 ? articleLink(siblings[index - 1]) : null,
        next: index >= 0 && index < siblings.length - 1 ? articleLink(siblings[index + 1]) : null,
        related: article.related.flatMap((path) => {
          const related = this.content.helpArticle(path.replace(/^\/help\//, ''));
          return related ? [articleLink(related)] : [];
        }),
      },
      PUBLIC_PAGE,
    );
  }

  @Get('*path')
  async publicPage(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    const path = req.path.replace(/\/+$/, '') || routes.content.home();
    const page = this.content.page(path);
    if (page) {
      const { body, ...rest } = page;
      return inertia.render(
        'content/page',
        {
          page: { ...rest, html: body?.html ?? null },
          breadcrumbs: this.content.breadcrumbs(page.path, page.title),
        },
        PUBLIC_PAGE,
      );
    }

    // CRM and guide URLs are lower case; /HubSpot is not a second copy of /hubspot.
    const segments = path === path.toLowerCase() ? path.split('/').filter(Boolean) : [];
    const crm = segments.length === 1 ? this.content.crm(segments[0]) : undefined;
    if (crm) return this.crmPage(crm, inertia);
    const guide = segments.length === 1 ? this.content.migration(segments[0]) : undefined;
    if (guide) {
      const { body, ...rest } = guide;
      return inertia.render(
        'content/migration',
        {
          guide: { ...rest, html: body.html },
          from: crmCard(this.content.crm(guide.from) as Crm),
          to: crmCard(this.content.crm(guide.to) as Crm),
        },
        PUBLIC_PAGE,
      );
    }
    if (segments.length === 2 && segments[1] === 'pricing' && PRICING_SUBPATH_CRMS.has(segments[0])) {
      return inertia.redirect(withQuery(routes.content.publicPage(segments[0]), req), true);
    }

    const redirect = await this.redirects.find(path);
    const target = redirect && this.redirects.targetFor(redirect, req.query);
    if (redirect && target) {
      const permanent = redirect.status === 301;
      // Site paths are followed by the Inertia client itself; other hosts need a full-page visit (409).
      return isSitePath(target) ? inertia.redirect(target, permanent) : inertia.location(target, permanent);
    }
    throw notFound(req.path);
  }

  private crmPage(crm: Crm, inertia: InertiaContext) {
    const { body, ...rest } = crm;
    return inertia.render(
      'content/crm',
      {
        crm: { ...rest, html: body.html, toc: body.toc },
        migrations: this.content
          .migrations()
          .filter((guide) => guide.from === crm.slug || guide.to === crm.slug)
          .map((guide) => ({ slug: guide.slug, title: guide.title })),
        compareWith: this.content
          .crms()
          .filter((other) => other.slug !== crm.slug)
          .map((other) => ({ name: other.name, path: this.content.comparePath(crm.slug, other.slug) })),
      },
      PUBLIC_PAGE,
    );
  }
}

/** Keeps the visitor's query string (UTM tags) across a redirect. */
function withQuery(path: string, req: Request): string {
  const query = req.originalUrl.indexOf('?');
  return query === -1 ? path : `${path}${req.originalUrl.slice(query)}`;
}
