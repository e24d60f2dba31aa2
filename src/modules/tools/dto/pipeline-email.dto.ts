import { IsIn } from 'class-validator';
import {
  BUSINESS_MODELS,
  DEAL_SIZES,
  SALES_CYCLES,
  SALES_MOTIONS,
  type BusinessModel,
  type DealSize,
  type SalesCycle,
  type SalesMotion,
} from '@shared/tools/sales-stages';
import { ResultEmailDto } from './result-email.dto';
import type { PipelineEmailForm } from '@shared/forms/tools';

/** "Email it to me" on the sales-stage generator: the address, the newsletter tick and the answers. */
export class PipelineEmailDto extends ResultEmailDto implements PipelineEmailForm {
  @IsIn(Object.keys(BUSINESS_MODELS), { message: 'Choose one of the business model options.' })
  model: BusinessModel;

  @IsIn(Object.keys(SALES_MOTIONS), { message: 'Choose one of the sales motion options.' })
  motion: SalesMotion;

  @IsIn(Object.keys(DEAL_SIZES), { message: 'Choose one of the typical deal size options.' })
  dealSize: DealSize;

  @IsIn(Object.keys(SALES_CYCLES), { message: 'Choose one of the sales cycle options.' })
  cycle: SalesCycle;
}
