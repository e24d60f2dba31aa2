import type { Answers } from './model';
import type { ScoreResult } from './scoring';

/** The worked example of docs/scoring.md (a 40-person team on HubSpot); its scores are worked out there by hand. */
export const WORKED_EXAMPLE: Answers = {
  company: 'Northwind Traders',
  company_size: '11-50',
  crm: 'hubspot',
  seats: 40,
  active_users: '70-90',
  stage_updates: '50-70',
  spreadsheet_reliance: 'weekly',
  training: 'onboarding',
  crm_owner: 'part-time',
  written_strategy: 'informal',
  executive_sponsor: 4,
  kpis_reviewed: 'occasionally',
  satisfaction: 3,
  ease_of_use: 4,
  trust_in_data: 2,
  missing_email: '5-15',
  duplicates: 2,
  validation_rules: 'some',
  last_cleanup: 'over-12m',
  stage_criteria: 'none',
  deals_missing_amount: 'unknown',
  stale_deals: 2,
  lead_routing: 'rules',
  activity_capture: 'partial',
  workflow_review: 'never',
  forecast_in_crm: 'partly',
  numbers_agree: 2,
  integration_health: 'synced',
  system_of_record: 'partly',
  permissions_review: 'leavers',
  priorities: ['pipeline', 'data_quality', 'reporting', 'adoption', 'automation', 'integrations'],
};

/** Its scores as docs/scoring.md works them out by hand (the scoring spec and /assessment/test-scoring check the code against them). */
export const WORKED_EXAMPLE_SCORES: ScoreResult = {
  version: 2,
  dimensions: {
    strategy: 56.3,
    adoption: 50.8,
    data_quality: 36.7,
    pipeline: 14.6,
    automation: 33.3,
    reporting: 41.7,
    integrations: 43.8,
    governance: 41.7,
  },
  overall: 39.5,
  band: 'foundational',
  adoption: 46.7,
};
