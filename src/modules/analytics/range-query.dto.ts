import { IsIn, IsOptional } from 'class-validator';
import { QueryText } from '@common/validation/text.decorator';

/** The analytics pages' query string (`ValidQuery`): a range, and which table or field a page shows. */
export class RangeQueryDto {
  @QueryText(20)
  range?: string;

  @QueryText(40)
  from?: string;

  @QueryText(40)
  to?: string;

  @QueryText(40)
  table?: string;

  @QueryText(40)
  field?: string;

  @IsOptional()
  @IsIn(['csv'], { message: 'must be csv' })
  format?: 'csv';
}
