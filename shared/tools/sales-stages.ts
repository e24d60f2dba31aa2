/**
 * The sales-stage generator (issue 20): a deal pipeline from four answers. Everything that decides the
 * result is data — the stage library, each business model's candidate stages and the conditions under
 * which an optional stage joins — and one small function applies it. The browser runs it for the
 * instant preview and the server for exports and emails; the same inputs always give the same pipeline.
 * Sources of the stage sets and import formats: docs/tools.md.
 */

export const BUSINESS_MODELS = {
  'b2b-services': 'B2B services',
  saas: 'SaaS',
  agency: 'Agency',
  manufacturing: 'Manufacturing or distribution',
  'real-estate': 'Real estate',
  'b2b-ecommerce': 'B2B e-commerce (wholesale)',
  other: 'Something else',
} as const;
export const SALES_MOTIONS = {
  inbound: 'Inbound: buyers come to us',
  outbound: 'Outbound: we reach out first',
  partner: 'Partner: resellers and referrals',
  mixed: 'A mix of these',
} as const;
export const DEAL_SIZES = {
  'under-5k': 'Under $5,000',
  '5k-25k': '$5,000–25,000',
  '25k-100k': '$25,000–100,000',
  'over-100k': 'Over $100,000',
} as const;
export const SALES_CYCLES = {
  'under-1-month': 'Under a month',
  '1-3-months': '1–3 months',
  '3-6-months': '3–6 months',
  'over-6-months': 'Over 6 months',
} as const;

export type BusinessModel = keyof typeof BUSINESS_MODELS;
export type SalesMotion = keyof typeof SALES_MOTIONS;
export type DealSize = keyof typeof DEAL_SIZES;
export type SalesCycle = keyof typeof SALES_CYCLES;

export interface PipelineInputs {
  model: BusinessModel;
  motion: SalesMotion;
  dealSize: DealSize;
  cycle: SalesCycle;
}

export const DEFAULT_INPUTS: PipelineInputs = {
  model: 'b2b-services',
  motion: 'inbound',
  dealSize: '5k-25k',
  cycle: '1-3-months',
};

export interface StageDefinition {
  name: string;
  /** What being in this stage means, in one line. */
  definition: string;
  /** What must be true for a deal to enter. */
  entry: string;
  /** What must be true for it to move on. */
  exit: string;
  /** The fields to fill while the deal is here. */
  fields: string[];
}

export interface Stage extends StageDefinition {
  id: string;
  /** Default win probability in percent: a starting point, to be replaced by the team's own rates. */
  probability: number;
}

/** The ordered open stages (Closed won and Closed lost follow every pipeline). */
export interface Pipeline {
  inputs: PipelineInputs;
  stages: Stage[];
}

const STAGES = {
  'prospect-engaged': {
    name: 'Prospect engaged',
    definition: 'Someone we reached out to replied or accepted a first meeting.',
    entry: 'A positive reply or a booked meeting from an outbound sequence.',
    exit: 'A first call held with a person who has the problem we solve.',
    fields: ['Sequence or campaign', 'First reply date', 'Contact role'],
  },
  'partner-registered': {
    name: 'Partner deal registered',
    definition: 'A partner brought the opportunity and we accepted the registration.',
    entry: 'Registration received with the end customer, need and partner contact.',
    exit: 'Joint call with the partner and the customer held.',
    fields: ['Partner', 'Partner contact', 'Registration date', 'Commission or margin'],
  },
  intake: {
    name: 'Intake',
    definition: 'A new request that has not been checked against our ideal customer yet.',
    entry: 'A form, email or call asking for help.',
    exit: 'Fit checked (size, industry, service asked for) and a discovery call offered.',
    fields: ['Lead source', 'Service asked for', 'Company size'],
  },
  'discovery-scheduled': {
    name: 'Discovery scheduled',
    definition: 'A fitting buyer has a discovery call in the calendar.',
    entry: 'Call booked with the person who owns the problem.',
    exit: 'Call held (no-shows go back to follow-up, not forward).',
    fields: ['Discovery date', 'Attendees'],
  },
  'discovery-completed': {
    name: 'Discovery completed',
    definition: 'We know the problem, what it costs them and how they decide.',
    entry: 'Discovery call held.',
    exit: 'Need, budget range, decision maker and timeline written down.',
    fields: ['Pain and its cost', 'Budget range', 'Decision maker', 'Target start date'],
  },
  'solution-fit': {
    name: 'Solution fit',
    definition: 'Both sides agree our approach solves their problem.',
    entry: 'Discovery completed and the buyer wants a proposal.',
    exit: 'Scope, approach and price range agreed in principle.',
    fields: ['Scope summary', 'Price range discussed', 'Competitors involved'],
  },
  'proposal-drafting': {
    name: 'Proposal drafting',
    definition: 'We are writing a proposal the buyer has asked for.',
    entry: 'Scope agreed in principle.',
    exit: 'Proposal sent to the decision maker.',
    fields: ['Proposal owner', 'Due date'],
  },
  'stakeholders-aligned': {
    name: 'Stakeholders aligned',
    definition: 'Everyone who signs off has met us and supports the change.',
    entry: 'Decision makers and influencers named.',
    exit: 'Economic buyer met; no open objection from a stakeholder.',
    fields: ['Economic buyer', 'Champion', 'Other approvers'],
  },
  'proposal-sent': {
    name: 'Proposal sent',
    definition: 'The decision maker has our written proposal and price.',
    entry: 'Proposal sent and walked through on a call.',
    exit: 'The buyer asks to negotiate terms or says yes.',
    fields: ['Amount', 'Proposal date', 'Expected close date'],
  },
  qualification: {
    name: 'Qualification',
    definition: 'The account fits and has a problem worth solving now.',
    entry: 'Discovery call held with a user or buyer.',
    exit: 'Pain, decision process and budget owner confirmed.',
    fields: ['Use case', 'Current tool', 'Budget owner', 'Seats or volume'],
  },
  discovery: {
    name: 'Discovery',
    definition: 'A first conversation about the problem has been booked or held.',
    entry: 'Meeting booked with someone at a fitting account.',
    exit: 'Problem, current process and stakeholders understood.',
    fields: ['Lead source', 'Problem statement', 'Current process'],
  },
  evaluation: {
    name: 'Evaluation',
    definition: 'The buyer is testing the product against their use case.',
    entry: 'Demo held, trial or proof of concept started with success criteria.',
    exit: 'Success criteria met and the evaluators recommend buying.',
    fields: ['Success criteria', 'Trial end date', 'Evaluators'],
  },
  'business-case': {
    name: 'Business case',
    definition: 'The champion is justifying the purchase internally.',
    entry: 'Evaluation passed.',
    exit: 'Return on investment agreed and the economic buyer approves the spend.',
    fields: ['Expected return', 'Economic buyer', 'Champion'],
  },
  'security-review': {
    name: 'Security and procurement review',
    definition: "The buyer's security, legal or procurement team is reviewing us.",
    entry: 'Verbal yes; questionnaire or vendor form received.',
    exit: 'Security approved and the vendor set up in procurement.',
    fields: ['Questionnaire due date', 'Procurement contact', 'Data processing agreement'],
  },
  proposal: {
    name: 'Proposal',
    definition: 'A priced order form or quote is with the buyer.',
    entry: 'Business need confirmed and pricing agreed with the champion.',
    exit: 'The buyer accepts the price or asks to negotiate.',
    fields: ['Amount', 'Contract term', 'Expected close date'],
  },
  negotiation: {
    name: 'Negotiation',
    definition: 'Terms and price are being agreed.',
    entry: 'The buyer wants to go ahead and raises terms.',
    exit: 'Final terms agreed and the contract sent for signature.',
    fields: ['Discount asked', 'Open terms', 'Signatory'],
  },
  brief: {
    name: 'Brief received',
    definition: 'A client has asked for a pitch or proposal with a brief.',
    entry: 'Written or recorded brief with a budget and a deadline.',
    exit: 'Go/no-go decided and the response team named.',
    fields: ['Brief deadline', 'Budget', 'Decision date'],
  },
  'chemistry-meeting': {
    name: 'Chemistry meeting',
    definition: 'Meeting the client team before writing the response.',
    entry: 'Go decided.',
    exit: 'Meeting held and the client confirms we are on the shortlist.',
    fields: ['Shortlist size', 'Client attendees'],
  },
  'proposal-submitted': {
    name: 'Proposal submitted',
    definition: 'Our written response is with the client.',
    entry: 'Response submitted before the deadline.',
    exit: 'Invited to pitch, or the brief goes straight to a decision.',
    fields: ['Fee quoted', 'Submission date'],
  },
  pitching: {
    name: 'Pitching',
    definition: 'We present our idea and team to the decision makers.',
    entry: 'Pitch date confirmed.',
    exit: 'Pitch held; the client decides.',
    fields: ['Pitch date', 'Pitch team'],
  },
  'awarded-verbal': {
    name: 'Awarded (verbal)',
    definition: 'The client has said yes; the contract is not signed.',
    entry: 'Verbal or written award.',
    exit: 'Contract or statement of work sent.',
    fields: ['Award date', 'Start date'],
  },
  'contract-out': {
    name: 'Contract out',
    definition: 'The contract or statement of work is with the client for signature.',
    entry: 'Contract sent.',
    exit: 'Signed (won) or withdrawn (lost).',
    fields: ['Contract value', 'Signatory'],
  },
  'budget-price': {
    name: 'Design assist / budget price',
    definition: 'We help the buyer specify a part or order and give an indicative price.',
    entry: 'Drawing, specification or need received.',
    exit: 'Budget price accepted as the basis for a formal request.',
    fields: ['Product or part', 'Annual volume', 'Target price'],
  },
  rfq: {
    name: 'RFQ received',
    definition: 'A formal request for quotation is in.',
    entry: 'RFQ with specification, quantities and a due date.',
    exit: 'Bid or no-bid decided (no-bid closes the deal as lost, reason "No bid").',
    fields: ['RFQ number', 'Quantities', 'Quote due date'],
  },
  'samples-trial': {
    name: 'Samples or trial order',
    definition: 'The buyer is qualifying our product or us as a supplier.',
    entry: 'Samples shipped or a trial order placed.',
    exit: 'Samples approved (first article or quality sign-off).',
    fields: ['Sample shipped date', 'Approval criteria'],
  },
  'quote-submitted': {
    name: 'Quote / tender submitted',
    definition: 'Our priced quote or tender is with the buyer.',
    entry: 'Quote sent before the due date.',
    exit: 'The buyer asks to negotiate or awards the order.',
    fields: ['Quote value', 'Validity date', 'Incoterms'],
  },
  'supplier-approval': {
    name: 'Supplier approval',
    definition: "We are being set up as an approved supplier in the buyer's systems.",
    entry: 'Order intended; supplier forms received.',
    exit: 'Supplier number issued, terms and credit agreed.',
    fields: ['Supplier number', 'Payment terms'],
  },
  'order-agreed': {
    name: 'Order agreed',
    definition: 'Price, quantities and delivery agreed; waiting for the purchase order.',
    entry: 'Written acceptance of the quote.',
    exit: 'Purchase order received (won) or cancelled (lost).',
    fields: ['PO expected date', 'Delivery schedule'],
  },
  'new-lead': {
    name: 'New lead',
    definition: 'A buyer enquiry not yet answered.',
    entry: 'Enquiry from a portal, the website or a referral.',
    exit: 'First conversation held (aim for within the hour).',
    fields: ['Lead source', 'Property or area of interest'],
  },
  contacted: {
    name: 'Contacted',
    definition: 'We have spoken with the buyer.',
    entry: 'A two-way conversation, not just a message sent.',
    exit: 'Budget, financing and timeframe known.',
    fields: ['Budget', 'Mortgage in principle', 'Move-by date'],
  },
  qualified: {
    name: 'Qualified',
    definition: 'A buyer who can buy, in our area, in a timeframe we can serve.',
    entry: 'Budget and financing confirmed.',
    exit: 'First viewing booked.',
    fields: ['Must-haves', 'Areas', 'Price range'],
  },
  'actively-showing': {
    name: 'Actively showing',
    definition: 'The buyer is viewing properties with us.',
    entry: 'First viewing held.',
    exit: 'The buyer wants to make an offer.',
    fields: ['Viewings held', 'Shortlisted properties'],
  },
  'offer-submitted': {
    name: 'Offer submitted',
    definition: 'An offer is with the seller.',
    entry: 'Written offer sent.',
    exit: 'Offer accepted (or the buyer goes back to viewing).',
    fields: ['Offer amount', 'Conditions', 'Response deadline'],
  },
  'under-contract': {
    name: 'Under contract',
    definition: 'Offer accepted; conditions and closing under way.',
    entry: 'Accepted offer signed.',
    exit: 'Closing completed (won) or the contract falls through (lost).',
    fields: ['Closing date', 'Conditions outstanding', 'Commission'],
  },
  'wholesale-inquiry': {
    name: 'Wholesale enquiry',
    definition: 'A business asks to buy from us at trade terms.',
    entry: 'Trade enquiry or application form received.',
    exit: 'Business checked (trading name, tax number, sales channel).',
    fields: ['Business type', 'Sales channel', 'Expected monthly volume'],
  },
  'buyer-meeting': {
    name: 'Buyer meeting',
    definition: 'We have presented the range to the buyer (a call, a visit or a trade-show meeting).',
    entry: 'Meeting booked with the person who chooses the products.',
    exit: 'Products of interest, margins and merchandising discussed; the buyer asks for an account.',
    fields: ['Buyer', 'Products of interest', 'Target margin'],
  },
  'account-approved': {
    name: 'Account approved',
    definition: 'The buyer may order at trade prices.',
    entry: 'Checks passed.',
    exit: 'Price list, minimum order and payment terms sent.',
    fields: ['Price list', 'Payment terms', 'Credit limit'],
  },
  'first-quote': {
    name: 'First quote or sample',
    definition: 'The buyer is pricing or testing a first order.',
    entry: 'Quote or samples requested.',
    exit: 'Quote sent or samples delivered.',
    fields: ['Products of interest', 'Quote value'],
  },
  'first-order': {
    name: 'First order pending',
    definition: 'The buyer has said which products and quantities; the order is not placed.',
    entry: 'Quantities agreed.',
    exit: 'First order placed (won) or no order after follow-up (lost).',
    fields: ['Order value', 'Requested delivery date'],
  },
  'needs-analysis': {
    name: 'Needs analysis',
    definition: 'We understand what the buyer needs and why now.',
    entry: 'First meeting held.',
    exit: 'Need, budget and decision maker confirmed.',
    fields: ['Need', 'Budget', 'Decision maker', 'Timeline'],
  },
  commitment: {
    name: 'Verbal commitment',
    definition: 'The buyer said yes; paperwork is in progress.',
    entry: 'Verbal yes from the decision maker.',
    exit: 'Contract signed (won) or withdrawn (lost).',
    fields: ['Signatory', 'Expected signature date'],
  },
  'legal-review': {
    name: 'Legal and procurement',
    definition: "The contract is with the buyer's legal or procurement team.",
    entry: 'Terms agreed with the business owner.',
    exit: 'Contract approved for signature.',
    fields: ['Legal contact', 'Redlines open'],
  },
} as const satisfies Record<string, StageDefinition>;

export type StageId = keyof typeof STAGES;

/** When an optional stage joins: every listed answer must match one of its values. */
interface Condition {
  motion?: SalesMotion[];
  dealSize?: DealSize[];
  cycle?: SalesCycle[];
}

/** A model's candidate stages in order; `when` marks an optional one. */
type Candidate = StageId | { stage: StageId; when: Condition };

const LARGE: DealSize[] = ['25k-100k', 'over-100k'];
const LONG: SalesCycle[] = ['3-6-months', 'over-6-months'];
const OUTBOUND: Candidate = { stage: 'prospect-engaged', when: { motion: ['outbound'] } };
const PARTNER: Candidate = { stage: 'partner-registered', when: { motion: ['partner'] } };

export const CANDIDATES: Record<BusinessModel, Candidate[]> = {
  'b2b-services': [
    OUTBOUND,
    PARTNER,
    // Outbound and partner deals arrive through their own first stage, already checked.
    { stage: 'intake', when: { motion: ['inbound', 'mixed'] } },
    { stage: 'discovery-scheduled', when: { dealSize: ['under-5k', '5k-25k'] } },
    'discovery-completed',
    { stage: 'solution-fit', when: { dealSize: ['5k-25k', ...LARGE] } },
    { stage: 'stakeholders-aligned', when: { dealSize: ['over-100k'] } },
    { stage: 'proposal-drafting', when: { dealSize: LARGE } },
    'proposal-sent',
    'negotiation',
    { stage: 'legal-review', when: { dealSize: ['over-100k'], cycle: LONG } },
  ],
  saas: [
    OUTBOUND,
    PARTNER,
    'discovery',
    'qualification',
    'evaluation',
    { stage: 'business-case', when: { dealSize: ['5k-25k', ...LARGE] } },
    'proposal',
    { stage: 'security-review', when: { dealSize: LARGE, cycle: LONG } },
    'negotiation',
  ],
  agency: [
    OUTBOUND,
    PARTNER,
    'brief',
    { stage: 'chemistry-meeting', when: { dealSize: LARGE } },
    'proposal-submitted',
    'pitching',
    'awarded-verbal',
    'contract-out',
  ],
  manufacturing: [
    OUTBOUND,
    PARTNER,
    'budget-price',
    'rfq',
    { stage: 'samples-trial', when: { cycle: LONG } },
    'quote-submitted',
    'negotiation',
    { stage: 'supplier-approval', when: { dealSize: LARGE } },
    'order-agreed',
  ],
  'real-estate': [
    PARTNER,
    'new-lead',
    'contacted',
    'qualified',
    'actively-showing',
    'offer-submitted',
    'under-contract',
  ],
  'b2b-ecommerce': [
    OUTBOUND,
    PARTNER,
    'wholesale-inquiry',
    'buyer-meeting',
    'account-approved',
    'first-quote',
    { stage: 'negotiation', when: { dealSize: LARGE } },
    'first-order',
  ],
  other: [
    OUTBOUND,
    PARTNER,
    'discovery',
    'needs-analysis',
    { stage: 'stakeholders-aligned', when: { dealSize: ['over-100k'] } },
    'proposal',
    'negotiation',
    { stage: 'legal-review', when: { dealSize: LARGE, cycle: LONG } },
    'commitment',
  ],
};

export const MIN_STAGES = 5;
export const MAX_STAGES = 8;

const matches = (condition: Condition, inputs: PipelineInputs) =>
  (!condition.motion || condition.motion.includes(inputs.motion)) &&
  (!condition.dealSize || condition.dealSize.includes(inputs.dealSize)) &&
  (!condition.cycle || condition.cycle.includes(inputs.cycle));

/**
 * Default win probability of stage `index` of `count`: evenly spaced from 10% to 90%, rounded to 5
 * (HubSpot's default pipeline steps by 20 from 20% to 90%; with 5–8 stages these steps are 10–20).
 */
export function stageProbability(index: number, count: number): number {
  return Math.round((10 + (80 * index) / (count - 1)) / 5) * 5;
}

/** The pipeline for these answers. A mixed motion adds neither the outbound nor the partner first stage. */
export function generatePipeline(inputs: PipelineInputs): Pipeline {
  const ids = CANDIDATES[inputs.model]
    .filter((candidate) => {
      if (typeof candidate === 'string') return true;
      if (inputs.motion === 'mixed' && (candidate === OUTBOUND || candidate === PARTNER)) return false;
      return matches(candidate.when, inputs);
    })
    .map((candidate) => (typeof candidate === 'string' ? candidate : candidate.stage));
  return {
    inputs,
    stages: ids.map((id, index) => ({ id, ...STAGES[id], probability: stageProbability(index, ids.length) })),
  };
}

const CHOICES = {
  model: BUSINESS_MODELS,
  motion: SALES_MOTIONS,
  dealSize: DEAL_SIZES,
  cycle: SALES_CYCLES,
} as const;
export const INPUT_LABELS: Record<keyof PipelineInputs, string> = {
  model: 'Business model',
  motion: 'Sales motion',
  dealSize: 'Typical deal size',
  cycle: 'Sales cycle',
};

/**
 * Answers from a URL query (the page keeps them there, so a pipeline can be shared): a missing answer
 * takes its default; a present one that is not a choice (or not a single string) is an error.
 */
export function parsePipelineInputs(query: Record<string, unknown>): {
  inputs: PipelineInputs;
  errors: Partial<Record<keyof PipelineInputs, string>>;
} {
  const inputs = { ...DEFAULT_INPUTS };
  const errors: Partial<Record<keyof PipelineInputs, string>> = {};
  for (const key of Object.keys(CHOICES) as Array<keyof PipelineInputs>) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (typeof value === 'string' && Object.hasOwn(CHOICES[key], value))
      (inputs as Record<string, string>)[key] = value;
    else errors[key] = `Choose one of the ${INPUT_LABELS[key].toLowerCase()} options.`;
  }
  return { inputs, errors };
}

/** The query string that reopens these answers. */
export const pipelineQuery = (inputs: PipelineInputs): string =>
  new URLSearchParams({ ...inputs }).toString();
