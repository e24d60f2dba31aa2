import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import { formatMoney, type TemplateVariable } from '@shared/signing';
import { formatDate } from '@shared/dates';

// html: false — text an admin typed is shown as text, never injected into the signer's page.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Markdown-significant characters in a filled-in value are escaped: a value reads as typed. */
const escapeMarkdown = (value: string) => value.replace(/([\\`*_[\]<>#|~])/g, '\\$1');

/** A value as the agreement shows it: dates in words, money with its currency. */
export function displayValue(variable: TemplateVariable, raw: string, currency: string | null): string {
  if (variable.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) return formatDate(raw);
  if (variable.type === 'money' && /^\d+(\.\d{1,2})?$/.test(raw))
    return formatMoney(Math.round(Number(raw) * 100), currency ?? 'EUR');
  return raw;
}

/** The template with every `{{key}}` replaced; unknown keys stay visible so a typo is noticed. */
export function fillTemplate(
  body: string,
  variables: TemplateVariable[],
  values: Record<string, string>,
  currency: string | null,
): string {
  const byKey = new Map(variables.map((variable) => [variable.key, variable]));
  return body.replace(/\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g, (placeholder, key: string) => {
    const variable = byKey.get(key);
    const raw = values[key]?.trim();
    if (!variable || !raw) return placeholder;
    return escapeMarkdown(displayValue(variable, raw, currency));
  });
}

/** The `{{key}}` placeholders a template body uses. */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(/\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g)].map((match) => match[1]))];
}

/**
 * Rendered agreements by their text: a sent agreement's body never changes, and the signing page
 * rendered it on every visit (markdown-it took about 4 % of the event loop under load). Bounded by
 * characters held (text and HTML), least recently used first out.
 */
const renderedAgreements = new LRUCache<string, string>({
  maxSize: 8_000_000,
  sizeCalculation: (html, body) => html.length + body.length,
});

/**
 * The agreement as HTML inside a page: its headings one level down (the page's own title is the
 * only h1), raw HTML never passed through.
 */
export function renderAgreementHtml(body: string): string {
  let html = renderedAgreements.get(body);
  if (html === undefined) {
    html = renderMarkdown(body);
    renderedAgreements.set(body, html);
  }
  return html;
}

function renderMarkdown(body: string): string {
  const tokens = markdown.parse(body, {});
  for (const token of tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close')
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  }
  return markdown.renderer.render(tokens, markdown.options, {});
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');
