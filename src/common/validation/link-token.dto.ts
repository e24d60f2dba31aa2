import { IsText } from './text.decorator';
import type { LinkTokenForm } from '@shared/forms/link-token';

const INCOMPLETE_LINK = 'This link is not complete: open it again from the email.';

/** The one-time token of an emailed link, posted by the page the link opened (`{ token }`). */
export class LinkTokenBodyDto implements LinkTokenForm {
  @IsText({ required: INCOMPLETE_LINK, max: 512, tooLong: INCOMPLETE_LINK })
  token: string;
}
