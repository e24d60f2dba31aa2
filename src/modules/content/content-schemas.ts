import { z } from 'zod';
import { TRAINING_TIERS } from '@shared/training';

/**
 * The typed frontmatter of every content file under content/. A file that breaks these rules
 * stops start-up with its path and field (see content-loader.ts), so editors find out at once.
 */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-23'),
);
const sitePath = z.string().regex(/^\/[a-z0-9\-/#?=&.]*$/, 'must be a site path starting with /');
const httpsUrl = z.string().url().startsWith('https://', 'must be an https:// URL');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const text = z.string().trim().min(1);

/** `checked` is the date someone read the source; left out where nobody has verified it yet. */
export const sourceSchema = z.object({ label: text, url: httpsUrl, checked: isoDate.optional() });
const faqSchema = z.array(z.object({ question: text, answer: text })).default([]);
const ctaSchema = z.object({ label: text, href: sitePath.or(httpsUrl) });

export const RATING_DIMENSIONS = [
  'easeOfUse',
  'customisation',
  'automation',
  'reporting',
  'value',
  'support',
] as const;
export const CRM_CATEGORIES = ['simple', 'marketing', 'erp'] as const;
export const CRM_NEEDS = [
  'pipeline',
  'marketing-automation',
  'customisation',
  'erp',
  'open-source',
  'reporting',
  'self-hosting',
] as const;
const rating = z.number().int().min(1).max(5);
const dollars = z.number().min(0).max(100_000);

/**
 * A plan as published, and (only where the vendor's page gave them, on `pricesChecked`) the numbers
 * the compare page's cost calculator uses: USD per user a month, or a monthly base that includes
 * some seats, extra seats, a one-off onboarding fee, a seat cap. No number: "see vendor pricing".
 */
const planSchema = z
  .object({
    name: text,
    price: text,
    notes: z.string().default(''),
    /** The vendor's sales CRM (compared like for like), its marketing product, or an add-on. */
    product: z.enum(['sales', 'marketing', 'add-on']).default('sales'),
    seatPrice: dollars.optional(),
    basePrice: dollars.optional(),
    includedSeats: z.number().int().min(1).optional(),
    onboardingFee: dollars.optional(),
    maxSeats: z.number().int().min(1).optional(),
  })
  .refine((plan) => (plan.basePrice === undefined) === (plan.includedSeats === undefined), {
    message: 'basePrice and includedSeats go together',
  });

export const crmSchema = z.object({
  slug,
  /** When someone last reviewed this file (the sitemap's lastmod). */
  updated: isoDate,
  name: text,
  aliases: z.array(slug).default([]),
  vendor: text,
  tagline: text.max(140),
  website: httpsUrl,
  pricingUrl: httpsUrl,
  /** When list prices were last read from the vendor's page; absent = not verified, pages say so. */
  pricesChecked: isoDate.optional(),
  categories: z.array(z.enum(CRM_CATEGORIES)).default([]),
  teamSize: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
  budget: z.enum(['low', 'medium', 'high']),
  needs: z.array(z.enum(CRM_NEEDS)).min(1),
  deployment: text,
  freePlan: text,
  trial: text,
  plans: z.array(planSchema).min(1),
  strengths: z.array(text).min(2),
  limitations: z.array(text).min(2),
  integrations: z.array(text).min(1),
  api: text,
  ratings: z.object(
    Object.fromEntries(RATING_DIMENSIONS.map((d) => [d, rating])) as Record<
      (typeof RATING_DIMENSIONS)[number],
      typeof rating
    >,
  ),
  fit: text,
  notFit: text,
  faq: faqSchema,
  sources: z.array(sourceSchema).min(1),
});

export const HELP_CATEGORIES = {
  'choosing-a-crm': 'Choosing a CRM',
  pipeline: 'Pipeline design',
  'data-quality': 'Data quality',
  leads: 'Leads and routing',
  reporting: 'Reporting',
  migration: 'Migration',
  adoption: 'Adoption and training',
} as const;

export const helpArticleSchema = z.object({
  title: text,
  description: text.max(200),
  category: z.enum(Object.keys(HELP_CATEGORIES) as [keyof typeof HELP_CATEGORIES]),
  order: z.number().int().min(0).default(0),
  updated: isoDate,
  related: z.array(sitePath).default([]),
  sources: z.array(sourceSchema).default([]),
});

/** When someone read a source: required where a page states facts. */
const readOn = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'must say when someone read the source, like 2026-11-23' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-23'),
);

/** The documentation area's sections (issue 37), in the order the sidebar lists them. */
export const DOC_SECTIONS = {
  implementation: 'Implementation playbooks',
  migration: 'Migration checklists',
  templates: 'Templates',
} as const;

/** A template a docs page offers to download: a file of content/doc-files/. */
export const DOC_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(csv|md)$/;

export const docPageSchema = z.object({
  title: text,
  description: text.max(200),
  section: z.enum(Object.keys(DOC_SECTIONS) as [keyof typeof DOC_SECTIONS]),
  order: z.number().int().min(0).default(0),
  /** The day someone last read the page against its sources. */
  reviewed: isoDate,
  // Documentation states facts: every page names where they come from and when that was read.
  sources: z.array(sourceSchema.extend({ checked: readOn })).min(1),
  downloads: z
    .array(
      z.object({
        file: z.string().regex(DOC_FILE_NAME, 'must be a .csv or .md file name in content/doc-files'),
        label: text,
      }),
    )
    .default([]),
});

/** The Mastery Program's sessions (content/pages/crm-mastery-program/sessions/): a course teaches one. */
export const PROGRAMME_SESSIONS = [
  'training',
  'quick-wins',
  'data-management',
  'reporting',
  'automation',
  'advanced',
] as const;

/** content/training/<course>/course.md: what a course is for and which tier opens it. */
export const courseSchema = z.object({
  title: text,
  description: text.max(200),
  /** The lowest programme tier whose paid agreement opens the course. */
  tier: z.enum(TRAINING_TIERS),
  session: z.enum(PROGRAMME_SESSIONS),
  order: z.number().int().min(0).default(0),
  audience: text.max(80),
  outcomes: z.array(text).min(1),
});

const quizQuestionSchema = z
  .object({
    question: text,
    options: z.array(text).min(2).max(6),
    /** The right option, counted from 0. */
    answer: z.number().int().min(0),
    explanation: text,
  })
  .refine((question) => question.answer < question.options.length, {
    message: 'must be the index (from 0) of one of the options',
    path: ['answer'],
  });

/** content/training/<course>/<nn>-<slug>.md: a lesson, its checklist and its quiz. */
export const lessonSchema = z.object({
  title: text,
  description: text.max(200),
  order: z.number().int().min(1),
  /** Reading and exercise time, as the course outline shows it. */
  minutes: z.number().int().min(1).max(120),
  reviewed: isoDate,
  keyPoints: z.array(text).min(1).max(6),
  checklist: z.array(text).min(1),
  quiz: z.array(quizQuestionSchema).min(1).max(10),
  // Lessons teach facts: like the documentation, each names its sources and when they were read.
  sources: z.array(sourceSchema.extend({ checked: readOn })).min(1),
});

export const migrationSchema = z.object({
  slug,
  from: slug,
  to: slug,
  title: text,
  description: text.max(200),
  timeline: text,
  objectMapping: z.array(z.object({ source: text, target: text, notes: z.string().default('') })).min(3),
  steps: z.array(z.object({ title: text, text })).min(3),
  risks: z.array(z.object({ title: text, mitigation: text })).min(2),
  whatWeDo: z.array(text).min(2),
  faq: faqSchema,
  sources: z.array(sourceSchema).default([]),
  updated: isoDate,
});

const itemWithText = z.object({ title: text, text });
export const pageSectionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('features'),
    heading: text,
    intro: z.string().optional(),
    items: z.array(itemWithText).min(1),
  }),
  z.object({
    type: z.literal('steps'),
    heading: text,
    intro: z.string().optional(),
    items: z.array(itemWithText).min(1),
  }),
  z.object({
    type: z.literal('list'),
    heading: text,
    intro: z.string().optional(),
    items: z.array(text).min(1),
  }),
  z.object({
    type: z.literal('links'),
    heading: text,
    intro: z.string().optional(),
    items: z.array(itemWithText.extend({ href: sitePath })).min(1),
  }),
  z.object({
    type: z.literal('faq'),
    heading: text,
    items: z.array(z.object({ question: text, answer: text })).min(1),
  }),
  z.object({
    type: z.literal('cta'),
    heading: text,
    text,
    primaryCta: ctaSchema,
    secondaryCta: ctaSchema.optional(),
  }),
  /** A lead form (the leads module takes its posts); `id` is the anchor CTAs link to. */
  z.object({
    type: z.literal('form'),
    form: z.enum(['contact', 'jumpstart']),
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    heading: text,
    intro: z.string().optional(),
  }),
]);

export const marketingPageSchema = z.object({
  path: sitePath,
  updated: isoDate,
  /** Pages people reach mid-task (thank-you, fallback contact): kept out of search engines and the sitemap. */
  noindex: z.boolean().default(false),
  title: text,
  description: text.max(200),
  layout: z.enum(['default', 'landing']).default('default'),
  hero: z.object({
    eyebrow: z.string().optional(),
    heading: text,
    lead: text,
    primaryCta: ctaSchema.optional(),
    secondaryCta: ctaSchema.optional(),
  }),
  sections: z.array(pageSectionSchema).default([]),
});

export type CrmFrontmatter = z.infer<typeof crmSchema>;
export type HelpArticleFrontmatter = z.infer<typeof helpArticleSchema>;
export type MigrationFrontmatter = z.infer<typeof migrationSchema>;
export type DocPageFrontmatter = z.infer<typeof docPageSchema>;
export type CourseFrontmatter = z.infer<typeof courseSchema>;
export type LessonFrontmatter = z.infer<typeof lessonSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type MarketingPageFrontmatter = z.infer<typeof marketingPageSchema>;
export type PageSection = z.infer<typeof pageSectionSchema>;
export type Source = z.infer<typeof sourceSchema>;
