import type { Dimension } from './model';
import type { PublishedComparison } from './published-benchmarks';
import type { Recommendation } from './recommendations';

export interface DimensionRow {
  id: Dimension;
  label: string;
  score: number | null;
  /** Share of completed responses scoring lower (ties half), or null until the benchmark is shown. */
  percentile: number | null;
}

/** Everything a report shows, in one shape for the page, the PDF, the CSV and the email. */
export interface AssessmentReport {
  id: string;
  name: string;
  company: string;
  crm: string;
  companySize: string;
  submittedAt: string;
  version: number;
  overall: number;
  band: { id: string; label: string };
  adoption: number | null;
  dimensions: DimensionRow[];
  benchmark: { responses: number; minimum: number; shown: boolean };
  /** Answers compared with published studies: shown from the first assessment, whatever our own count. */
  published: PublishedComparison[];
  recommendations: Recommendation[];
  answers: Array<{ section: string; question: string; answer: string }>;
}
