import { ADVANCED_COLUMNS, advancedCsv, advancedPipedriveCsv } from './advanced-export';
import {
  ADVANCED_DEFAULTS,
  RECURRING,
  TEAM_STRUCTURES,
  advancedQuery,
  forecastCategory,
  generateAdvanced,
  parseAdvancedInputs,
  rottingDays,
  type AdvancedInputs,
} from './advanced-pipeline';
import { BUSINESS_MODELS, DEAL_SIZES, SALES_CYCLES, SALES_MOTIONS, generatePipeline } from './sales-stages';

const keys = <T extends object>(record: T) => Object.keys(record) as Array<keyof T>;
const ALL: AdvancedInputs[] = keys(BUSINESS_MODELS).flatMap((model) =>
  keys(SALES_MOTIONS).flatMap((motion) =>
    keys(DEAL_SIZES).flatMap((dealSize) =>
      keys(SALES_CYCLES).flatMap((cycle) =>
        keys(TEAM_STRUCTURES).flatMap((team) =>
          keys(RECURRING).map((recurring) => ({ model, motion, dealSize, cycle, team, recurring })),
        ),
      ),
    ),
  ),
);

describe('advanced sales-stage generator', () => {
  it(`keeps the basic pipeline as new business and adds a consistent design, for all ${ALL.length} answer sets`, () => {
    for (const inputs of ALL) {
      const { pipelines } = generateAdvanced(inputs);
      expect(pipelines[0].name).toBe('New business');
      expect(pipelines[0].stages.map((stage) => stage.id)).toEqual(
        generatePipeline(inputs).stages.map((stage) => stage.id),
      );
      expect(pipelines.length).toBe(inputs.recurring === 'yes' || inputs.team === 'sdr-ae-am' ? 2 : 1);
      for (const pipeline of pipelines) {
        const categories = pipeline.stages.map((stage) => stage.forecastCategory);
        // Categories never go back down the funnel, and rotting is the same for every stage of a pipeline.
        const order = ['Pipeline', 'Best case', 'Commit'];
        categories.forEach((category, index) =>
          expect(order.indexOf(category)).toBeGreaterThanOrEqual(
            index ? order.indexOf(categories[index - 1]) : 0,
          ),
        );
        for (const stage of pipeline.stages) {
          expect(stage.rottingDays).toBeGreaterThanOrEqual(3);
          expect(stage.automations.filter((automation) => automation.kind === 'task')).toHaveLength(1);
          expect(stage.requiredFields).toEqual(expect.arrayContaining(stage.fields));
          if (stage.forecastCategory !== 'Pipeline')
            expect(stage.requiredFields).toEqual(expect.arrayContaining(['Amount', 'Expected close date']));
        }
      }
    }
  });

  it('derives rotting thresholds from the cycle length, and forecast categories from probability bands', () => {
    expect(rottingDays('under-1-month', 6)).toBe(5);
    expect(rottingDays('1-3-months', 6)).toBe(15);
    expect(rottingDays('over-6-months', 6)).toBe(68);
    expect(rottingDays('under-1-month', 8)).toBe(4);
    expect([10, 35, 40, 65, 70, 90].map(forecastCategory)).toEqual([
      'Pipeline',
      'Pipeline',
      'Best case',
      'Best case',
      'Commit',
      'Commit',
    ]);
  });

  it('hands deals from SDRs to account executives at qualification, with a notification', () => {
    const { pipelines } = generateAdvanced({
      ...ADVANCED_DEFAULTS,
      model: 'saas',
      motion: 'outbound',
      team: 'sdr-ae',
    });
    const stages = pipelines[0].stages;
    expect(stages.map((stage) => stage.owner)).toEqual([
      'SDR',
      'SDR',
      'Account executive',
      'Account executive',
      'Account executive',
      'Account executive',
      'Account executive',
    ]);
    expect(stages[2].automations.map((automation) => automation.kind)).toContain('notification');
    expect(stages[1].automations.map((automation) => automation.kind)).not.toContain('notification');
    const fullCycle = generateAdvanced({ ...ADVANCED_DEFAULTS, team: 'full-cycle', recurring: 'no' });
    expect(new Set(fullCycle.pipelines[0].stages.map((stage) => stage.owner))).toEqual(new Set(['Rep']));
    expect(fullCycle.pipelines).toHaveLength(1);
    const withManagers = generateAdvanced({ ...ADVANCED_DEFAULTS, team: 'sdr-ae-am', recurring: 'no' });
    expect(withManagers.pipelines[1].stages.every((stage) => stage.owner === 'Account manager')).toBe(true);
  });

  it('exports the whole design and the Pipedrive stages with rotting on', () => {
    const result = generateAdvanced(ADVANCED_DEFAULTS);
    const rows = advancedCsv(result).trimEnd().split('\r\n');
    expect(rows[0]).toBe(ADVANCED_COLUMNS.join(','));
    expect(rows).toHaveLength(
      1 + result.pipelines.reduce((sum, pipeline) => sum + pipeline.stages.length, 0),
    );
    expect(rows[1].startsWith('New business,1,Intake,10,Pipeline,SDR,')).toBe(true);
    const pipedrive = advancedPipedriveCsv(result).trimEnd().split('\r\n');
    expect(pipedrive[1]).toBe(`New business,Intake,1,10,true,${result.pipelines[0].stages[0].rottingDays}`);
    expect(pipedrive.at(-1)).toMatch(/^Renewal and expansion,Renewal negotiation,4,90,true,\d+$/);
  });

  it('reads its six answers from a URL and reports wrong ones', () => {
    const inputs: AdvancedInputs = {
      ...ADVANCED_DEFAULTS,
      team: 'full-cycle',
      recurring: 'no',
      model: 'agency',
    };
    expect(parseAdvancedInputs(Object.fromEntries(new URLSearchParams(advancedQuery(inputs))))).toEqual({
      inputs,
      errors: {},
    });
    expect(parseAdvancedInputs({ team: 'solo', recurring: ['yes'] }).errors).toEqual({
      team: 'Choose one of the team structure options.',
      recurring: 'Choose one of the recurring revenue options.',
    });
  });
});
