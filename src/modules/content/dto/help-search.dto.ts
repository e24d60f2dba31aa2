import { QueryText } from '@common/validation/text.decorator';

/** `/help?q=`: the search box (longer text than 200 characters is searched by its start). */
export class HelpSearchQueryDto {
  @QueryText(1000)
  q?: string;
}
