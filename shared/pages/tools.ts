import type { AdvancedInputs } from '../tools/advanced-pipeline';
import type { PipelineInputs } from '../tools/sales-stages';

export interface SalesStageGeneratorProps {
  /** The answers in the URL (defaults for missing or unknown ones); the page computes the pipeline itself. */
  inputs: PipelineInputs;
}

export interface AdvancedSalesStageGeneratorProps {
  inputs: AdvancedInputs;
}
