import type { AdvancedResult } from './advanced-pipeline';
import { PIPEDRIVE_COLUMNS, pipedriveRows, toCsv } from './pipeline-export';

/** The whole design, one row per stage of each pipeline (docs/tools.md). */
export const ADVANCED_COLUMNS = [
  'Pipeline',
  'Order',
  'Stage',
  'Probability',
  'Forecast category',
  'Owner',
  'Rotting days',
  'Required fields',
  'Automations',
  'Definition',
  'Entry criteria',
  'Exit criteria',
] as const;

export function advancedCsv(result: AdvancedResult): string {
  return toCsv([
    ADVANCED_COLUMNS,
    ...result.pipelines.flatMap((pipeline) =>
      pipeline.stages.map((stage, index) => [
        pipeline.name,
        index + 1,
        stage.name,
        stage.probability,
        stage.forecastCategory,
        stage.owner,
        stage.rottingDays,
        stage.requiredFields.join('; '),
        stage.automations.map((automation) => automation.text).join('; '),
        stage.definition,
        stage.entry,
        stage.exit,
      ]),
    ),
  ]);
}

/** Pipedrive's Stages API fields for both pipelines, rotting on with the computed thresholds. */
export function advancedPipedriveCsv(result: AdvancedResult): string {
  return toCsv([
    PIPEDRIVE_COLUMNS,
    ...result.pipelines.flatMap((pipeline) =>
      pipedriveRows(
        pipeline.name,
        pipeline.stages,
        (id) => pipeline.stages.find((stage) => stage.id === id)?.rottingDays ?? null,
      ),
    ),
  ]);
}
