/**
 * The advanced sales-stage generator (issue 20): the basic pipeline plus who owns each stage, a
 * renewal and expansion pipeline, required fields, stage automations, rotting thresholds from the
 * cycle length and forecast categories. Like the basic generator, the rules are data applied by small
 * pure functions, run in the browser (preview) and on the server (CSV and PDF). docs/tools.md.
 */
import {
  DEFAULT_INPUTS,
  INPUT_LABELS,
  generatePipeline,
  parsePipelineInputs,
  type PipelineInputs,
  type SalesCycle,
  type Stage,
  type StageDefinition,
} from './sales-stages';

export const TEAM_STRUCTURES = {
  'full-cycle': 'Each rep works a deal from first call to signature',
  'sdr-ae': 'SDRs qualify, account executives close',
  'sdr-ae-am': 'SDRs, account executives, and account managers for customers',
} as const;
export const RECURRING = {
  yes: 'Yes: subscriptions, retainers or repeat orders',
  no: 'No: mostly one-off sales',
} as const;
export type TeamStructure = keyof typeof TEAM_STRUCTURES;
export type Recurring = keyof typeof RECURRING;

export interface AdvancedInputs extends PipelineInputs {
  team: TeamStructure;
  recurring: Recurring;
}

export const ADVANCED_DEFAULTS: AdvancedInputs = { ...DEFAULT_INPUTS, team: 'sdr-ae', recurring: 'yes' };
export const ADVANCED_LABELS: Record<keyof AdvancedInputs, string> = {
  ...INPUT_LABELS,
  team: 'Team structure',
  recurring: 'Recurring revenue',
};

/** Salesforce's forecast categories (each stage maps to one); closed stages are Closed and Omitted. */
export type ForecastCategory = 'Pipeline' | 'Best case' | 'Commit';
export type Role = 'Rep' | 'SDR' | 'Account executive' | 'Account manager';

export interface Automation {
  kind: 'task' | 'reminder' | 'notification';
  text: string;
}

export interface AdvancedStage extends Stage {
  owner: Role;
  /** Fields that must be filled before a deal may leave the stage. */
  requiredFields: string[];
  /** Days without activity before the deal is flagged (Pipedrive "rotting"). */
  rottingDays: number;
  forecastCategory: ForecastCategory;
  automations: Automation[];
}

export interface AdvancedPipeline {
  name: string;
  stages: AdvancedStage[];
}

export interface AdvancedResult {
  inputs: AdvancedInputs;
  pipelines: AdvancedPipeline[];
}

/** A typical length of each cycle band, in days: the rotting thresholds are shares of it. */
const CYCLE_DAYS: Record<SalesCycle, number> = {
  'under-1-month': 21,
  '1-3-months': 60,
  '3-6-months': 135,
  'over-6-months': 270,
};

/**
 * Days in a stage without activity before a deal is flagged: its even share of the cycle, plus half
 * again (deals do not move evenly), at least 3 days.
 */
export function rottingDays(cycle: SalesCycle, stageCount: number): number {
  return Math.max(3, Math.round((CYCLE_DAYS[cycle] / stageCount) * 1.5));
}

/** Probability bands of the forecast categories. */
export function forecastCategory(probability: number): ForecastCategory {
  return probability >= 70 ? 'Commit' : probability >= 40 ? 'Best case' : 'Pipeline';
}

/** Fields every deal needs once it is forecast (from the first Best case stage on). */
const FORECAST_FIELDS = ['Amount', 'Expected close date'];

/** The stages of the renewal and expansion pipeline, for customers (account managers own them). */
const RENEWAL_STAGES: Array<StageDefinition & { id: string }> = [
  {
    id: 'renewal-due',
    name: 'Renewal due',
    definition: 'A contract ends within 120 days, or the customer could buy more.',
    entry: 'Created automatically 120 days before the end date, or when expansion is spotted.',
    exit: 'Review meeting booked with the customer.',
    fields: ['Contract end date', 'Current annual value'],
  },
  {
    id: 'account-review',
    name: 'Account review held',
    definition: 'We have reviewed results, usage and plans with the customer.',
    entry: 'Review meeting held.',
    exit: 'Renewal scope and any expansion agreed in principle.',
    fields: ['Health score', 'Expansion opportunity', 'Risks'],
  },
  {
    id: 'renewal-proposal',
    name: 'Renewal proposal sent',
    definition: 'The customer has the renewal (and expansion) offer.',
    entry: 'Proposal sent.',
    exit: 'The customer accepts or raises terms.',
    fields: ['Renewal value', 'Expansion value', 'Term'],
  },
  {
    id: 'renewal-negotiation',
    name: 'Renewal negotiation',
    definition: 'Terms and price of the renewal are being agreed.',
    entry: 'The customer raises terms.',
    exit: 'Final terms agreed and the order or contract sent.',
    fields: ['Discount asked', 'Signatory'],
  },
];

/** The stage where an SDR hands a deal to an account executive: qualification, or the second stage. */
const HANDOFF_STAGES = new Set([
  'qualification',
  'discovery-completed',
  'needs-analysis',
  'proposal-submitted',
  'rfq',
  'qualified',
  'account-approved',
]);

function ownerOf(inputs: AdvancedInputs, stages: Stage[]): Role[] {
  if (inputs.team === 'full-cycle') return stages.map(() => 'Rep');
  const found = stages.findIndex((stage) => HANDOFF_STAGES.has(stage.id));
  const handoff = found > 0 ? found : Math.min(2, stages.length - 1);
  return stages.map((_, index) => (index < handoff ? 'SDR' : 'Account executive'));
}

/** A stage's automations: its exit task, the rotting reminder, hand-offs and joining the commit forecast. */
const roleName = (role: Role) => (role === 'SDR' ? role : role.toLowerCase());

function automationsOf(stage: AdvancedStage, previous: AdvancedStage | undefined): Automation[] {
  const owner = roleName(stage.owner);
  const list: Automation[] = [
    {
      kind: 'task',
      text: `On entry: task for the ${owner}, due in ${Math.max(1, Math.round(stage.rottingDays / 2))} days: ${stage.exit.replace(/\.$/, '')}`,
    },
    {
      kind: 'reminder',
      text: `After ${stage.rottingDays} days without activity: flag the deal and remind the ${owner}`,
    },
  ];
  if (previous && previous.owner !== stage.owner)
    list.push({
      kind: 'notification',
      text: `On entry: assign to an ${owner} (round robin) and notify them, with the notes so far`,
    });
  if (stage.forecastCategory === 'Commit' && previous?.forecastCategory !== 'Commit')
    list.push({
      kind: 'notification',
      text: 'On entry: tell the sales manager the deal joins the commit forecast',
    });
  return list;
}

function advancedStages(inputs: AdvancedInputs, stages: Stage[], owners: Role[]): AdvancedStage[] {
  const days = rottingDays(inputs.cycle, stages.length);
  const result: AdvancedStage[] = [];
  let forecast = false;
  for (const [index, stage] of stages.entries()) {
    const category = forecastCategory(stage.probability);
    forecast ||= category !== 'Pipeline';
    const advanced: AdvancedStage = {
      ...stage,
      owner: owners[index],
      requiredFields: [...new Set([...stage.fields, ...(forecast ? FORECAST_FIELDS : [])])],
      rottingDays: days,
      forecastCategory: category,
      automations: [],
    };
    advanced.automations = automationsOf(advanced, result.at(-1));
    result.push(advanced);
  }
  return result;
}

/** Both pipelines for these answers: new business always, renewal and expansion for recurring revenue or account managers. */
export function generateAdvanced(inputs: AdvancedInputs): AdvancedResult {
  const newBusiness = generatePipeline(inputs).stages;
  const pipelines: AdvancedPipeline[] = [
    { name: 'New business', stages: advancedStages(inputs, newBusiness, ownerOf(inputs, newBusiness)) },
  ];
  if (inputs.recurring === 'yes' || inputs.team === 'sdr-ae-am') {
    const owner: Role =
      inputs.team === 'sdr-ae-am'
        ? 'Account manager'
        : inputs.team === 'full-cycle'
          ? 'Rep'
          : 'Account executive';
    // Renewals start from a customer: probabilities from 50% to 90%.
    const renewal: Stage[] = RENEWAL_STAGES.map((stage, index) => ({
      ...stage,
      probability: Math.round((50 + (40 * index) / (RENEWAL_STAGES.length - 1)) / 5) * 5,
    }));
    pipelines.push({
      name: 'Renewal and expansion',
      stages: advancedStages(
        inputs,
        renewal,
        renewal.map(() => owner),
      ),
    });
  }
  return { inputs, pipelines };
}

const ADVANCED_CHOICES = { team: TEAM_STRUCTURES, recurring: RECURRING } as const;

/** The advanced answers from a URL query: the basic four, then team and recurring revenue. */
export function parseAdvancedInputs(query: Record<string, unknown>): {
  inputs: AdvancedInputs;
  errors: Partial<Record<keyof AdvancedInputs, string>>;
} {
  const basic = parsePipelineInputs(query);
  const inputs: AdvancedInputs = { ...ADVANCED_DEFAULTS, ...basic.inputs };
  const errors: Partial<Record<keyof AdvancedInputs, string>> = { ...basic.errors };
  for (const key of Object.keys(ADVANCED_CHOICES) as Array<'team' | 'recurring'>) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (typeof value === 'string' && Object.hasOwn(ADVANCED_CHOICES[key], value))
      (inputs as unknown as Record<string, string>)[key] = value;
    else errors[key] = `Choose one of the ${ADVANCED_LABELS[key].toLowerCase()} options.`;
  }
  return { inputs, errors };
}

export const advancedQuery = (inputs: AdvancedInputs): string =>
  new URLSearchParams({ ...inputs }).toString();
