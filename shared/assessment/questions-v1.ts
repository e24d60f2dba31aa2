import { COMPANY_SIZES, CRM_IN_USE } from '../lead-options';
import type { QuestionBank, ScoredOption } from './model';

/** Percentage bands (SPEC-free; the bands metric questions use in CRM audits: < 50, 50–70, 70–90, > 90). */
const SHARE_BANDS: ScoredOption[] = [
  { value: 'under-50', label: 'Under half', score: 0 },
  { value: '50-70', label: '50–70%', score: 1 / 3 },
  { value: '70-90', label: '70–90%', score: 2 / 3 },
  { value: 'over-90', label: 'Over 90%', score: 1 },
  { value: 'unknown', label: 'I don’t know' },
];

const unscored = (list: ReadonlyArray<{ value: string; label: string }>): ScoredOption[] =>
  list.map(({ value, label }) => ({ value, label }));

/**
 * Version 1 of the question bank: 8 dimensions, about 10 minutes. Sources for the checks:
 * shared/notes/assessment-domain.md (maturity models, audit checklists, vendor health tools).
 */
export const QUESTION_BANK_V1: QuestionBank = {
  version: 1,
  published: '2026-11-23',
  dimensionWeights: {
    strategy: 0.1,
    adoption: 0.2,
    data_quality: 0.15,
    pipeline: 0.15,
    automation: 0.1,
    reporting: 0.1,
    integrations: 0.1,
    governance: 0.1,
  },
  sections: [
    {
      id: 'profile',
      title: 'Your company and CRM',
      stepLabel: 'Company',
      intro: 'The basics, so your scores are compared with companies like yours.',
      questions: [
        { id: 'company', type: 'text', label: 'Company name', maxLength: 160 },
        { id: 'company_size', type: 'single', label: 'Company size', options: unscored(COMPANY_SIZES) },
        {
          id: 'industry',
          type: 'single',
          label: 'Industry',
          options: unscored([
            { value: 'software', label: 'Software and SaaS' },
            { value: 'services', label: 'Professional services' },
            { value: 'manufacturing', label: 'Manufacturing' },
            { value: 'wholesale', label: 'Wholesale and distribution' },
            { value: 'financial', label: 'Financial services' },
            { value: 'other', label: 'Something else' },
          ]),
        },
        { id: 'crm', type: 'single', label: 'CRM you use', options: unscored(CRM_IN_USE) },
        {
          id: 'seats',
          type: 'number',
          label: 'People with a CRM login',
          min: 1,
          max: 100_000,
          unit: 'users',
        },
        {
          id: 'years_on_crm',
          type: 'single',
          label: 'How long have you used it?',
          options: unscored([
            { value: 'under-1', label: 'Less than a year' },
            { value: '1-2', label: '1–2 years' },
            { value: '3-5', label: '3–5 years' },
            { value: 'over-5', label: 'More than 5 years' },
          ]),
        },
      ],
    },
    {
      id: 'team',
      title: 'Your team and the CRM',
      stepLabel: 'Team',
      intro: 'Who uses it, how often, and who looks after it. Meaningful use counts, not logins.',
      questions: [
        {
          id: 'roles',
          type: 'multi',
          label: 'Who works in the CRM?',
          min: 1,
          options: unscored([
            { value: 'reps', label: 'Sales reps' },
            { value: 'managers', label: 'Sales managers' },
            { value: 'marketing', label: 'Marketing' },
            { value: 'success', label: 'Customer success or support' },
            { value: 'finance', label: 'Finance' },
            { value: 'leadership', label: 'Leadership' },
          ]),
        },
        {
          id: 'active_users',
          type: 'single',
          label: 'Share of licensed users who did real work in the CRM in the last 7 days',
          hint: 'Updated a record, logged an activity or moved a deal; logging in alone does not count.',
          options: SHARE_BANDS,
          scoring: [{ dimension: 'adoption', weight: 2 }],
        },
        {
          id: 'stage_updates',
          type: 'single',
          label: 'Share of reps who update their deal stages every week',
          options: SHARE_BANDS,
          scoring: [
            { dimension: 'adoption', weight: 2 },
            { dimension: 'pipeline', weight: 1 },
          ],
        },
        {
          id: 'spreadsheet_reliance',
          type: 'single',
          label: 'How often does someone export CRM data to a spreadsheet to work on it?',
          options: [
            { value: 'daily', label: 'Every day', score: 0 },
            { value: 'weekly', label: 'Every week', score: 1 / 3 },
            { value: 'monthly', label: 'Once a month or so', score: 2 / 3 },
            { value: 'rarely', label: 'Rarely or never', score: 1 },
          ],
          scoring: [
            { dimension: 'adoption', weight: 1 },
            { dimension: 'reporting', weight: 1 },
          ],
        },
        {
          id: 'training',
          type: 'single',
          label: 'How are people trained on the CRM?',
          options: [
            { value: 'none', label: 'They work it out themselves', score: 0 },
            { value: 'onboarding', label: 'At onboarding only', score: 0.5 },
            { value: 'ongoing', label: 'Role-based training, refreshed regularly', score: 1 },
          ],
          scoring: [{ dimension: 'adoption', weight: 1 }],
        },
        {
          id: 'crm_owner',
          type: 'single',
          label: 'Who owns the CRM day to day?',
          options: [
            { value: 'nobody', label: 'Nobody in particular', score: 0 },
            { value: 'part-time', label: 'Someone, alongside their main job', score: 0.5 },
            { value: 'dedicated', label: 'A named owner with time for it', score: 1 },
          ],
          scoring: [
            { dimension: 'governance', weight: 2 },
            { dimension: 'adoption', weight: 1 },
          ],
        },
      ],
    },
    {
      id: 'vision',
      title: 'What the CRM is for',
      stepLabel: 'Purpose',
      intro: 'What you want from it, and whether that is written down and checked.',
      questions: [
        {
          id: 'goals',
          type: 'multi',
          label: 'What should the CRM do better for you?',
          min: 1,
          options: unscored([
            { value: 'forecast', label: 'A forecast we can trust' },
            { value: 'speed', label: 'Faster follow-up on leads' },
            { value: 'visibility', label: 'Visibility of every deal' },
            { value: 'retention', label: 'Keeping and growing customers' },
            { value: 'efficiency', label: 'Less admin for the team' },
          ]),
        },
        {
          id: 'written_strategy',
          type: 'single',
          label: 'Is there a written CRM strategy with measurable objectives?',
          options: [
            { value: 'no', label: 'No', score: 0 },
            { value: 'informal', label: 'Informally, not written down', score: 0.5 },
            { value: 'written', label: 'Yes, written, with objectives tied to business goals', score: 1 },
          ],
          scoring: [{ dimension: 'strategy', weight: 2 }],
        },
        {
          id: 'executive_sponsor',
          type: 'scale',
          label: 'A senior leader actively sponsors the CRM (budget, time, attention)',
          minLabel: 'Not at all',
          maxLabel: 'Completely',
          scoring: [{ dimension: 'strategy', weight: 1 }],
        },
        {
          id: 'kpis_reviewed',
          type: 'single',
          label: 'How often are the CRM’s goals and KPIs reviewed?',
          options: [
            { value: 'never', label: 'Never since launch', score: 0 },
            { value: 'occasionally', label: 'Now and then', score: 0.5 },
            { value: 'monthly', label: 'At least monthly', score: 1 },
          ],
          scoring: [
            { dimension: 'strategy', weight: 1 },
            { dimension: 'reporting', weight: 1 },
          ],
        },
        {
          id: 'success_definition',
          type: 'text',
          label: 'In a sentence: what would success look like a year from now?',
          optional: true,
          maxLength: 500,
        },
      ],
    },
    {
      id: 'overall',
      title: 'Overall',
      stepLabel: 'Overall',
      intro: 'How the people who use it feel about it today.',
      questions: [
        {
          id: 'satisfaction',
          type: 'scale',
          label: 'Overall, how satisfied are you with your CRM?',
          minLabel: 'Very dissatisfied',
          maxLabel: 'Very satisfied',
          scoring: [{ dimension: 'adoption', weight: 1 }],
        },
        {
          id: 'ease_of_use',
          type: 'scale',
          label: 'The CRM is easy to use for everyday work',
          minLabel: 'Strongly disagree',
          maxLabel: 'Strongly agree',
          scoring: [{ dimension: 'adoption', weight: 1 }],
        },
        {
          id: 'trust_in_data',
          type: 'scale',
          label: 'I trust the data in the CRM without checking it elsewhere',
          minLabel: 'Strongly disagree',
          maxLabel: 'Strongly agree',
          scoring: [{ dimension: 'data_quality', weight: 1 }],
        },
      ],
    },
    {
      id: 'deepdive',
      title: 'Deep dive',
      stepLabel: 'Deep dive',
      intro: 'Specific checks on data, pipeline, automation, reporting, integrations and governance.',
      questions: [
        {
          id: 'missing_email',
          type: 'single',
          label: 'Share of contacts without a valid email address',
          options: [
            { value: 'over-15', label: 'More than 15%', score: 0 },
            { value: '5-15', label: '5–15%', score: 0.5 },
            { value: 'under-5', label: 'Under 5%', score: 1 },
            { value: 'unknown', label: 'I don’t know' },
          ],
          scoring: [{ dimension: 'data_quality', weight: 1 }],
        },
        {
          id: 'duplicates',
          type: 'scale',
          label: 'Duplicate contacts and companies are rare',
          minLabel: 'Strongly disagree',
          maxLabel: 'Strongly agree',
          scoring: [{ dimension: 'data_quality', weight: 1 }],
        },
        {
          id: 'validation_rules',
          type: 'single',
          label: 'Do required fields and validation rules enforce formats on entry?',
          options: [
            { value: 'none', label: 'No', score: 0 },
            { value: 'some', label: 'For some fields', score: 0.5 },
            { value: 'key-fields', label: 'For every key field', score: 1 },
          ],
          scoring: [
            { dimension: 'data_quality', weight: 1 },
            { dimension: 'governance', weight: 1 },
          ],
        },
        {
          id: 'last_cleanup',
          type: 'single',
          label: 'When was the data last cleaned up?',
          options: [
            { value: 'never', label: 'Never', score: 0 },
            { value: 'over-12m', label: 'More than a year ago', score: 1 / 3 },
            { value: '6-12m', label: '6–12 months ago', score: 2 / 3 },
            { value: 'under-6m', label: 'In the last 6 months, or it is continuous', score: 1 },
          ],
          scoring: [{ dimension: 'data_quality', weight: 1 }],
        },
        {
          id: 'stage_criteria',
          type: 'single',
          label: 'Do your pipeline stages have written entry and exit criteria?',
          options: [
            { value: 'none', label: 'No', score: 0 },
            { value: 'some', label: 'For some stages', score: 0.5 },
            { value: 'all', label: 'For every stage, based on what the buyer has done', score: 1 },
          ],
          scoring: [{ dimension: 'pipeline', weight: 2 }],
        },
        {
          id: 'deals_missing_amount',
          type: 'single',
          label: 'Share of open deals without an amount',
          options: [
            { value: 'over-15', label: 'More than 15%', score: 0 },
            { value: '5-15', label: '5–15%', score: 0.5 },
            { value: 'under-5', label: 'Under 5%', score: 1 },
            { value: 'unknown', label: 'I don’t know' },
          ],
          scoring: [{ dimension: 'pipeline', weight: 1 }],
        },
        {
          id: 'stale_deals',
          type: 'scale',
          label: 'Open deals with a close date in the past, or no next step, are rare',
          minLabel: 'Strongly disagree',
          maxLabel: 'Strongly agree',
          scoring: [{ dimension: 'pipeline', weight: 1 }],
        },
        {
          id: 'lead_routing',
          type: 'single',
          label: 'How do new leads reach the right person?',
          options: [
            { value: 'manual', label: 'Someone assigns them by hand', score: 0 },
            { value: 'rules', label: 'Assignment rules', score: 0.5 },
            { value: 'scored', label: 'Scored, then routed with an agreed hand-off', score: 1 },
          ],
          scoring: [{ dimension: 'automation', weight: 1 }],
        },
        {
          id: 'activity_capture',
          type: 'single',
          label: 'How are emails and meetings recorded against records?',
          options: [
            { value: 'manual', label: 'Typed in by hand, when people remember', score: 0 },
            { value: 'partial', label: 'Synced for some people', score: 0.5 },
            { value: 'automatic', label: 'Captured automatically for everyone', score: 1 },
          ],
          scoring: [
            { dimension: 'automation', weight: 1 },
            { dimension: 'adoption', weight: 1 },
          ],
        },
        {
          id: 'workflow_review',
          type: 'single',
          label: 'How often are automations reviewed for errors and unused rules?',
          options: [
            { value: 'never', label: 'Never', score: 0 },
            { value: 'yearly', label: 'About once a year', score: 0.5 },
            { value: 'quarterly', label: 'Every quarter or more often', score: 1 },
          ],
          scoring: [
            { dimension: 'automation', weight: 1 },
            { dimension: 'governance', weight: 1 },
          ],
        },
        {
          id: 'forecast_in_crm',
          type: 'single',
          label: 'Is the sales forecast produced in the CRM?',
          options: [
            { value: 'no', label: 'No, in spreadsheets', score: 0 },
            { value: 'partly', label: 'Partly', score: 0.5 },
            { value: 'yes', label: 'Yes', score: 1 },
          ],
          scoring: [
            { dimension: 'reporting', weight: 2 },
            { dimension: 'adoption', weight: 1 },
          ],
        },
        {
          id: 'numbers_agree',
          type: 'scale',
          label: 'Sales, marketing and finance agree on last quarter’s numbers',
          minLabel: 'Strongly disagree',
          maxLabel: 'Strongly agree',
          scoring: [
            { dimension: 'reporting', weight: 1 },
            { dimension: 'integrations', weight: 1 },
          ],
        },
        {
          id: 'integration_health',
          type: 'single',
          label: 'How do your other systems (email, marketing, billing, support) share data with the CRM?',
          options: [
            { value: 'manual', label: 'Exports and re-keying', score: 0 },
            { value: 'synced', label: 'Synced, but nobody checks the syncs', score: 0.5 },
            { value: 'monitored', label: 'Synced, tested end to end and monitored', score: 1 },
            { value: 'none-needed', label: 'We don’t need any integrations' },
          ],
          scoring: [{ dimension: 'integrations', weight: 2 }],
        },
        {
          id: 'system_of_record',
          type: 'single',
          label: 'Is there an agreed system of record for each kind of data (customers, orders, invoices)?',
          options: [
            { value: 'no', label: 'No', score: 0 },
            { value: 'partly', label: 'For some', score: 0.5 },
            { value: 'yes', label: 'Yes, documented', score: 1 },
          ],
          scoring: [
            { dimension: 'integrations', weight: 1 },
            { dimension: 'governance', weight: 1 },
          ],
        },
        {
          id: 'permissions_review',
          type: 'single',
          label: 'When are user permissions reviewed?',
          options: [
            { value: 'never', label: 'Never', score: 0 },
            { value: 'leavers', label: 'When someone leaves', score: 0.5 },
            { value: 'quarterly', label: 'Every quarter and when roles change', score: 1 },
          ],
          scoring: [{ dimension: 'governance', weight: 1 }],
        },
      ],
    },
    {
      id: 'revenue-priorities',
      title: 'Revenue priorities',
      stepLabel: 'Priorities',
      intro: 'Put these in order of importance for the next 12 months: your recommendations follow it.',
      questions: [
        {
          id: 'priorities',
          type: 'ranking',
          label: 'Rank your priorities, most important first',
          options: [
            { value: 'pipeline', label: 'Pipeline visibility' },
            { value: 'data_quality', label: 'Clean, trustworthy data' },
            { value: 'adoption', label: 'Team adoption' },
            { value: 'automation', label: 'Less manual work' },
            { value: 'reporting', label: 'Forecasting and reporting' },
            { value: 'integrations', label: 'Connected systems' },
          ],
        },
      ],
    },
  ],
};
