import type {
  ArticleLink,
  CrmDetail,
  CrmSummary,
  FaqItem,
  HighlightedText,
  MarketingPage,
  RatingDimension,
  Source,
  TocEntry,
} from './content-types';
import { page, type ModulePages } from './page';

/** Props of the public content pages (src/modules/content). */

export interface Breadcrumb {
  name: string;
  path: string;
}

export interface HomeProps {
  bookingUrl: string;
  crms: Array<{ slug: string; name: string }>;
}

export interface MarketingPageProps {
  page: MarketingPage;
  breadcrumbs: Breadcrumb[];
}

export interface CrmCategoryProps {
  page: Omit<MarketingPage, 'html'>;
  breadcrumbs: Breadcrumb[];
  crms: CrmSummary[];
}

export interface CrmChooserProps {
  crms: CrmSummary[];
}

export interface CrmPageProps {
  crm: CrmDetail;
  migrations: Array<{ slug: string; title: string }>;
  compareWith: Array<{ name: string; path: string }>;
}

export interface ComparePickerProps {
  crms: Array<{ slug: string; name: string; tagline: string }>;
  popular: Array<{ path: string; names: string[] }>;
}

export interface CompareVerdict {
  useCase: string;
  label: string;
  winners: string[];
  summary: string;
}

export interface CompareProps {
  crms: CrmSummary[];
  dimensions: readonly RatingDimension[];
  verdicts: CompareVerdict[];
  otherCrms: Array<{ slug: string; name: string }>;
}

export interface HelpArticleProps {
  article: {
    path: string;
    title: string;
    description: string;
    category: string;
    updated: string;
    sources: Source[];
    html: string;
    toc: TocEntry[];
  };
  categoryTitle: string;
  previous: ArticleLink | null;
  next: ArticleLink | null;
  related: ArticleLink[];
}

export interface HelpSearchResult {
  path: string;
  title: HighlightedText[];
  category: string;
  snippet: HighlightedText[];
}

export interface HelpIndexProps {
  query: string;
  results: HelpSearchResult[] | null;
  categories: Array<{ id: string; title: string; articles: ArticleLink[] }>;
  categoryTitles: Record<string, string>;
}

/** A documentation page in lists, the sidebar and previous/next. */
export interface DocLink {
  path: string;
  title: string;
  description: string;
  section: string;
}

/** The documentation's sections with their pages, in reading order. */
export type DocSections = Array<{ id: string; title: string; pages: DocLink[] }>;

export interface DocsIndexProps {
  query: string;
  results: HelpSearchResult[] | null;
  sections: DocSections;
}

export interface DocsPageProps {
  doc: {
    path: string;
    title: string;
    description: string;
    section: string;
    reviewed: string;
    sources: Source[];
    downloads: Array<{ file: string; label: string }>;
    html: string;
    toc: TocEntry[];
  };
  sectionTitle: string;
  sections: DocSections;
  previous: DocLink | null;
  next: DocLink | null;
}

export interface MigrationGuideProps {
  guide: {
    slug: string;
    title: string;
    description: string;
    timeline: string;
    objectMapping: Array<{ source: string; target: string; notes: string }>;
    steps: Array<{ title: string; text: string }>;
    risks: Array<{ title: string; mitigation: string }>;
    whatWeDo: string[];
    faq: FaqItem[];
    sources: Source[];
    updated: string;
    html: string;
  };
  from: CrmSummary;
  to: CrmSummary;
}

/** The content module's pages: name (its file under frontend/pages), props and layout. */
export const contentPages = {
  'content/home': page<HomeProps>('default'),
  'content/page': page<MarketingPageProps>('default'),
  'content/crm-category': page<CrmCategoryProps>('default'),
  'content/crm-chooser': page<CrmChooserProps>('default'),
  'content/crm': page<CrmPageProps>('default'),
  'content/compare-picker': page<ComparePickerProps>('default'),
  'content/compare': page<CompareProps>('default'),
  'content/help-article': page<HelpArticleProps>('default'),
  'content/help-index': page<HelpIndexProps>('default'),
  'content/docs-index': page<DocsIndexProps>('docs'),
  'content/docs-page': page<DocsPageProps>('docs'),
  'content/migration': page<MigrationGuideProps>('default'),
} satisfies ModulePages<'content'>;
