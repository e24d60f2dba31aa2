import { answerText, questionsOf } from './answer-text';
import type { Answers, QuestionBank } from './model';

/**
 * Published studies a report can compare answers with from the first assessment, before our own
 * percentiles exist (shared/notes/assessment-domain.md and sales-process-facts.md say which
 * figures are credible). Only a study that splits its sample the way a question's answers do is
 * used; dimension scores have no published distribution, so they only get our own percentiles.
 */
export interface PublishedStudy {
  citation: string;
  /** Who was asked, as a phrase that follows "of the …". */
  population: string;
  url?: string;
  checked: string;
}

interface AnswerGroup {
  /** Answer values in this group; groups run from the weakest to the strongest answer. */
  answers: string[];
  /** Share of the study's sample in this group, in percent. */
  share: number;
  /** The study gives a bound, not a point: "fewer than 40%" is `at-most`. */
  bound?: 'at-most' | 'at-least';
  /** What this group did, after "… of them" (e.g. "replied within an hour"). */
  describes: string;
}

export interface PublishedBenchmark {
  question: string;
  study: PublishedStudy;
  groups: AnswerGroup[];
}

const HBR_2011: PublishedStudy = {
  citation:
    'Harvard Business Review, The Short Life of Online Sales Leads (Oldroyd, McElheran, Elkington, March 2011)',
  population: '2,241 US companies whose response to a web lead was audited',
  url: 'https://hbr.org/2011/03/the-short-life-of-online-sales-leads',
  checked: '2026-11-26',
};

const CSO_INSIGHTS_2006: PublishedStudy = {
  citation: 'CSO Insights, 2006 survey of CRM adoption (old data: read it as a floor, not today’s norm)',
  population: '1,275 companies surveyed',
  checked: '2026-11-27',
};

const VALIDITY_2025: PublishedStudy = {
  citation: 'Validity, 2025 survey of CRM users and administrators (a data-quality vendor’s survey)',
  population: '602 CRM users and administrators surveyed',
  checked: '2026-11-27',
};

export const PUBLISHED_BENCHMARKS: PublishedBenchmark[] = [
  {
    question: 'active_users',
    study: CSO_INSIGHTS_2006,
    groups: [
      {
        answers: ['under-50', '50-70', '70-90'],
        share: 60,
        bound: 'at-least',
        describes: 'had adoption of 90% or less',
      },
      { answers: ['over-90'], share: 40, bound: 'at-most', describes: 'had adoption above 90%' },
    ],
  },
  {
    question: 'data_accuracy',
    study: VALIDITY_2025,
    groups: [
      {
        answers: ['under-50'],
        share: 76,
        describes: 'said less than half of their CRM data is accurate and complete',
      },
      { answers: ['50-70', '70-90', 'over-90'], share: 24, describes: 'said half or more of it is' },
    ],
  },
  {
    question: 'lead_response',
    study: HBR_2011,
    groups: [
      { answers: ['never'], share: 23, describes: 'never replied' },
      { answers: ['over-24h'], share: 24, describes: 'replied after more than a day' },
      { answers: ['1-24h'], share: 16, describes: 'replied within 1–24 hours' },
      { answers: ['under-1h'], share: 37, describes: 'replied within an hour' },
    ],
  },
];

/** One answer set against a published study: the share of the study's sample with a weaker answer. */
export interface PublishedComparison {
  question: string;
  answer: string;
  study: PublishedStudy;
  /** Share of the sample with a weaker answer, in percent (0 when yours is the weakest group). */
  ahead: number;
  /** Share of the sample in the same group as you. */
  same: number;
  /** The sentence the page, the PDF and the email print. */
  sentence: string;
}

const percent = (share: number, bound?: AnswerGroup['bound']) =>
  `${bound === 'at-most' ? 'fewer than ' : bound === 'at-least' ? 'more than ' : ''}${share}%`;

/** The comparisons a set of answers has: one per published benchmark whose question was answered. */
export function publishedComparisons(bank: QuestionBank, answers: Answers): PublishedComparison[] {
  const questions = new Map(questionsOf(bank).map(({ question }) => [question.id, question]));
  return PUBLISHED_BENCHMARKS.flatMap((benchmark) => {
    const question = questions.get(benchmark.question);
    const answer = answers[benchmark.question];
    const index = benchmark.groups.findIndex(
      (group) => typeof answer === 'string' && group.answers.includes(answer),
    );
    if (!question || index === -1) return [];
    const group = benchmark.groups[index];
    const weaker = benchmark.groups.slice(0, index);
    const ahead = weaker.reduce((sum, entry) => sum + entry.share, 0);
    // A bound on your own group is the opposite bound on the groups below it (fewer than 40% above → more than 60% below).
    const aheadBound =
      group.bound === 'at-most' ? 'at-least' : group.bound === 'at-least' ? 'at-most' : undefined;
    const same = `${capitalise(percent(group.share, group.bound))} of the ${benchmark.study.population} ${group.describes}, like you`;
    const sentence =
      ahead > 0
        ? `You are ahead of ${percent(ahead, aheadBound)} of the ${benchmark.study.population}. ${same}.`
        : `${same}.`;
    return [
      {
        question: question.label,
        answer: answerText(question, answer),
        study: benchmark.study,
        ahead,
        same: group.share,
        sentence,
      },
    ];
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
