/** The forms of hand-over documents (issue 37): what the admin's pages post. */

/** A document's text is markdown; long playbooks fit, a pasted export does not. */
export const DOCUMENT_BODY_MAX = 100_000;
export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_NOTE_MAX = 500;

export interface PublishDocumentForm {
  clientEmail: string;
  title: string;
  body: string;
  note: string;
}

export interface NewVersionForm {
  body: string;
  note: string;
  /** Publish the current version's attachments with this one too. */
  keepAttachments: boolean;
}

/**
 * Files a version may carry, by extension: the type they are served as is ours, not the uploader's.
 * At most ATTACHMENTS_MAX files, ATTACHMENTS_MAX_BYTES together: with the longest text, one upload stays inside the
 * site's request limit (about 1 MB, src/common/http/body-hygiene.ts).
 */
export const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  md: 'text/markdown',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
};
export const ATTACHMENTS_MAX = 5;
export const ATTACHMENTS_MAX_BYTES = 900_000;
