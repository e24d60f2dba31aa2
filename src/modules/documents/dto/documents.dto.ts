import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, MaxLength } from 'class-validator';
import { IsText, Trim } from '@common/validation/text.decorator';
import {
  DOCUMENT_BODY_MAX,
  DOCUMENT_NOTE_MAX,
  DOCUMENT_TITLE_MAX,
  type NewVersionForm,
  type PublishDocumentForm,
} from '@shared/forms/documents';

const BODY = {
  required: 'Write the document (markdown: ## headings, lists, tables).',
  max: DOCUMENT_BODY_MAX,
  tooLong: `Keep the document under ${DOCUMENT_BODY_MAX.toLocaleString('en-GB')} characters, or split it in two.`,
};

/** What changed, in a line: optional. */
class VersionNote {
  @Trim()
  @IsOptional()
  @MaxLength(DOCUMENT_NOTE_MAX, { message: `Keep the note under ${DOCUMENT_NOTE_MAX} characters.` })
  note: string = '';
}

export class PublishDocumentDto extends VersionNote implements PublishDocumentForm {
  @Trim()
  @IsEmail({}, { message: 'Enter the client’s email address, e.g. name@example.com.' })
  @MaxLength(254, { message: 'Enter the client’s email address, e.g. name@example.com.' })
  clientEmail: string;

  @Trim()
  @IsText({
    required: 'Give the document a title.',
    max: DOCUMENT_TITLE_MAX,
    tooLong: `Keep the title under ${DOCUMENT_TITLE_MAX} characters.`,
  })
  title: string;

  @Trim()
  @IsText(BODY)
  body: string;
}

export class NewVersionDto extends VersionNote implements NewVersionForm {
  @Trim()
  @IsText(BODY)
  body: string;

  /** A checkbox: JSON sends a boolean, a multipart form (with files) the text "true" or "1". */
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  keepAttachments: boolean = false;
}

export class VersionQueryDto {
  @IsOptional()
  @MaxLength(6, { message: 'must be a version number' })
  version?: string;
}
