import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HUBSPOT_COLUMNS,
  PIPEDRIVE_COLUMNS,
  hubspotCsv,
  pipedriveCsv,
  pipelineText,
} from './pipeline-export';
import {
  BUSINESS_MODELS,
  DEAL_SIZES,
  DEFAULT_INPUTS,
  MAX_STAGES,
  MIN_STAGES,
  SALES_CYCLES,
  SALES_MOTIONS,
  generatePipeline,
  parsePipelineInputs,
  pipelineQuery,
  type PipelineInputs,
} from './sales-stages';

const keys = <T extends object>(record: T) => Object.keys(record) as Array<keyof T>;
const ALL_INPUTS: PipelineInputs[] = keys(BUSINESS_MODELS).flatMap((model) =>
  keys(SALES_MOTIONS).flatMap((motion) =>
    keys(DEAL_SIZES).flatMap((dealSize) =>
      keys(SALES_CYCLES).map((cycle) => ({ model, motion, dealSize, cycle })),
    ),
  ),
);

/** docs/tools.md's table of stage counts per business model: "| B2B services | 5–8 |". */
function documentedCounts(): Map<string, [number, number]> {
  const doc = readFileSync(join(__dirname, '../../docs/tools.md'), 'utf8');
  const table = doc.slice(doc.indexOf('<!-- stage-counts -->'), doc.indexOf('<!-- /stage-counts -->'));
  return new Map(
    [...table.matchAll(/^\| ([^|]+?) +\| (\d)–(\d) +\|/gm)].map((match) => [
      match[1],
      [Number(match[2]), Number(match[3])] as [number, number],
    ]),
  );
}

describe('sales-stage generator', () => {
  it(`gives ${MIN_STAGES}–${MAX_STAGES} open stages with strictly increasing probabilities for all ${ALL_INPUTS.length} answer sets`, () => {
    for (const inputs of ALL_INPUTS) {
      const { stages } = generatePipeline(inputs);
      expect(stages.length).toBeGreaterThanOrEqual(MIN_STAGES);
      expect(stages.length).toBeLessThanOrEqual(MAX_STAGES);
      const probabilities = stages.map((stage) => stage.probability);
      probabilities.forEach((probability, index) => {
        expect(probability).toBeGreaterThan(index === 0 ? 0 : probabilities[index - 1]);
        expect(probability).toBeLessThan(100);
      });
      expect(new Set(stages.map((stage) => stage.name)).size).toBe(stages.length);
      for (const stage of stages) {
        expect(stage.definition && stage.entry && stage.exit).toBeTruthy();
        expect(stage.fields.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives each business model the stage counts docs/tools.md documents', () => {
    const documented = documentedCounts();
    for (const [model, label] of Object.entries(BUSINESS_MODELS)) {
      const counts = ALL_INPUTS.filter((inputs) => inputs.model === model).map(
        (inputs) => generatePipeline(inputs).stages.length,
      );
      expect([label, documented.get(label)]).toEqual([label, [Math.min(...counts), Math.max(...counts)]]);
    }
  });

  it('is deterministic, and the answers change the pipeline the way the rules say', () => {
    const inputs: PipelineInputs = {
      model: 'saas',
      motion: 'inbound',
      dealSize: '5k-25k',
      cycle: '1-3-months',
    };
    expect(generatePipeline(inputs)).toEqual(generatePipeline({ ...inputs }));
    const ids = (changes: Partial<PipelineInputs>) =>
      generatePipeline({ ...inputs, ...changes }).stages.map((stage) => stage.id);
    expect(ids({})).toEqual([
      'discovery',
      'qualification',
      'evaluation',
      'business-case',
      'proposal',
      'negotiation',
    ]);
    expect(ids({ motion: 'outbound' })[0]).toBe('prospect-engaged');
    expect(ids({ motion: 'partner' })[0]).toBe('partner-registered');
    expect(ids({ dealSize: 'under-5k' })).not.toContain('business-case');
    expect(ids({ dealSize: 'over-100k', cycle: 'over-6-months' })).toContain('security-review');
    expect(ids({ dealSize: 'over-100k', cycle: '1-3-months' })).not.toContain('security-review');
  });

  it('exports CSV set-up sheets in the documented HubSpot and Pipedrive columns', () => {
    const pipeline = generatePipeline({
      model: 'b2b-services',
      motion: 'mixed',
      dealSize: '25k-100k',
      cycle: '3-6-months',
    });
    const hubspot = hubspotCsv(pipeline).trimEnd().split('\r\n');
    expect(hubspot[0]).toBe(HUBSPOT_COLUMNS.join(','));
    // The open stages, then Closed won and Closed lost; probabilities as HubSpot's 0.0–1.0.
    expect(hubspot).toHaveLength(1 + pipeline.stages.length + 2);
    expect(hubspot[1]).toBe(
      `Sales pipeline,${pipeline.stages[0].name},0,${(pipeline.stages[0].probability / 100).toFixed(2)}`,
    );
    expect(hubspot.at(-2)).toBe(`Sales pipeline,Closed won,${pipeline.stages.length},1.00`);
    expect(hubspot.at(-1)).toBe(`Sales pipeline,Closed lost,${pipeline.stages.length + 1},0.00`);

    const pipedrive = pipedriveCsv(pipeline, (id) => (id === 'negotiation' ? 14 : null))
      .trimEnd()
      .split('\r\n');
    expect(pipedrive[0]).toBe(PIPEDRIVE_COLUMNS.join(','));
    expect(pipedrive).toHaveLength(1 + pipeline.stages.length);
    expect(pipedrive[1]).toBe(
      `Sales pipeline,${pipeline.stages[0].name},1,${pipeline.stages[0].probability},false,`,
    );
    expect(pipedrive.at(-1)).toBe(`Sales pipeline,Negotiation,${pipeline.stages.length},90,true,14`);

    const text = pipelineText(pipeline);
    expect(text).toContain('1. Intake (10%)');
    expect(text).toContain('Closed won (100%)');
  });

  it('quotes stage names with commas and never lets a cell start a spreadsheet formula', () => {
    const pipeline = generatePipeline({
      model: 'manufacturing',
      motion: 'inbound',
      dealSize: 'under-5k',
      cycle: 'under-1-month',
    });
    const quoted = pipeline.stages.map((stage) => ({ ...stage, name: '=HYPERLINK("x"), y' }));
    const line = pipedriveCsv({ ...pipeline, stages: quoted }).split('\r\n')[1];
    expect(line).toBe(`Sales pipeline,"'=HYPERLINK(""x""), y",1,10,false,`);
  });
});

describe('answers from a URL', () => {
  it('takes valid answers, defaults missing ones, and reports wrong ones per field', () => {
    expect(parsePipelineInputs({ model: 'saas', cycle: 'over-6-months' })).toEqual({
      inputs: { ...DEFAULT_INPUTS, model: 'saas', cycle: 'over-6-months' },
      errors: {},
    });
    const bad = parsePipelineInputs({
      model: 'toString',
      motion: ['inbound', 'outbound'],
      dealSize: 'x'.repeat(10_000),
      cycle: 'under-1-month\u0000',
    });
    expect(bad.inputs).toEqual(DEFAULT_INPUTS);
    expect(Object.keys(bad.errors).sort()).toEqual(['cycle', 'dealSize', 'model', 'motion']);
    expect(bad.errors.model).toBe('Choose one of the business model options.');
  });

  it('round-trips through the query string', () => {
    const inputs: PipelineInputs = {
      model: 'agency',
      motion: 'partner',
      dealSize: 'over-100k',
      cycle: '3-6-months',
    };
    expect(
      parsePipelineInputs(Object.fromEntries(new URLSearchParams(pipelineQuery(inputs)))).inputs,
    ).toEqual(inputs);
  });
});
