/** Shapes of the content props the server sends (src/modules/content). */
export type RatingDimension =
  'easeOfUse' | 'customisation' | 'automation' | 'reporting' | 'value' | 'support';

export const RATING_LABELS: Record<RatingDimension, string> = {
  easeOfUse: 'Ease of use',
  customisation: 'Customisation',
  automation: 'Automation',
  reporting: 'Reporting',
  value: 'Value',
  support: 'Support',
};

export interface Source {
  label: string;
  url: string;
  checked?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Cta {
  label: string;
  href: string;
}

export interface TocEntry {
  id: string;
  title: string;
  level: 2 | 3;
}

/** A plan as published; the numbers only where the vendor's page gave them (content-schemas.ts). */
export interface CrmPlan {
  name: string;
  price: string;
  notes: string;
  product: 'sales' | 'marketing' | 'add-on';
  seatPrice?: number;
  basePrice?: number;
  includedSeats?: number;
  onboardingFee?: number;
  maxSeats?: number;
}

export interface CrmSummary {
  slug: string;
  updated: string;
  name: string;
  aliases: string[];
  vendor: string;
  tagline: string;
  website: string;
  pricingUrl: string;
  pricesChecked?: string;
  categories: Array<'simple' | 'marketing' | 'erp'>;
  teamSize: [number, number];
  budget: 'low' | 'medium' | 'high';
  needs: string[];
  deployment: string;
  freePlan: string;
  trial: string;
  plans: CrmPlan[];
  strengths: string[];
  limitations: string[];
  integrations: string[];
  api: string;
  ratings: Record<RatingDimension, number>;
  fit: string;
  notFit: string;
  sources: Source[];
}

export interface CrmDetail extends CrmSummary {
  faq: FaqItem[];
  html: string;
  toc: TocEntry[];
}

export type PageSection =
  | {
      type: 'features' | 'steps';
      heading: string;
      intro?: string;
      items: Array<{ title: string; text: string }>;
    }
  | { type: 'list'; heading: string; intro?: string; items: string[] }
  | {
      type: 'links';
      heading: string;
      intro?: string;
      items: Array<{ title: string; text: string; href: string }>;
    }
  | { type: 'faq'; heading: string; items: FaqItem[] }
  | { type: 'cta'; heading: string; text: string; primaryCta: Cta; secondaryCta?: Cta }
  | { type: 'form'; form: 'contact' | 'jumpstart'; id: string; heading: string; intro?: string };

export interface MarketingPage {
  path: string;
  updated: string;
  noindex: boolean;
  title: string;
  description: string;
  layout: 'default' | 'landing';
  hero: { eyebrow?: string; heading: string; lead: string; primaryCta?: Cta; secondaryCta?: Cta };
  sections: PageSection[];
  html: string | null;
}

export interface ArticleLink {
  path: string;
  title: string;
  description: string;
  category: string;
}

export interface HighlightedText {
  text: string;
  match: boolean;
}

export const BUDGET_LABELS: Record<CrmSummary['budget'], string> = {
  low: 'Low: free or entry plans',
  medium: 'Medium: mid-tier plans',
  high: 'High: enterprise plans and a partner',
};

export const NEED_LABELS: Record<string, string> = {
  pipeline: 'A clear sales pipeline',
  'marketing-automation': 'Marketing automation',
  customisation: 'Custom objects and processes',
  erp: 'Finance, stock or ERP in the same system',
  'open-source': 'Open source',
  reporting: 'Strong reporting',
  'self-hosting': 'Self-hosting',
};
