import type { Answers, AssessmentReport, ScoreResult, SectionId } from '../assessment';
import type { TablePage } from '../table';
import { page, type ModulePages } from './page';

/** Props of the assessment's pages (src/modules/assessment). */

/** A report as the pages show it (the answers travel separately). */
export type ReportData = Omit<AssessmentReport, 'answers'>;

export interface AssessmentIntroProps {
  sections: Array<{ id: string; title: string }>;
  questionCount: number;
  draft: { step: string; updatedAt: string; answered: number; total: number } | null;
  submitted: { reportUrl: string } | null;
}

export interface AssessmentStepProps {
  step: SectionId;
  version: number;
  answers: Answers;
  furthestStep: number;
  savedAt: string;
}

export interface LeaderboardProps {
  rows: Array<{
    rank: number;
    crm: string;
    label: string;
    responses: number;
    averageScore: number;
    averageSatisfaction: number | null;
  }>;
  /** CRMs with fewer than `minimum` completed assessments: the count so far, never an average. */
  gathering: Array<{ crm: string; label: string; responses: number }>;
  minimum: number;
  responses: number;
}

export interface ReportProps {
  report: ReportData;
  answers: Array<{ section: string; question: string; answer: string }>;
  viewer: 'owner' | 'admin';
  downloads: { pdf: string; csv: string };
  share: { url: string | null; create: string; revoke: string } | null;
}

export interface ResumeAssessmentProps {
  action: string;
  token: string;
}

export interface ShowScoreProps {
  score: {
    overall: number;
    band: { id: string; label: string };
    adoption: number | null;
    dimensions: Array<{ id: string; label: string; score: number | null }>;
  };
  reportUrl: string;
  pdfUrl: string;
}

/** A shared summary: never the response id (it would open the full report with a forged cookie). */
export interface SimpleViewProps {
  report: Omit<ReportData, 'id'>;
}

// The back office's assessment pages (/admin/assessments, /admin/responses, /admin/crm-stats, /admin/trends).

export interface AssessmentFunnelProps {
  period: string;
  periods: string[];
  funnel: {
    started: number;
    steps: Array<{ step: string; reached: number; share: number; dropOff: number }>;
    averageMinutes: number | null;
    medianMinutes: number | null;
  };
}

export interface CrmStatsRow {
  crm: string;
  label: string;
  responses: number;
  average: number | null;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  bands: Record<string, number>;
}

export interface ResponseRow {
  id: string;
  status: string;
  createdAt: string;
  submittedAt: string | null;
  name: string | null;
  email: string | null;
  company: string | null;
  crm: string | null;
  companySize: string | null;
  overallScore: number | null;
  band: string | null;
  currentStep: string;
}

export interface ResponseProps {
  response: ResponseRow & {
    bankVersion: number;
    furthestStep: number;
    consentedAt: string | null;
    shared: boolean;
    result: ScoreResult | null;
  };
  answers: Array<{ id: string; section: string; question: string; answer: string }>;
  reportUrl: string | null;
  pdfUrl: string | null;
}

export interface ResponsesProps {
  table: TablePage<ResponseRow>;
  counts: Record<'draft' | 'submitted', number>;
  csvUrl: string;
  options: {
    crm: ReadonlyArray<{ value: string; label: string }>;
    size: ReadonlyArray<{ value: string; label: string }>;
  };
}

export interface TrendsProps {
  interval: 'week' | 'month';
  points: Array<{ period: string; started: number; completed: number; averageScore: number | null }>;
}

/** The assessment module's pages: name (its file under frontend/pages), props and layout. */
export const assessmentPages = {
  'assessment/funnel': page<AssessmentFunnelProps>('admin'),
  'assessment/crm-stats': page<{ crms: CrmStatsRow[] }>('admin'),
  'assessment/responses': page<ResponsesProps>('admin'),
  'assessment/response': page<ResponseProps>('admin'),
  'assessment/trends': page<TrendsProps>('admin'),
  // Taking the assessment is focused (its own header); its results are pages of the site.
  'assessment/intro': page<AssessmentIntroProps>('assessment'),
  'assessment/step': page<AssessmentStepProps>('assessment'),
  'assessment/show-score': page<ShowScoreProps>('default'),
  'assessment/report': page<ReportProps>('default'),
  'assessment/simple-view': page<SimpleViewProps>('default'),
  'assessment/resume': page<ResumeAssessmentProps>('assessment'),
  'assessment/leaderboard': page<LeaderboardProps>('default'),
  'assessment/demo-score-calculation': page<{ version: number }>('default'),
  'assessment/system-adoption-score-calculator': page<{ version: number }>('default'),
} satisfies ModulePages<'assessment'>;
