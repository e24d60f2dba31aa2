import { QueryText } from '@common/validation/text.decorator';

/** `/_img?url=&w=&q=` (`ValidQuery`): one text value each; parseImageRequest checks what they say. */
export class ImageQueryDto {
  @QueryText(300)
  url?: string;

  @QueryText(6)
  w?: string;

  @QueryText(4)
  q?: string;
}
