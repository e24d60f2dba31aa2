/**
 * The inbound lead audit (issue 20): 16 questions on how a team handles inbound leads, in eight areas.
 * Every option carries points; a score out of 100, a grade, a finding per area and a fix list ordered
 * by what each area loses. The questions, points, findings and fixes are data; the browser shows them
 * and the server scores what is submitted. Facts and sources: docs/tools.md.
 */

export const AUDIT_AREAS = {
  speed: 'Speed to lead',
  routing: 'Routing',
  qualification: 'Qualification',
  scoring: 'Lead scoring',
  cadence: 'Follow-up cadence',
  sources: 'Source tracking',
  sla: 'Marketing–sales agreement',
  capture: 'Data capture',
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;

export interface AuditOption {
  value: string;
  label: string;
  /** Points out of the question's maximum (the best option's points). */
  points: number;
}

export interface AuditQuestion {
  id: string;
  area: AuditArea;
  text: string;
  options: AuditOption[];
}

const options = (...entries: Array<[value: string, label: string, points: number]>): AuditOption[] =>
  entries.map(([value, label, points]) => ({ value, label, points }));

export const AUDIT_QUESTIONS: AuditQuestion[] = [
  {
    id: 'first_response',
    area: 'speed',
    text: 'How soon does a new inbound lead usually hear from a person?',
    options: options(
      ['5min', 'Within 5 minutes', 10],
      ['1h', 'Within an hour', 7],
      ['1d', 'The same day', 3],
      ['later', 'Later, or it varies', 0],
    ),
  },
  {
    id: 'after_hours',
    area: 'speed',
    text: 'What happens to a lead that arrives outside working hours?',
    options: options(
      ['covered', 'Someone is on call, or a meeting can be booked at once', 5],
      ['auto', 'An automatic reply, then a person the next working morning', 3],
      ['queue', 'It waits until someone notices it', 0],
    ),
  },
  {
    id: 'assignment',
    area: 'routing',
    text: 'How is a new lead assigned to a rep?',
    options: options(
      ['rules', 'Automatically, by rules (territory, segment) or round robin', 10],
      ['manual', 'A manager assigns it by hand', 4],
      ['grab', 'Whoever sees it first takes it', 1],
      ['none', 'It is not assigned to anyone', 0],
    ),
  },
  {
    id: 'unworked',
    area: 'routing',
    text: 'What happens when the assigned rep does not act on a lead?',
    options: options(
      ['reassign', 'After a set time it is reassigned or escalated automatically', 5],
      ['report', 'A manager sees it in a report', 2],
      ['nothing', 'Nothing: it stays with them', 0],
    ),
  },
  {
    id: 'criteria',
    area: 'qualification',
    text: 'Is there a written definition of a qualified lead?',
    options: options(
      ['written', 'Yes, written down and used by marketing and sales', 10],
      ['informal', 'Informally: people know roughly', 4],
      ['no', 'No', 0],
    ),
  },
  {
    id: 'disqualify',
    area: 'qualification',
    text: 'When a lead is disqualified, is the reason recorded?',
    options: options(
      ['picklist', 'Always, from a fixed list of reasons', 5],
      ['sometimes', 'Sometimes, in free text', 2],
      ['no', 'No', 0],
    ),
  },
  {
    id: 'score_model',
    area: 'scoring',
    text: 'Do leads get a score?',
    options: options(
      ['fit_engagement', 'Yes: fit (who they are) and engagement (what they do), separately', 10],
      ['single', 'One combined score', 6],
      ['none', 'No scoring', 0],
    ),
  },
  {
    id: 'score_review',
    area: 'scoring',
    text: 'When was the scoring last checked against which leads actually became customers?',
    options: options(
      ['quarter', 'In the last three months', 5],
      ['year', 'In the last year', 3],
      ['never', 'Never, or no scoring', 0],
    ),
  },
  {
    id: 'attempts',
    area: 'cadence',
    text: 'How many times does a rep try to reach a new lead before giving up?',
    options: options(
      ['6plus', 'Six times or more', 10],
      ['3to5', 'Three to five times', 6],
      ['1to2', 'Once or twice', 1],
    ),
  },
  {
    id: 'sequence',
    area: 'cadence',
    text: 'Is the follow-up a defined sequence (channels and days) in the CRM?',
    options: options(
      ['automated', 'Yes, set up as a sequence or cadence the CRM runs', 5],
      ['documented', 'Written down, done by hand', 3],
      ['adhoc', 'Each rep does it their way', 0],
    ),
  },
  {
    id: 'source_field',
    area: 'sources',
    text: 'Does every lead record its original source?',
    options: options(
      ['auto', 'Yes, captured automatically (form, UTM, referrer)', 10],
      ['manual', 'Reps fill it in by hand', 4],
      ['no', 'Often missing', 0],
    ),
  },
  {
    id: 'source_revenue',
    area: 'sources',
    text: 'Can you report revenue by lead source?',
    options: options(
      ['yes', 'Yes, in the CRM', 5],
      ['spreadsheet', 'With a spreadsheet export', 2],
      ['no', 'No', 0],
    ),
  },
  {
    id: 'sla_exists',
    area: 'sla',
    text: 'Have marketing and sales agreed how fast and how often sales follows up on marketing leads?',
    options: options(
      ['written', 'Yes, a written service-level agreement', 10],
      ['verbal', 'A verbal understanding', 4],
      ['no', 'No', 0],
    ),
  },
  {
    id: 'sla_review',
    area: 'sla',
    text: 'Is that agreement measured and reviewed together?',
    options: options(
      ['monthly', 'Monthly or more often, from a CRM report', 5],
      ['rarely', 'Now and then', 2],
      ['no', 'No, or there is no agreement', 0],
    ),
  },
  {
    id: 'form_fields',
    area: 'capture',
    text: 'Do your forms ask for what qualification needs, without asking too much?',
    options: options(
      ['tuned', 'Yes: a few fields, chosen for qualification and routing', 10],
      ['too_many', 'They ask for a lot, and many visitors give up', 4],
      ['too_few', 'Name and email only: reps must ask for the rest', 3],
    ),
  },
  {
    id: 'duplicates',
    area: 'capture',
    text: 'What happens when a known contact fills in a form again?',
    options: options(
      ['merged', 'It updates the existing record and tells the owner', 5],
      ['duplicate', 'A duplicate record is created', 0],
      ['unknown', 'I don’t know', 0],
    ),
  },
];

export type AuditAnswers = Record<string, string>;

/** Grades by score: A from 85, B from 70, C from 55, D from 40, E below. */
export const GRADES = [
  { grade: 'A', min: 85, label: 'Excellent: leads are answered fast and followed up on purpose' },
  { grade: 'B', min: 70, label: 'Good, with a few gaps that cost deals' },
  { grade: 'C', min: 55, label: 'Average: leads are lost between marketing and sales' },
  { grade: 'D', min: 40, label: 'Weak: many leads are never worked properly' },
  { grade: 'E', min: 0, label: 'Leads are left to chance' },
] as const;
export type Grade = (typeof GRADES)[number]['grade'];

/** What each area's fix is and what it is expected to change (sources in docs/tools.md). */
export const AREA_FIXES: Record<AuditArea, { fix: string; effect: string }> = {
  speed: {
    fix: 'Answer every inbound lead within minutes: route it straight to a person, with an alert, and cover the hours you are closed with instant booking.',
    effect:
      'In an analysis of 1.25 million leads (Harvard Business Review, 2011), contacting within an hour made qualifying nearly 7× as likely as an hour later, and over 60× as likely as after 24 hours.',
  },
  routing: {
    fix: 'Assign leads automatically (territory rules or round robin) and reassign any lead untouched after a set time.',
    effect:
      'No lead waits for someone to notice it: the first response time stops depending on who is at their desk.',
  },
  qualification: {
    fix: 'Write down what a qualified lead is (with marketing), and record a reason from a fixed list for every disqualified one.',
    effect:
      'Both teams count the same thing, and the disqualification reasons show which campaigns bring the wrong people.',
  },
  scoring: {
    fix: 'Score fit (who they are) and engagement (what they do) separately, let engagement decay, and check the scores against won deals every quarter.',
    effect: 'Reps call the leads most likely to buy first; a score that is checked keeps meaning something.',
  },
  cadence: {
    fix: 'Set up a follow-up sequence of at least six attempts over two weeks, across phone and email, run by the CRM.',
    effect:
      'In a vendor study (Velocify), 93% of converted leads were reached by the sixth call, while reps averaged 1.6 attempts.',
  },
  sources: {
    fix: 'Capture the source of every lead automatically (form, UTM parameters, referrer) and report revenue by source.',
    effect: 'Marketing spend follows the sources that bring customers, not just leads.',
  },
  sla: {
    fix: 'Agree in writing how fast and how often sales follows up on marketing leads, and review it monthly from a CRM report.',
    effect:
      'Hand-offs stop being argued about: both teams see the same numbers and fix the gap where it shows.',
  },
  capture: {
    fix: 'Ask only for the fields qualification and routing need, and match returning contacts to their existing record.',
    effect: 'More visitors complete the form, and reps see one history per person instead of duplicates.',
  },
};

export interface AreaResult {
  area: AuditArea;
  label: string;
  points: number;
  max: number;
  /** 0–100 within the area. */
  score: number;
  finding: string;
}

export interface AuditFix {
  area: AuditArea;
  label: string;
  fix: string;
  effect: string;
  /** Points of the total score this area loses (what fixing it could add). */
  gain: number;
}

export interface AuditResult {
  score: number;
  grade: Grade;
  gradeLabel: string;
  areas: AreaResult[];
  /** Areas below full marks, most points lost first. */
  fixes: AuditFix[];
}

const MAX_TOTAL = AUDIT_QUESTIONS.reduce(
  (sum, question) => sum + Math.max(...question.options.map((option) => option.points)),
  0,
);

function finding(area: AuditArea, score: number): string {
  const label = AUDIT_AREAS[area].toLowerCase();
  if (score >= 85) return `Strong ${label}: keep measuring it.`;
  if (score >= 50) return `Some ${label} in place, with gaps that let leads slip.`;
  return `Little ${label} in place: this is where leads are lost.`;
}

export function gradeFor(score: number): { grade: Grade; label: string } {
  const found = GRADES.find((entry) => score >= entry.min) ?? GRADES[GRADES.length - 1];
  return { grade: found.grade, label: found.label };
}

/** "What to fix first" on the results page and in the email: the fixes worth the most points. */
export const FIRST_FIXES = 3;

/** Scores complete answers (validate first with `auditErrors`). */
export function scoreAudit(answers: AuditAnswers): AuditResult {
  const areas = (Object.keys(AUDIT_AREAS) as AuditArea[]).map((area) => {
    const questions = AUDIT_QUESTIONS.filter((question) => question.area === area);
    const max = questions.reduce(
      (sum, question) => sum + Math.max(...question.options.map((o) => o.points)),
      0,
    );
    const points = questions.reduce(
      (sum, question) =>
        sum + (question.options.find((option) => option.value === answers[question.id])?.points ?? 0),
      0,
    );
    const score = Math.round((100 * points) / max);
    return { area, label: AUDIT_AREAS[area], points, max, score, finding: finding(area, score) };
  });
  const total = areas.reduce((sum, area) => sum + area.points, 0);
  const score = Math.round((100 * total) / MAX_TOTAL);
  const { grade, label } = gradeFor(score);
  const fixes = areas
    .filter((area) => area.points < area.max)
    .map((area) => ({
      area: area.area,
      label: area.label,
      ...AREA_FIXES[area.area],
      gain: Math.round((100 * (area.max - area.points)) / MAX_TOTAL),
    }))
    // Most to gain first; equal gains in the order of the areas.
    .sort((a, b) => b.gain - a.gain);
  return { score, grade, gradeLabel: label, areas, fixes };
}

/** A message per question that is unanswered or answered with something that is not one of its options. */
export function auditErrors(answers: unknown): Record<string, string> {
  const given = (answers && typeof answers === 'object' ? answers : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const question of AUDIT_QUESTIONS) {
    const value = given[question.id];
    if (value === undefined || value === null || value === '') errors[question.id] = 'Answer this question.';
    else if (typeof value !== 'string' || !question.options.some((option) => option.value === value))
      errors[question.id] = 'Choose one of the answers.';
  }
  return errors;
}
