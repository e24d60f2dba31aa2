/**
 * The choices and limits of the lead forms (contact, Jumpstart, newsletter). The server validates
 * against these lists and the browser renders them, so both read this one file.
 */

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

const options = <const Values extends readonly Option[]>(values: Values) => values;

export const CRM_IN_USE = options([
  { value: 'hubspot', label: 'HubSpot' },
  { value: 'salesforce', label: 'Salesforce' },
  { value: 'pipedrive', label: 'Pipedrive' },
  { value: 'zoho', label: 'Zoho CRM' },
  { value: 'dynamics', label: 'Microsoft Dynamics 365' },
  { value: 'activecampaign', label: 'ActiveCampaign' },
  { value: 'attio', label: 'Attio' },
  { value: 'insightly', label: 'Insightly' },
  { value: 'netsuite', label: 'NetSuite CRM' },
  { value: 'odoo', label: 'Odoo CRM' },
  { value: 'twenty', label: 'Twenty' },
  { value: 'spreadsheets', label: 'Spreadsheets' },
  { value: 'none', label: 'No CRM yet' },
  { value: 'other', label: 'Something else' },
]);

export const CONTACT_TOPICS = options([
  { value: 'choosing', label: 'Choosing a CRM' },
  { value: 'migration', label: 'Moving to another CRM' },
  { value: 'cleanup', label: 'Fixing or cleaning up our CRM' },
  { value: 'adoption', label: 'Getting the team to use it' },
  { value: 'reporting', label: 'Reports and dashboards' },
  { value: 'training', label: 'Training or workshops' },
  { value: 'other', label: 'Something else' },
]);

export const COMPANY_SIZES = options([
  { value: '1-10', label: '1–10 people' },
  { value: '11-50', label: '11–50 people' },
  { value: '51-200', label: '51–200 people' },
  { value: '201-500', label: '201–500 people' },
  { value: '501+', label: 'More than 500 people' },
]);

export const JUMPSTART_GOALS = options([
  { value: 'pipeline', label: 'Pipeline stages that match how we sell' },
  { value: 'data-cleanup', label: 'Clean, trustworthy data' },
  { value: 'reporting', label: 'Reports and a forecast we believe' },
  { value: 'automation', label: 'Automations for routine work' },
  { value: 'adoption', label: 'A team that actually uses the CRM' },
  { value: 'migration', label: 'Moving from another CRM or spreadsheets' },
]);

export const JUMPSTART_TIMELINES = options([
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within-1-month', label: 'Within a month' },
  { value: '1-3-months', label: 'In 1–3 months' },
  { value: 'exploring', label: 'Just exploring for now' },
]);

export const BUDGET_RANGES = options([
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-10k', label: '$5,000–$10,000' },
  { value: '10k-25k', label: '$10,000–$25,000' },
  { value: 'over-25k', label: 'More than $25,000' },
  { value: 'not-sure', label: 'Not sure yet' },
]);

export const valuesOf = (list: readonly Option[]): string[] => list.map((option) => option.value);

export function labelOf(list: readonly Option[], value: string | null | undefined): string {
  return list.find((option) => option.value === value)?.label ?? value ?? '';
}

export const LEAD_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  role: 120,
  messageMin: 20,
  messageMax: 5000,
  successMax: 2000,
  seatsMax: 100_000,
} as const;

/** Filled in faster than this, a form is a bot's: stored as spam, never emailed. */
export const MIN_FORM_FILL_MS = 3000;

export { UTM_KEYS, type VisitAttribution } from './attribution';
