import fontkit from '@pdf-lib/fontkit';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFFont, PDFPage, rgb, type RGB } from 'pdf-lib';
import { ordinal } from '@shared/assessment';
import type { AssessmentReport } from './assessment-report';

/**
 * Inter (SIL Open Font License, assets/fonts/LICENSE-Inter.txt): the Latin and Latin Extended
 * subsets (German, Polish, Czech, Nordic… names), embedded as subsets. assets/ is at the
 * repository root: four levels above this file in src/, six in the compiled dist/server/src/.
 */
const FONT_DIR = [4, 6]
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
  if (!FONT_DIR) throw new Error('assets/fonts is missing: the PDF report needs its fonts');
  return (fontBytes ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(join(FONT_DIR, file))]),
  ) as Record<keyof typeof FONT_FILES, Buffer>);
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const COLORS = {
  ink: rgb(0.094, 0.094, 0.106),
  muted: rgb(0.32, 0.32, 0.36),
  faint: rgb(0.83, 0.83, 0.85),
  blue: rgb(0.122, 0.373, 0.82),
  turquoise: rgb(0.059, 0.616, 0.541),
};

/** Band colours as on the site (the label always says the band too). */
const BAND_COLORS: Record<string, RGB> = {
  foundational: rgb(0.725, 0.11, 0.11),
  developing: rgb(0.706, 0.325, 0.035),
  established: COLORS.blue,
  advanced: COLORS.turquoise,
};

/** Contextual alternates and ligatures change little in a report and cost most of the layout time. */
const PLAIN_TEXT = { calt: false, liga: false, ccmp: false };

/**
 * One weight of the typeface: the Latin font, and the Latin Extended one for the characters the
 * first lacks. Text is drawn in runs of one font each; a character neither has prints as "?", so
 * an unusual name never breaks the file.
 */
class Face {
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

interface Fonts {
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
function wrap(face: Face, text: string, size: number, width: number): string[] {
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
class Writer {
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
function drawRadar(page: PDFPage, fonts: Fonts, report: AssessmentReport, centre: { x: number; y: number }) {
  const radius = 92;
  const count = report.dimensions.length;
  const point = (index: number, value: number) => {
    const angle = Math.PI / 2 - (2 * Math.PI * index) / count;
    return {
      x: centre.x + radius * (value / 100) * Math.cos(angle),
      y: centre.y + radius * (value / 100) * Math.sin(angle),
    };
  };
  // drawSvgPath uses SVG's downward y axis from the given origin: flip y relative to the centre.
  const svgPath = (points: Array<{ x: number; y: number }>) =>
    `${points.map((p, index) => `${index === 0 ? 'M' : 'L'} ${p.x - centre.x} ${centre.y - p.y}`).join(' ')} Z`;
  for (const ring of [25, 50, 75, 100]) {
    page.drawSvgPath(svgPath(report.dimensions.map((_, index) => point(index, ring))), {
      x: centre.x,
      y: centre.y,
      borderColor: COLORS.faint,
      borderWidth: 0.6,
    });
  }
  report.dimensions.forEach((dimension, index) => {
    const end = point(index, 100);
    page.drawLine({ start: centre, end, thickness: 0.5, color: COLORS.faint });
    const label = point(index, 118);
    const width = fonts.regular.width(dimension.label, 8);
    const x =
      label.x < centre.x - 5 ? label.x - width : label.x > centre.x + 5 ? label.x : label.x - width / 2;
    fonts.regular.draw(page, dimension.label, { x, y: label.y - 3, size: 8, color: COLORS.muted });
  });
  page.drawSvgPath(svgPath(report.dimensions.map((dimension, index) => point(index, dimension.score ?? 0))), {
    x: centre.x,
    y: centre.y,
    color: COLORS.blue,
    opacity: 0.25,
    borderColor: COLORS.blue,
    borderWidth: 1.5,
  });
}

const submittedOn = (report: AssessmentReport) =>
  new Date(report.submittedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The report as an A4 PDF: score, radar chart, dimension table, three recommendations, next steps. */
export async function renderReportPdf(
  report: AssessmentReport,
  links: { reportUrl: string; bookUrl: string; jumpstartUrl: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embed = (bytes: Buffer) => doc.embedFont(bytes, { subset: true, features: PLAIN_TEXT });
  const embedded: Fonts = {
    regular: new Face([await embed(fonts().regular), await embed(fonts().regularExtended)]),
    bold: new Face([await embed(fonts().bold), await embed(fonts().boldExtended)]),
  };
  const title = `CRM health report${report.company ? ` for ${report.company}` : ''}`;
  doc.setTitle(title);
  doc.setAuthor('Clearline CRM Advisory');
  doc.setSubject(`CRM health score ${report.overall} / 100 (${report.band.label})`);
  doc.setCreationDate(new Date(report.submittedAt));

  const submitted = submittedOn(report);
  const w = new Writer(
    doc,
    embedded,
    `Clearline CRM Advisory · CRM health report · question bank v${report.version} · ${submittedOn(report)}`,
  );
  w.text('Clearline CRM Advisory', { size: 9, bold: true, color: COLORS.blue, gap: 6 });
  w.text(title, { size: 20, bold: true, gap: 2 });
  w.text([report.name, report.crm, report.companySize, submitted].filter(Boolean).join(' · '), {
    size: 10,
    color: COLORS.muted,
    gap: 10,
  });
  w.rule();

  // Score block (left) and radar chart (right), side by side.
  const top = w.y;
  w.text('CRM health score', { size: 10, color: COLORS.muted, gap: 4 });
  w.text(`${report.overall} / 100`, { size: 34, bold: true, gap: 4 });
  w.text(`Maturity band: ${report.band.label}`, {
    size: 12,
    bold: true,
    color: BAND_COLORS[report.band.id] ?? COLORS.ink,
    gap: 10,
  });
  if (report.adoption !== null)
    w.text(`System adoption score: ${report.adoption} / 100`, { size: 10, gap: 10 });
  w.text(
    report.benchmark.shown
      ? `Percentiles compare you with ${report.benchmark.responses} completed assessments.`
      : `Percentiles appear once ${report.benchmark.minimum} assessments are complete.`,
    { size: 9, color: COLORS.muted, width: 220 },
  );
  drawRadar(w.page, embedded, report, { x: 395, y: top - 120 });
  w.y = Math.min(w.y, top - 250);

  w.text('Scores by dimension', { size: 13, bold: true, gap: 4 });
  const columns = [MARGIN, 260, 360];
  w.ensure(20);
  w.y -= 14;
  ['Dimension', 'Score', 'Percentile'].forEach((header, index) =>
    embedded.bold.draw(w.page, header, { x: columns[index], y: w.y, size: 9, color: COLORS.muted }),
  );
  for (const dimension of report.dimensions) {
    w.ensure(16);
    w.y -= 15;
    const cells = [
      dimension.label,
      dimension.score === null ? 'not answered' : `${dimension.score}`,
      dimension.percentile === null ? '–' : `${ordinal(dimension.percentile)} percentile`,
    ];
    cells.forEach((cell, index) =>
      embedded.regular.draw(w.page, cell, { x: columns[index], y: w.y, size: 10, color: COLORS.ink }),
    );
  }
  w.y -= 6;
  w.rule();

  w.ensure(170); // the heading stays with the first recommendation
  w.text('Your top three recommendations', { size: 13, bold: true, gap: 6 });
  report.recommendations.forEach((recommendation, index) => {
    w.ensure(130); // keep a recommendation on one page
    w.text(`${index + 1}. ${recommendation.title}`, { size: 11, bold: true, gap: 2 });
    w.text(
      `${report.dimensions.find((d) => d.id === recommendation.dimension)?.label} · effort: ${recommendation.effort}`,
      { size: 9, color: COLORS.muted, gap: 2 },
    );
    w.text(recommendation.why, { size: 10, gap: 3 });
    for (const step of recommendation.steps) w.text(`•  ${step}`, { size: 10, x: MARGIN + 10 });
    w.y -= 8;
  });
  if (report.recommendations.length === 0) {
    w.text('Every dimension scores 80 or more: keep the routines that got you here.', { size: 10, gap: 8 });
  }
  w.rule();
  w.text('Next steps', { size: 13, bold: true, gap: 4 });
  w.text(`Book a 30-minute call to go through this report: ${links.bookUrl}`, { size: 10, gap: 2 });
  w.text(`Apply for the Jumpstart programme to fix the top gaps with us: ${links.jumpstartUrl}`, {
    size: 10,
    gap: 2,
  });
  w.text(`Your report online: ${links.reportUrl}`, { size: 10, color: COLORS.blue });
  return doc.save();
}
