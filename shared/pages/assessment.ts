import type { Answers, AssessmentReport, SectionId } from '../assessment';

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
