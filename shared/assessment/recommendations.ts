import type { Answers, Dimension, QuestionBank } from './model';
import type { ScoreResult } from './scoring';

export interface Recommendation {
  dimension: Dimension;
  title: string;
  why: string;
  steps: string[];
  effort: 'days' | 'weeks' | 'a quarter';
}

/**
 * The recommendation library: per dimension, a plan for a weak score (under 50) and one for a
 * middling score (50–79). Patterns from shared/notes/assessment-domain.md ("Recommendation
 * patterns per weak dimension"), checked 2026-11-23.
 */
export const RECOMMENDATIONS: Record<
  Dimension,
  { weak: Omit<Recommendation, 'dimension'>; middling: Omit<Recommendation, 'dimension'> }
> = {
  strategy: {
    weak: {
      title: 'Write down what the CRM is for',
      why: 'Without agreed goals, every team configures the CRM for itself and no one can say whether it works.',
      steps: [
        'Name an executive sponsor who owns the CRM’s results.',
        'Agree three measurable goals for the next 12 months (for example, forecast accuracy within 10%).',
        'Review those numbers with the leadership team every month.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Tie CRM goals to each team’s KPIs',
      why: 'A strategy exists, but it is not yet how sales, marketing and service are measured.',
      steps: [
        'Give each team one KPI that can only be reported from the CRM.',
        'Add the KPIs to the sponsor’s monthly review.',
        'Retire reports that measure the same thing outside the CRM.',
      ],
      effort: 'weeks',
    },
  },
  adoption: {
    weak: {
      title: 'Make the CRM the only place deals are worked',
      why: 'When part of the team works in spreadsheets and inboxes, the CRM’s data and reports cannot be trusted.',
      steps: [
        'Run role-specific training: what a rep, a manager and an admin each do in the CRM every week.',
        'Have managers run pipeline reviews from the CRM only, starting next week.',
        'Pick one champion per team to answer questions and collect friction.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Close the last adoption gaps',
      why: 'Most of the team uses the CRM; the rest still update it late or keep side lists.',
      steps: [
        'Find who updates stages less than weekly and ask what gets in the way.',
        'Remove fields and steps nobody uses from the main screens.',
        'Add CRM use to new-hire onboarding in their first week.',
      ],
      effort: 'weeks',
    },
  },
  data_quality: {
    weak: {
      title: 'Stop bad data at the door, then clean what is there',
      why: 'Missing emails, duplicates and free-text fields break routing, reports and automation downstream.',
      steps: [
        'Turn on duplicate rules for contacts and companies at entry.',
        'Make the handful of fields your reports depend on required, with validation.',
        'Run one clean-up (merge duplicates, fill or archive incomplete records) and put a date in the calendar for the next.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Put data quality on a dashboard',
      why: 'The basics are in place; without a visible measure, quality drifts back down.',
      steps: [
        'Build a data-quality dashboard: duplicates, records missing key fields, records not touched in a year.',
        'Give each number an owner and a target.',
        'Review it monthly with the CRM owner.',
      ],
      effort: 'days',
    },
  },
  pipeline: {
    weak: {
      title: 'Define exit criteria for every pipeline stage',
      why: 'If stages mean different things to different reps, the pipeline and the forecast are guesses.',
      steps: [
        'Write one verifiable exit criterion per stage, based on what the buyer has done.',
        'Require an amount and a close date before a deal leaves the first stage.',
        'Flag deals with no activity for 30 days and review them weekly.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Tighten pipeline hygiene',
      why: 'Stages are defined, but stale and incomplete deals still distort the numbers.',
      steps: [
        'Add a stale-deal rule that asks the owner to update or close the deal.',
        'Report stage-to-stage conversion and time in stage every month.',
        'Retire stages nobody uses.',
      ],
      effort: 'days',
    },
  },
  automation: {
    weak: {
      title: 'Automate the handoffs that are done by hand',
      why: 'Manual lead routing and activity logging cost selling time and let leads go cold.',
      steps: [
        'Route new leads to an owner automatically, with a response-time target.',
        'Capture emails and meetings automatically instead of logging them by hand.',
        'Document each workflow: what triggers it and who owns it.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Review and retire workflows',
      why: 'Automation exists; workflows nobody reviews start to conflict and misfire.',
      steps: [
        'List every active workflow with its owner and last change.',
        'Switch off the ones nobody can explain.',
        'Add lead scoring with a defined sales handoff if you do not have one.',
      ],
      effort: 'days',
    },
  },
  reporting: {
    weak: {
      title: 'Build the forecast in the CRM',
      why: 'Forecasts and reports built in spreadsheets disagree with the CRM and with each other.',
      steps: [
        'Agree one definition for each headline number (pipeline, bookings, win rate).',
        'Build one dashboard per role from those definitions.',
        'Run the weekly forecast call from the CRM dashboard only.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Set a reporting cadence',
      why: 'The reports exist; decisions are not yet made from them on a fixed rhythm.',
      steps: [
        'Fix a weekly pipeline and a monthly performance review, each with its dashboard.',
        'Track forecast accuracy against what actually closed.',
        'Delete reports nobody opened last quarter.',
      ],
      effort: 'days',
    },
  },
  integrations: {
    weak: {
      title: 'Decide which system owns each piece of data',
      why: 'Without a system of record per field, integrations overwrite each other and people stop trusting the data.',
      steps: [
        'List the systems connected to the CRM and which fields each one writes.',
        'Name the system of record for customers, products, orders and invoices.',
        'Fix or switch off the sync that fails most often.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Monitor your integrations',
      why: 'Connections work, but failures are found by users rather than alerts.',
      steps: [
        'Alert the CRM owner when a sync fails or stops.',
        'Test the main flows end to end after every change on either side.',
        'Automate the next manual re-keying step (for example, won deal → order).',
      ],
      effort: 'weeks',
    },
  },
  governance: {
    weak: {
      title: 'Give the CRM an owner and a change process',
      why: 'Without an owner, fields, permissions and automations pile up until nobody dares to change anything.',
      steps: [
        'Name one CRM owner with time set aside for the job.',
        'Route every change request through them, with a short log of what changed and why.',
        'Review who has admin and export rights, and remove what is not needed.',
      ],
      effort: 'weeks',
    },
    middling: {
      title: 'Make governance routine',
      why: 'There is an owner; reviews still happen only when something breaks.',
      steps: [
        'Review permissions every quarter.',
        'Name a data steward per team for its records.',
        'Keep a change log and announce changes to users before they go live.',
      ],
      effort: 'days',
    },
  },
};

/** Above this a dimension needs no recommendation. */
export const HEALTHY_DIMENSION_SCORE = 80;

/** How much a stated priority lifts a dimension: the first ranked × 1.5 down to the sixth × 1.0. */
export function priorityFactor(priorities: string[], dimension: Dimension): number {
  const rank = priorities.indexOf(dimension);
  if (rank === -1) return 1.1; // not on the ranking list (strategy, governance): in the middle
  return 1.5 - (0.5 * rank) / Math.max(priorities.length - 1, 1);
}

/**
 * The three recommendations worth doing first: the gap to a healthy score, times the dimension's
 * weight in the overall score, times the respondent's own priority for it.
 */
export function topRecommendations(
  bank: QuestionBank,
  result: ScoreResult,
  answers: Answers,
  count = 3,
): Recommendation[] {
  const priorities = Array.isArray(answers.priorities) ? answers.priorities : [];
  return (Object.entries(result.dimensions) as Array<[Dimension, number | null]>)
    .filter((entry): entry is [Dimension, number] => entry[1] !== null && entry[1] < HEALTHY_DIMENSION_SCORE)
    .map(([dimension, score]) => ({
      dimension,
      score,
      urgency:
        (HEALTHY_DIMENSION_SCORE - score) *
        bank.dimensionWeights[dimension] *
        priorityFactor(priorities, dimension),
    }))
    .sort((a, b) => b.urgency - a.urgency || a.score - b.score)
    .slice(0, count)
    .map(({ dimension, score }) => ({
      dimension,
      ...RECOMMENDATIONS[dimension][score < 50 ? 'weak' : 'middling'],
    }));
}
