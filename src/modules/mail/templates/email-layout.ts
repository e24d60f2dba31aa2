/** What a template function returns: both parts of a multipart email. */
export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface ActionEmail {
  template: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

/** A plain, readable email with one button, and the same words as plain text. */
export function actionEmail(email: ActionEmail): RenderedEmail {
  const paragraphs = email.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
    .join('');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(email.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(email.action.url)}" style="background:#1f5fd1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(email.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b;line-height:1.6">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(email.action.url)}</span></p>
<p style="margin:0;font-size:13px;color:#52525b;line-height:1.6">${escapeHtml(email.footnote)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    email.heading,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${email.action.label}: ${email.action.url}`,
    '',
    email.footnote,
  ].join('\n');
  return { template: email.template, subject: email.subject, html, text };
}
