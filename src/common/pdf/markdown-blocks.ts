import MarkdownIt from 'markdown-it';
import { MARGIN, type Writer } from './pdf-writer';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** A block of text as a PDF prints it: a heading, a paragraph, a list item or a table row. */
export interface TextBlock {
  kind: 'h1' | 'h2' | 'h3' | 'p' | 'li' | 'row';
  runs: Array<{ text: string; bold: boolean }>;
}

/**
 * Markdown as blocks of text for a PDF (agreements, hand-over documents): headings, paragraphs,
 * list items, and table rows with their cells joined (header cells bold). Links print as their text.
 */
export function markdownBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let kind: TextBlock['kind'] = 'p';
  let row: TextBlock | null = null;
  let headerCell = false;
  for (const token of markdown.parse(body, {})) {
    if (token.type === 'heading_open') kind = token.tag as 'h1' | 'h2' | 'h3';
    else if (token.type === 'list_item_open') kind = 'li';
    else if (token.type === 'paragraph_open' && kind !== 'li') kind = 'p';
    else if (token.type === 'tr_open') row = { kind: 'row', runs: [] };
    else if (token.type === 'th_open' || token.type === 'td_open') headerCell = token.type === 'th_open';
    else if (token.type === 'tr_close' && row) {
      blocks.push(row);
      row = null;
    } else if (token.type === 'inline') {
      const runs: TextBlock['runs'] = [];
      let bold = row !== null && headerCell;
      for (const child of token.children ?? []) {
        if (child.type === 'strong_open') bold = true;
        else if (child.type === 'strong_close') bold = row !== null && headerCell;
        else if (child.type === 'text' || child.type === 'code_inline')
          runs.push({ text: child.content, bold });
        else if (child.type === 'softbreak' || child.type === 'hardbreak') runs.push({ text: ' ', bold });
      }
      if (row) {
        if (row.runs.length > 0) row.runs.push({ text: ' · ', bold: headerCell });
        row.runs.push(...runs);
      } else blocks.push({ kind, runs });
    } else if (token.type === 'list_item_close' || token.type === 'heading_close') kind = 'p';
  }
  return blocks;
}

const BLOCK_STYLE = {
  h1: { size: 17, bold: true, gap: 8 },
  h2: { size: 12, bold: true, gap: 3 },
  h3: { size: 11, bold: true, gap: 2 },
  p: { size: 10, bold: false, gap: 7 },
  li: { size: 10, bold: false, gap: 3 },
  row: { size: 9, bold: false, gap: 3 },
} as const;

/** Prints the blocks top-down; a heading never ends a page alone. */
export function writeBlocks(w: Writer, blocks: TextBlock[]): void {
  for (const block of blocks) {
    const style = BLOCK_STYLE[block.kind];
    const text = block.runs.map((run) => run.text).join('');
    if (block.kind === 'h2' || block.kind === 'h3') w.ensure(style.size * 4);
    w.text(block.kind === 'li' ? `•  ${text}` : text, {
      size: style.size,
      bold: style.bold || (block.runs.length > 0 && block.runs.every((run) => run.bold)),
      x: block.kind === 'li' ? MARGIN + 10 : MARGIN,
      gap: style.gap,
    });
  }
}
