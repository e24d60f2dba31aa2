import { IsIn, IsOptional } from 'class-validator';
import { QueryText } from '@common/validation/text.decorator';

/** `/assessment/resume/:id?token=`: the emailed resume link. */
export class ResumeQueryDto {
  @QueryText(512)
  token?: string;
}

/** `/assessment/export/:id?format=`: the report as PDF (default) or CSV. */
export class ExportQueryDto {
  @IsOptional()
  @IsIn(['pdf', 'csv'], { message: 'must be pdf or csv' })
  format?: 'pdf' | 'csv';
}

/** `/admin/assessments?period=`: an unknown period falls back to 30 days. */
export class PeriodQueryDto {
  @QueryText(10)
  period?: string;
}

/** `/admin/trends?interval=`. */
export class IntervalQueryDto {
  @IsOptional()
  @IsIn(['week', 'month'], { message: 'must be week or month' })
  interval?: 'week' | 'month';
}
