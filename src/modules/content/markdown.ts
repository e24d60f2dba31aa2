import MarkdownIt from 'markdown-it';
import type { TocEntry } from '@shared/pages/content-types';
import { slugify } from '@shared/slugify';

export type { TocEntry };

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** Plain text, for search and descriptions. */
  text: string;
}

// html: false — raw HTML in a content file is shown as text, never injected into the page.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** Renders trusted-structure, untrusted-text markdown; h2/h3 get ids and form the table of contents. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = markdown.parse(source, {});
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  tokens.forEach((token, index) => {
    // A wide table scrolls sideways inside the text (app.css): keyboard users must reach it too.
    if (token.type === 'table_open') token.attrSet('tabindex', '0');
    if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) return;
    const title = tokens[index + 1]?.content ?? '';
    const base = slugify(title) || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    token.attrSet('id', id);
    toc.push({ id, title, level: token.tag === 'h2' ? 2 : 3 });
  });
  const text = tokens
    .filter((token) => token.type === 'inline')
    .map((token) => token.content.replace(/[*_`[\]()]|\(\/[^)]*\)/g, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html: markdown.renderer.render(tokens, markdown.options, {}), toc, text };
}
