import { IsIn, IsOptional } from 'class-validator';
import { QueryText } from '../validation/text.decorator';

/** An admin table's query string (`ValidQuery`): the named parameters; `filter[…]` are the table's own. */
export class TableQueryDto {
  @QueryText(60)
  sort?: string;

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'must be asc or desc' })
  direction?: 'asc' | 'desc';

  @QueryText(9)
  page?: string;

  @QueryText(4)
  per_page?: string;

  @QueryText(1000)
  q?: string;

  @IsOptional()
  @IsIn(['csv'], { message: 'must be csv' })
  format?: 'csv';
}
