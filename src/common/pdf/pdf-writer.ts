import fontkit from '@pdf-lib/fontkit';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFFont, PDFPage, rgb, type RGB } from 'pdf-lib';

/**
 * Inter (SIL Open Font License, assets/fonts/LICENSE-Inter.txt): the Latin and Latin Extended
 * subsets (German, Polish, Czech, Nordic… names), embedded as subsets. assets/ is at the
 * repository root: three levels above this file in src/, five in the compiled dist/server/src/.
 */
const FONT_DIR = [3, 5]
  .map((depth) => join(__dirname, ...Array<string>(depth).fill('..'), 'assets', 'fonts'))
  .find((directory) => existsSync(join(directory, 'inter-latin-400.ttf')));
const FONT_FILES = {
  regular: 'inter-latin-400.ttf',
  regularExtended: 'inter-latin-ext-400.ttf',
  bold: 'inter-latin-700.ttf',
  boldExtended: 'inter-latin-ext-700.ttf',
} as const;
let fontBytes: Record<keyof typeof FONT_FILES, Buffer> | null = null;
const fonts = () => {
  if (!FONT_DIR) throw new Error('assets/fonts is missing: PDFs need their fonts');
  return (fontBytes ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(join(FONT_DIR, file))]),
  ) as Record<keyof typeof FONT_FILES, Buffer>);
};

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const COLORS = {
  ink: rgb(0.094, 0.094, 0.106),
  muted: rgb(0.32, 0.32, 0.36),
  faint: rgb(0.83, 0.83, 0.85),
  blue: rgb(0.122, 0.373, 0.82),
  turquoise: rgb(0.059, 0.616, 0.541),
};

/** Contextual alternates and ligatures change little in a report and cost most of the layout time. */
export const PLAIN_TEXT = { calt: false, liga: false, ccmp: false };

/**
 * One weight of the typeface: the Latin font, and the Latin Extended one for the characters the
 * first lacks. Text is drawn in runs of one font each; a character neither has prints as "?", so
 * an unusual name never breaks the file.
 */
export class Face {
  private readonly supported = new Map<PDFFont, Set<number>>();

  constructor(private readonly fonts: [PDFFont, PDFFont]) {
    for (const font of fonts) this.supported.set(font, new Set(font.getCharacterSet()));
  }

  private fontFor(char: string): PDFFont | null {
    const code = char.codePointAt(0)!;
    return this.fonts.find((font) => this.supported.get(font)!.has(code)) ?? null;
  }

  private runs(text: string): Array<{ font: PDFFont; text: string }> {
    const runs: Array<{ font: PDFFont; text: string }> = [];
    for (const char of text) {
      const font = this.fontFor(char);
      const drawn = font ? char : '?';
      const last = runs.at(-1);
      if (last && last.font === (font ?? this.fonts[0])) last.text += drawn;
      else runs.push({ font: font ?? this.fonts[0], text: drawn });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: RGB }): void {
    let x = options.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...options, x, font: run.font });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}

export interface Fonts {
  regular: Face;
  bold: Face;
}

/** A word wider than the line (a long URL) is cut into pieces that fit. */
function pieces(face: Face, word: string, size: number, width: number): string[] {
  if (face.width(word, size) <= width) return [word];
  const result: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && face.width(piece + char, size) > width) {
      result.push(piece);
      piece = char;
    } else piece += char;
  }
  return piece ? [...result, piece] : result;
}

/** Lines of at most `width` points. Word widths are measured once each (text layout is the slow part). */
export function wrap(face: Face, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = face.width(' ', size);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).flatMap((part) => pieces(face, part, size, width))) {
    if (!word) continue;
    const wordWidth = face.width(word, size);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes top-down on A4 pages, starting a new page when the next block does not fit. */
export class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.page = this.newPage();
    this.y = A4.height - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height]);
    this.fonts.regular.draw(page, this.footer, { x: MARGIN, y: 28, size: 8, color: COLORS.muted });
    return page;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + 12) {
      this.page = this.newPage();
      this.y = A4.height - MARGIN;
    }
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: RGB; x?: number; width?: number; gap?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const face = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = options.x ?? MARGIN;
    const lines = wrap(face, text, size, options.width ?? A4.width - x - MARGIN);
    const lineHeight = size * 1.45;
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      face.draw(this.page, line, { x, y: this.y + size * 0.3, size, color: options.color ?? COLORS.ink });
    }
    this.y -= options.gap ?? 0;
  }

  rule(): void {
    this.ensure(16);
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: COLORS.faint,
    });
    this.y -= 8;
  }
}

/** The dimension scores as a radar chart: rings at 25/50/75/100, one axis per dimension. */
/** Inter regular and bold (Latin + Latin Extended) embedded as subsets in `doc`. */
export async function embedInter(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const embed = (bytes: Buffer) => doc.embedFont(bytes, { subset: true, features: PLAIN_TEXT });
  return {
    regular: new Face([await embed(fonts().regular), await embed(fonts().regularExtended)]),
    bold: new Face([await embed(fonts().bold), await embed(fonts().boldExtended)]),
  };
}
