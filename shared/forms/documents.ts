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
}
