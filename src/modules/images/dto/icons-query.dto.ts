import { QueryText } from '@common/validation/text.decorator';

export class IconsQueryDto {
  /** Comma-separated icon names; the controller checks each one. */
  @QueryText(2000)
  icons?: string;
}
