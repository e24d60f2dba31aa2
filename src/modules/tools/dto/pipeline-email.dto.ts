import { IsBoolean, IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { LeadFormDto } from '@modules/leads';
import { Trim } from '@common/validation/text.decorator';
import { LEAD_LIMITS } from '@shared/lead-options';
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

const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';

/** "Email it to me" on the sales-stage generator: the answers, the address, the newsletter tick. */
export class PipelineEmailDto extends LeadFormDto {
  @Trim()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(LEAD_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @IsOptional()
  @IsBoolean({ message: 'Tick the box or leave it empty.' })
  newsletter?: boolean;

  @IsIn(Object.keys(BUSINESS_MODELS), { message: 'Choose one of the business model options.' })
  model: BusinessModel;

  @IsIn(Object.keys(SALES_MOTIONS), { message: 'Choose one of the sales motion options.' })
  motion: SalesMotion;

  @IsIn(Object.keys(DEAL_SIZES), { message: 'Choose one of the typical deal size options.' })
  dealSize: DealSize;

  @IsIn(Object.keys(SALES_CYCLES), { message: 'Choose one of the sales cycle options.' })
  cycle: SalesCycle;
}
