/** What a template function returns: both parts of a multipart email. */
export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers the template needs (List-Unsubscribe, Reply-To). */
  headers?: Record<string, string>;
}

/**
 * The line a client's email ends with: where everything of theirs is kept, and how to get in
 * without a password (issue 36). `url` is the absolute address of the client area's section.
 */
export const clientAreaNote = (url: string): string =>
  `Your reports, agreements and receipts are also kept in your client area: ${url} (sign in with a code we email to this address).`;

/** "Dana" from "Dana Scully", for greetings. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A piece of an email body. A plain string is a paragraph. */
export type EmailBlock = string | { details: Array<[label: string, value: string]> } | { quote: string };

export interface EmailContent {
  template: string;
  subject: string;
  heading: string;
  blocks: EmailBlock[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Small print under the card, e.g. why the reader got this and how to unsubscribe. */
  footer?: { text: string; link?: { label: string; url: string } };
  headers?: Record<string, string>;
}

const MUTED = 'font-size:13px;color:#52525b;line-height:1.6';

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(block)}</p>`;
  if ('quote' in block) {
    return `<div style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #d4d4d8;background:#fafafa;white-space:pre-wrap;line-height:1.6">${escapeHtml(block.quote)}</div>`;
  }
  const rows = block.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;color:#52525b;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;border-collapse:collapse">${rows}</table>`;
}

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('quote' in block) return block.quote.replace(/^/gm, '> ');
  return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** A plain, readable email (one card, an optional button) and the same words as plain text. */
export function renderEmail(email: EmailContent): RenderedEmail {
  const action = email.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(email.action.url)}" style="background:#1f5fd1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(email.action.label)}</a></p>
<p style="margin:0 0 16px;${MUTED}">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(email.action.url)}</span></p>`
    : '';
  const footnote = email.footnote ? `<p style="margin:0;${MUTED}">${escapeHtml(email.footnote)}</p>` : '';
  const footer = email.footer
    ? `<p style="margin:16px 0 0;${MUTED};text-align:center">${escapeHtml(email.footer.text)}${
        email.footer.link
          ? ` <a href="${escapeHtml(email.footer.link.url)}" style="color:#52525b">${escapeHtml(email.footer.link.label)}</a>`
          : ''
      }</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(email.heading)}</h1>
${email.blocks.map(blockHtml).join('\n')}
${action}
${footnote}
</td></tr></table>
${footer}
</td></tr></table></body></html>`;
  const text = [
    email.heading,
    '',
    ...email.blocks.flatMap((block) => [blockText(block), '']),
    ...(email.action ? [`${email.action.label}: ${email.action.url}`, ''] : []),
    ...(email.footnote ? [email.footnote, ''] : []),
    ...(email.footer
      ? [
          `${email.footer.text}${email.footer.link ? ` ${email.footer.link.label}: ${email.footer.link.url}` : ''}`,
        ]
      : []),
  ]
    .join('\n')
    .trimEnd();
  return { template: email.template, subject: email.subject, html, text, headers: email.headers };
}

interface ActionEmail {
  template: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

/** The account emails' shape: a few paragraphs, one button, a footnote. */
export function actionEmail(email: ActionEmail): RenderedEmail {
  return renderEmail({ ...email, blocks: email.paragraphs });
}
