import { IsIn, IsOptional } from 'class-validator';
import { QueryText } from '../validation/text.decorator';

/** An admin table's query string (`ValidQuery`): the named parameters; `filter[…]` are the table's own. */
export class TableQueryDto {
  @QueryText(100)
  sort?: string;

  // One text value; an unknown one falls back to the table's order (parseTableQuery), as a stale sort does.
  @QueryText(20)
  direction?: string;

  @QueryText(12)
  page?: string;

  @QueryText(6)
  per_page?: string;

  @QueryText(1000)
  q?: string;

  @IsOptional()
  @IsIn(['csv'], { message: 'must be csv' })
  format?: 'csv';
}
