import {
  BUSINESS_MODELS,
  DEAL_SIZES,
  SALES_CYCLES,
  SALES_MOTIONS,
  type Pipeline,
  type PipelineInputs,
} from './sales-stages';

/**
 * A generated pipeline as text (to paste) and as CSV set-up sheets for HubSpot and Pipedrive. Neither
 * CRM creates stages from a CSV import: the columns are the fields of their pipeline APIs (HubSpot
 * `POST /crm/v3/pipelines/deals`, Pipedrive `POST /v1/stages`), so the file can be typed into the
 * settings screen or fed to a script. docs/tools.md has the formats and their sources.
 */

export const PIPELINE_NAME = 'Sales pipeline';

export const HUBSPOT_COLUMNS = ['Pipeline', 'Stage', 'Display order', 'Probability'] as const;
export const PIPEDRIVE_COLUMNS = [
  'pipeline',
  'name',
  'order_nr',
  'deal_probability',
  'rotten_flag',
  'rotten_days',
] as const;

export function describeInputs(inputs: PipelineInputs): string {
  return [
    BUSINESS_MODELS[inputs.model],
    SALES_MOTIONS[inputs.motion].split(':')[0].toLowerCase(),
    `deals ${DEAL_SIZES[inputs.dealSize]}`,
    `cycle ${SALES_CYCLES[inputs.cycle].toLowerCase()}`,
  ].join(', ');
}

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV: CRLF line ends, every field quoted when needed. */
export const toCsv = (rows: Array<ReadonlyArray<string | number>>) =>
  `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** HubSpot: every stage needs a probability from 0.0 to 1.0, and a pipeline needs its closed stages. */
export function hubspotCsv(pipeline: Pipeline): string {
  const open = pipeline.stages.map((stage, index) => [
    PIPELINE_NAME,
    stage.name,
    index,
    (stage.probability / 100).toFixed(2),
  ]);
  const count = open.length;
  return toCsv([
    HUBSPOT_COLUMNS,
    ...open,
    [PIPELINE_NAME, 'Closed won', count, '1.00'],
    [PIPELINE_NAME, 'Closed lost', count + 1, '0.00'],
  ]);
}

/**
 * Pipedrive: probability in percent; won and lost are deal statuses, not stages. `rottenDays` (the
 * advanced generator) turns rotting on for a stage.
 */
export function pipedriveCsv(pipeline: Pipeline, rottenDays?: (stageId: string) => number | null): string {
  return toCsv([PIPEDRIVE_COLUMNS, ...pipedriveRows(PIPELINE_NAME, pipeline.stages, rottenDays)]);
}

export function pipedriveRows(
  name: string,
  stages: Pipeline['stages'],
  rottenDays?: (stageId: string) => number | null,
): Array<Array<string | number>> {
  return stages.map((stage, index) => {
    const days = rottenDays?.(stage.id) ?? null;
    return [name, stage.name, index + 1, stage.probability, days ? 'true' : 'false', days ?? ''];
  });
}

export function pipelineText(pipeline: Pipeline): string {
  const lines = [`${PIPELINE_NAME} (${describeInputs(pipeline.inputs)})`, ''];
  pipeline.stages.forEach((stage, index) => {
    lines.push(
      `${index + 1}. ${stage.name} (${stage.probability}%)`,
      `   What it means: ${stage.definition}`,
      `   Enters when: ${stage.entry}`,
      `   Moves on when: ${stage.exit}`,
      `   Capture: ${stage.fields.join(', ')}`,
      '',
    );
  });
  lines.push(
    'Then: Closed won (100%) and Closed lost (0%).',
    'The probabilities are starting points: replace them with your own stage-to-win rates after a quarter.',
  );
  return `${lines.join('\n')}\n`;
}
