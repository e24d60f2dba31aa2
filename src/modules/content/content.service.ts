import { Injectable } from '@nestjs/common';
import { PublicRoute, SiteRoutes } from '@common/http/site-routes';
import { AppConfig } from '@config/app-config';
import {
  Crm,
  Course,
  DocFile,
  DocPage,
  HelpArticle,
  siteContentOnce,
  MarketingPage,
  MigrationGuide,
  SiteContent,
} from './content-loader';
import { DOC_SECTIONS, HELP_CATEGORIES } from './content-schemas';
import { allComparePairs, COMPARE_PREFIX, CompareParse, parseCompareSlug } from './crm-compare';
import { HelpSearchIndex } from './help-search';
import { routes } from '@shared/routes';

/** A public URL, the page component that renders it, and when its content last changed. */
export type { PublicRoute };

/**
 * The site's editorial content (content/*.md), loaded and validated once at boot.
 * Other modules ask this service; nothing else reads content/.
 */
@Injectable()
export class ContentService {
  private readonly content: SiteContent;
  private readonly crmBySlug = new Map<string, Crm>();
  // The search indexes are built at the first search (25 ms each), not at every start.
  private helpIndex: HelpSearchIndex | undefined;
  private docIndex: HelpSearchIndex | undefined;
  // Built once at boot: the content never changes while the server runs, and these are read per request.
  private readonly pageByPath: Map<string, MarketingPage>;
  private readonly guideBySlug: Map<string, MigrationGuide>;
  private readonly articleBySlug: Map<string, HelpArticle>;
  private readonly categories: Array<{ id: string; title: string; articles: HelpArticle[] }>;
  private readonly docBySlug: Map<string, DocPage>;
  /** Every docs page in reading order: sections as DOC_SECTIONS lists them, pages by `order`. */
  private readonly docsInOrder: DocPage[];

  constructor(
    readonly config: AppConfig,
    private readonly siteRoutes: SiteRoutes,
  ) {
    this.content = siteContentOnce(config.contentDir);
    for (const crm of this.content.crms) {
      for (const slug of [crm.slug, ...crm.aliases]) this.crmBySlug.set(slug, crm);
    }
    this.pageByPath = new Map(this.content.pages.map((page) => [page.path, page]));
    this.guideBySlug = new Map(this.content.migrations.map((guide) => [guide.slug, guide]));
    this.articleBySlug = new Map(this.content.helpArticles.map((article) => [article.slug, article]));
    this.categories = Object.entries(HELP_CATEGORIES)
      .map(([id, title]) => ({
        id,
        title,
        articles: this.content.helpArticles
          .filter((article) => article.category === id)
          .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
      }))
      .filter((category) => category.articles.length > 0);
    const sections = Object.keys(DOC_SECTIONS);
    this.docsInOrder = [...this.content.docs].sort(
      (a, b) =>
        sections.indexOf(a.section) - sections.indexOf(b.section) ||
        a.order - b.order ||
        a.title.localeCompare(b.title),
    );
    this.docBySlug = new Map(this.docsInOrder.map((doc) => [doc.slug, doc]));
  }

  private get helpSearch(): HelpSearchIndex {
    return (this.helpIndex ??= new HelpSearchIndex(this.content.helpArticles));
  }

  private get docSearch(): HelpSearchIndex {
    return (this.docIndex ??= new HelpSearchIndex(
      this.docsInOrder.map((doc) => ({ ...doc, category: doc.section })),
    ));
  }

  crms(): Crm[] {
    return this.content.crms;
  }

  /** By slug or alias (`active-campaign` finds ActiveCampaign). */
  crm(slugOrAlias: string): Crm | undefined {
    return this.crmBySlug.get(slugOrAlias.toLowerCase());
  }

  crmsInCategory(category: string): Crm[] {
    return this.content.crms.filter((crm) => (crm.categories as string[]).includes(category));
  }

  parseCompare(segment: string): CompareParse {
    return parseCompareSlug(segment, (slug) => this.crm(slug)?.slug);
  }

  comparePath(...slugs: string[]): string {
    const parsed = this.parseCompare(slugs.join('-vs-'));
    if (parsed.kind !== 'ok') throw new Error(`No compare page for ${slugs.join(', ')}`);
    return parsed.canonicalPath;
  }

  comparePairs(): string[] {
    return allComparePairs(this.content.crms.map((crm) => crm.slug));
  }

  page(path: string): MarketingPage | undefined {
    return this.pageByPath.get(path);
  }

  /** Home, then each parent path that is a page, then the page itself (for breadcrumbs). */
  breadcrumbs(path: string, title: string): Array<{ name: string; path: string }> {
    const segments = path.split('/').filter(Boolean);
    const parents = segments.slice(0, -1).flatMap((_, index) => {
      const parentPath = routes.content.publicPage(segments.slice(0, index + 1).join('/'));
      const parent = this.page(parentPath);
      return parent ? [{ name: parent.title, path: parentPath }] : [];
    });
    return [{ name: 'Home', path: routes.content.home() }, ...parents, { name: title, path }];
  }

  pages(): MarketingPage[] {
    return this.content.pages;
  }

  migration(slug: string): MigrationGuide | undefined {
    return this.guideBySlug.get(slug);
  }

  migrations(): MigrationGuide[] {
    return this.content.migrations;
  }

  helpArticle(slug: string): HelpArticle | undefined {
    return this.articleBySlug.get(slug);
  }

  helpArticles(): HelpArticle[] {
    return this.content.helpArticles;
  }

  /** Articles grouped by category, in the categories' and articles' editorial order. */
  helpCategories() {
    return this.categories;
  }

  searchHelp(query: string) {
    return this.helpSearch.search(query);
  }

  explainHelpSearch(query: string) {
    return this.helpSearch.explain(query);
  }

  /** The documentation in reading order (the sidebar's, and previous/next). */
  docs(): DocPage[] {
    return this.docsInOrder;
  }

  doc(slug: string): DocPage | undefined {
    return this.docBySlug.get(slug);
  }

  /** The training area's courses in catalogue order, each with its lessons in order. */
  courses(): Course[] {
    return this.content.courses;
  }

  course(slug: string): Course | undefined {
    return this.content.courses.find((course) => course.slug === slug);
  }

  docFile(name: string): DocFile | undefined {
    return this.content.docFiles.find((file) => file.name === name);
  }

  searchDocs(query: string) {
    return this.docSearch.search(query);
  }

  /**
   * Every public page: marketing, CRMs (canonical slugs only), categories, compare pairs, help,
   * migrations. The sitemap lists the indexed ones; /builds/meta hands the table to the browser.
   */
  /** The open part of the training area: the catalogue, each course's outline and its first lesson. */
  private trainingRoutes(
    route: (path: string, component: string, lastmod?: string) => PublicRoute,
  ): PublicRoute[] {
    const reviewedOf = (course: Course) => latest(course.lessons.map((lesson) => lesson.reviewed));
    return [
      route(routes.training.trainingIndex(), 'training/index', latest(this.courses().map(reviewedOf))),
      ...this.courses().flatMap((course) => [
        route(course.path, 'training/course', reviewedOf(course)),
        route(course.lessons[0].path, 'training/lesson', course.lessons[0].reviewed),
      ]),
    ];
  }

  publicRoutes(): PublicRoute[] {
    const crms = this.crms();
    const updatedOf = new Map(crms.map((crm) => [crm.slug, crm.updated]));
    const allCrms = latest(crms.map((crm) => crm.updated));
    const articles = this.helpArticles();
    const route = (path: string, component: string, lastmod?: string, indexed = true): PublicRoute => ({
      path,
      component,
      lastmod,
      indexed,
    });
    return [
      route('/', 'content/home', latest(this.pages().map((page) => page.updated))),
      ...this.pages().map((page) =>
        page.path.startsWith(`${routes.content.crmChooser()}/`)
          ? // Category pages list CRMs, so they change when a CRM does.
            route(page.path, 'content/crm-category', latest([page.updated, allCrms]), !page.noindex)
          : route(page.path, 'content/page', page.updated, !page.noindex),
      ),
      route(routes.content.crmChooser(), 'content/crm-chooser', allCrms),
      ...crms.map((crm) => route(routes.content.publicPage(crm.slug), 'content/crm', crm.updated)),
      route(routes.content.comparePicker(), 'content/compare-picker', allCrms),
      ...this.comparePairs().map((path) =>
        route(
          path,
          'content/compare',
          latest(
            path
              .replace(COMPARE_PREFIX, '')
              .split('-vs-')
              .map((slug) => updatedOf.get(slug)),
          ),
        ),
      ),
      route(
        routes.content.helpIndex(),
        'content/help-index',
        latest(articles.map((article) => article.updated)),
      ),
      ...articles.map((article) => route(article.path, 'content/help-article', article.updated)),
      route(routes.content.docsIndex(), 'content/docs-index', latest(this.docs().map((doc) => doc.reviewed))),
      ...this.docs().map((doc) => route(doc.path, 'content/docs-page', doc.reviewed)),
      ...this.migrations().map((guide) =>
        route(routes.content.publicPage(guide.slug), 'content/migration', guide.updated),
      ),
      ...this.trainingRoutes(route),
      ...this.siteRoutes.all(),
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
