import { QueryText } from '@common/validation/text.decorator';

/** `/docs?q=`: the documentation's search box (searched by its first 200 characters). */
export class DocsSearchQueryDto {
  @QueryText(1000)
  q?: string;
}
