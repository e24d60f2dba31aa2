import { clientAreaNote, renderEmail, type RenderedEmail } from '@modules/mail';

/** To the client when a document is published to them, or a new version of it. */
export function documentPublishedEmail(
  document: { title: string; version: number; note: string },
  links: { document: string; clientArea: string },
): RenderedEmail {
  const first = document.version === 1;
  return renderEmail({
    template: 'documents/published',
    subject: first
      ? `New document: ${document.title}`
      : `Updated: ${document.title} (version ${document.version})`,
    heading: first ? 'A document for your team' : 'A document you have was updated',
    blocks: [
      first
        ? `Clearline CRM Advisory has published "${document.title}" for your team. It stays in your client area, with every later version.`
        : `Clearline CRM Advisory has published version ${document.version} of "${document.title}". Earlier versions stay readable.`,
      ...(document.note ? [{ details: [['What changed', document.note]] as Array<[string, string]> }] : []),
      clientAreaNote(links.clientArea),
    ],
    action: { label: 'Read the document', url: links.document },
    footnote:
      'You get this email because we publish documents to your client area. Questions? Reply to this email.',
  });
}
