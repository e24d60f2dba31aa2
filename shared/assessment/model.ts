/**
 * The CRM health assessment as data: sections in route order, questions, and how answers map to
 * scored dimensions. Shared by the server (validation, scoring, reports) and the browser (the
 * questionnaire and the public calculators). A bank is immutable once published: a change is a
 * new version, and every response keeps the version it was answered with.
 */

export const DIMENSIONS = [
  'strategy',
  'adoption',
  'data_quality',
  'pipeline',
  'automation',
  'reporting',
  'integrations',
  'governance',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const DIMENSION_LABELS: Record<Dimension, string> = {
  strategy: 'Strategy',
  adoption: 'Adoption',
  data_quality: 'Data quality',
  pipeline: 'Pipeline',
  automation: 'Automation',
  reporting: 'Reporting',
  integrations: 'Integrations',
  governance: 'Governance',
};

/** What each dimension's questions ask about, in one line (the report's tooltips and docs/scoring.md). */
export const DIMENSION_DESCRIPTIONS: Record<Dimension, string> = {
  strategy: 'Whether the CRM has clear goals, an owner and a plan the leadership backs.',
  adoption: 'How much of the team works in the CRM every day, instead of around it.',
  data_quality: 'Whether records are complete, current and free of duplicates, and stay that way.',
  pipeline: 'Whether deal stages are defined, followed and tell you what will close.',
  automation: 'How much routine work (follow-ups, assignments, updates) the CRM does by itself.',
  reporting: 'Whether the numbers people decide with come from the CRM and are trusted.',
  integrations: 'Whether the CRM exchanges data with the other tools the team uses.',
  governance: 'Who may change fields, stages and permissions, and how changes are reviewed.',
};

export const SECTION_IDS = [
  'profile',
  'team',
  'vision',
  'overall',
  'deepdive',
  'revenue-priorities',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ScoredOption {
  value: string;
  label: string;
  /** 0 (worst) … 1 (best); absent for "not applicable / don't know", which is left out of averages. */
  score?: number;
}

/** Where a scored answer counts, and how much relative to other questions of that dimension. */
export interface DimensionWeight {
  dimension: Dimension;
  weight: number;
}

interface QuestionBase {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  scoring?: DimensionWeight[];
}

export type Question =
  | (QuestionBase & { type: 'single'; options: ScoredOption[] })
  | (QuestionBase & { type: 'multi'; options: ScoredOption[]; min?: number; max?: number })
  | (QuestionBase & { type: 'scale'; minLabel: string; maxLabel: string })
  | (QuestionBase & { type: 'number'; min: number; max: number; unit?: string })
  | (QuestionBase & { type: 'text'; maxLength: number })
  | (QuestionBase & { type: 'ranking'; options: Array<{ value: string; label: string }> });

export interface Section {
  id: SectionId;
  title: string;
  /** One or two words for the progress steps, where six names share one line. */
  stepLabel: string;
  intro: string;
  questions: Question[];
}

export interface QuestionBank {
  version: number;
  /** When this version was published (ISO date): the sitemap's lastmod of the assessment pages. */
  published: string;
  sections: Section[];
  /** Each dimension's share of the overall score; they sum to 1. */
  dimensionWeights: Record<Dimension, number>;
}

/** An answer as stored: option value(s), a 1–5 scale value, a number, text, or a ranked list. */
export type Answer = string | string[] | number;
export type Answers = Record<string, Answer | undefined>;
